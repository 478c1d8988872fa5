import { isProblem, type Problem } from '../../contract/http/problem-guard';
import { AUTH_TOKEN_KEY } from '../../contract/auth/token';

/** A failed /api call: the status and, when the server sent one, its problem details. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | null,
    readonly body: unknown,
  ) {
    super(problem?.detail ?? (typeof body === 'string' && body ? body : `Request failed with status ${status}`));
    this.name = 'ApiError';
  }

  /** The first message the server gave for a field, if any. */
  fieldError(field: string): string | undefined {
    return this.problem?.errors?.[field]?.[0];
  }
}

let onUnauthorized: (() => void) | null = null;
/** The session registers what a 401 means while a token is stored (reading-side.md §8). */
export function setUnauthorizedHandler(handler: (() => void) | null) {
  onUnauthorized = handler;
}

/** A 401 while a token is stored ends the session (reading-side.md §8); uploads report theirs here too. */
export function reportUnauthorized(status: number, token: string | null): void {
  if (status === 401 && token && onUnauthorized) onUnauthorized();
}

export function storedToken(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Send no Authorization header even if a token is stored. */
  anonymous?: boolean;
  /**
   * Send this bearer token instead of the stored one (a review's scoped session, decision 0041);
   * its 401 does not end the stored session.
   */
  token?: string;
  /** Extra request headers (the invitation link's X-Invitation-Token). */
  headers?: Record<string, string>;
}

/** The bearer token a call sends: the given one, none when anonymous, else the stored one. */
export function tokenFor(options: Pick<ApiOptions, 'anonymous' | 'token'>): string | null {
  if (options.token !== undefined) return options.token;
  return options.anonymous ? null : storedToken();
}

/** An answer's body: JSON when it is JSON, null when empty, else the text itself. */
export function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The raw client of /api: JSON in and out, bearer token from storage (reading-side.md §7). Its
 * answer is `unknown` on purpose: screens read answers through getJson/sendJson (./api-data),
 * which parse them with the contract schemas (decision 0036); call this directly only when the
 * answer is not read (logout).
 */
export async function api(path: string, options: ApiOptions = {}): Promise<unknown> {
  const token = tokenFor(options);
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`/api${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    credentials: 'same-origin',
  });
  const body = parseBody(await response.text());
  if (!response.ok) {
    if (options.token === undefined) reportUnauthorized(response.status, token);
    throw new ApiError(response.status, isProblem(body) ? body : null, body);
  }
  return body;
}
