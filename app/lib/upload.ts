import { isProblem } from '../../contract/http/problem-guard';
import { ApiError, parseBody, reportUnauthorized, storedToken } from './api';

/**
 * Uploads to /api with XMLHttpRequest, because fetch cannot report upload progress
 * (DESIGN.md "Front end": XHR for uploads). Same conventions as api(): bearer token from
 * storage, JSON answers, problem details turned into ApiError.
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

export function upload<T>(path: string, body: FormData, options: UploadOptions = {}): Upload<T> {
  const xhr = new XMLHttpRequest();
  let settled = false;
  const promise = new Promise<T>((resolve, reject) => {
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      action();
    };
    xhr.open(options.method ?? 'POST', `/api${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = storedToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total, percent: percentOf(event.loaded, event.total) });
    };
    xhr.upload.onload = () => options.onSent?.();
    xhr.onload = () => {
      const parsed = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) settle(() => resolve(parsed as T));
      else {
        reportUnauthorized(xhr.status, token);
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
