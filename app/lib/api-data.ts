import type { z } from 'zod';
import { api, type ApiOptions } from './api';

/**
 * The typed data layer of the signed-in screens (decision 0036): every /api answer a screen uses
 * is parsed with the contract schema the server answers with, so a screen never holds a shape it
 * only assumed. Failures are ApiError (the server said no: status and problem details; a 401 while
 * a token is stored ends the session, as with api()) or ResponseShapeError (the answer is not
 * what the contract says: a bug, named for the developer; the screen shows its spec failure
 * message). zod is imported for types only: the schemas a screen passes bring it, so this module
 * costs a public page nothing (decision 0032).
 */

/** An answer that does not match its contract schema. */
export class ResponseShapeError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    const listed = issues
      .slice(0, 5)
      .map((issue) => `${issue.path.length ? issue.path.join('.') : '(the body)'}: ${issue.message}`)
      .join('; ');
    const more = issues.length > 5 ? `; and ${issues.length - 5} more` : '';
    super(`${method} /api${path} answered a body that does not match its contract schema: ${listed}${more}`);
    this.name = 'ResponseShapeError';
  }
}

export type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface GetOptions {
  /** Appended to the path as its query string (see writeSearchParams in ./search-params). */
  query?: URLSearchParams;
  signal?: AbortSignal;
  /** Send no Authorization header even if a token is stored (public data). */
  anonymous?: boolean;
  /** Another bearer token than the stored one, and extra headers (ApiOptions). */
  token?: string;
  headers?: Record<string, string>;
}

export interface SendOptions {
  /** POST unless told otherwise. */
  method?: SendMethod;
  signal?: AbortSignal;
  anonymous?: boolean;
  token?: string;
  headers?: Record<string, string>;
}

function parsed<S extends z.ZodType>(method: string, path: string, body: unknown, schema: S): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw new ResponseShapeError(method, path, result.error.issues);
  return result.data;
}

/** GET /api{path}, parsed with `schema`: the typed answer, or ApiError / ResponseShapeError. */
export async function getJson<S extends z.ZodType>(path: string, schema: S, options: GetOptions = {}): Promise<z.output<S>> {
  const query = options.query?.toString();
  const target = query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
  const body = await api(target, { signal: options.signal, anonymous: options.anonymous, token: options.token, headers: options.headers });
  return parsed('GET', target, body, schema);
}

/** POST (or PUT, PATCH, DELETE) `body` as JSON to /api{path}; the answer parsed with `schema`. */
export async function sendJson<S extends z.ZodType>(path: string, body: unknown, schema: S, options: SendOptions = {}): Promise<z.output<S>> {
  const method = options.method ?? 'POST';
  const request: ApiOptions = { method, signal: options.signal, anonymous: options.anonymous, token: options.token, headers: options.headers };
  if (body !== undefined) request.body = body;
  return parsed(method, path, await api(path, request), schema);
}

/**
 * One part of a page that may fail on its own (a dashboard's profile, its list): the value, or
 * null, logged as a warning, so the page shows that part's failure message and the rest of it.
 * Loaders on the server use it too, around the core services.
 */
export async function orNull<T>(load: Promise<T>, what: string): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    console.warn(`${what} failed to load`, error);
    return null;
  }
}

/**
 * A clientAction's form, parsed with `schema` (several values under one name become an array).
 * The form is the screen's own, so a mismatch is a bug: it throws, naming the fields, and the
 * route's error boundary shows it.
 */
export async function readFormData<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const form = await request.formData();
  const fields: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key);
    fields[key] = values.length === 1 ? values[0] : values;
  }
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(the form)'}: ${issue.message}`).join('; ');
  throw new Error(`The form sent to ${new URL(request.url).pathname} does not match its schema: ${problems}`);
}
