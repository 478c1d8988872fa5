import type { z } from 'zod';
import { isProblem } from '../../contract/http/problem-guard';
import { ApiError, parseBody, reportUnauthorized, tokenFor } from './api';
import { ResponseShapeError } from './api-data';

/**
 * Uploads to /api with XMLHttpRequest, because fetch cannot report upload progress
 * (DESIGN.md "Front end": XHR for uploads). Same conventions as sendJson() (decision 0036): bearer
 * token from storage, the answer parsed with its contract schema (else ResponseShapeError),
 * problem details turned into ApiError.
 */
export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0-100, whole numbers. */
  percent: number;
}

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  onProgress?(progress: UploadProgress): void;
  /** The whole body has left the browser; the server is now working on it. */
  onSent?(): void;
  /** Another bearer token than the stored one (its 401 does not end the stored session), and extra headers. */
  token?: string;
  headers?: Record<string, string>;
}

export interface Upload<T> {
  /** Resolves with the parsed answer; rejects with ApiError, or UploadCancelledError after abort(). */
  promise: Promise<T>;
  abort(): void;
}

export class UploadCancelledError extends Error {
  constructor() {
    super('The upload was cancelled.');
    this.name = 'UploadCancelledError';
  }
}

export function percentOf(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((loaded / total) * 100)));
}

export function upload<S extends z.ZodType>(path: string, body: FormData, schema: S, options: UploadOptions = {}): Upload<z.output<S>> {
  const xhr = new XMLHttpRequest();
  let settled = false;
  const method = options.method ?? 'POST';
  const promise = new Promise<z.output<S>>((resolve, reject) => {
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      action();
    };
    xhr.open(method, `/api${path}`);
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = tokenFor(options);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total, percent: percentOf(event.loaded, event.total) });
    };
    xhr.upload.onload = () => options.onSent?.();
    xhr.onload = () => {
      const parsed = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const answer = schema.safeParse(parsed);
        settle(() => (answer.success ? resolve(answer.data) : reject(new ResponseShapeError(method, path, answer.error.issues))));
      } else {
        if (options.token === undefined) reportUnauthorized(xhr.status, token);
        settle(() => reject(new ApiError(xhr.status, isProblem(parsed) ? parsed : null, parsed)));
      }
    };
    // No answer at all (offline, connection reset): status 0 and no problem details.
    xhr.onerror = () => settle(() => reject(new ApiError(0, null, null)));
    xhr.ontimeout = () => settle(() => reject(new ApiError(0, null, null)));
    xhr.onabort = () => settle(() => reject(new UploadCancelledError()));
    xhr.send(body);
  });
  return {
    promise,
    abort() {
      if (!settled) xhr.abort();
    },
  };
}

/** A form's fields as a multipart body: text as it is, each file that holds something (an untouched picker sends an empty one). */
export function multipartOf(fields: Record<string, unknown>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof File) {
      if (value.size > 0) body.append(name, value, value.name);
    } else if (typeof value === 'string') body.append(name, value);
  }
  return body;
}
