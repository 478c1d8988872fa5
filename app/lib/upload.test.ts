import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api';
import { ResponseShapeError } from './api-data';
import { percentOf, upload, UploadCancelledError } from './upload';

/** Just enough of XMLHttpRequest to drive upload() from a test. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  respond(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => (key === 'auth_token' ? 'token-123' : null) } });
});
afterEach(() => vi.unstubAllGlobals());

/** The answer's contract schema, as the submission form passes submissionResultSchema. */
const created = z.object({ id: z.number() });

describe('upload() over XMLHttpRequest', () => {
  test('posts the form to /api with the bearer token, reports progress and resolves with the JSON answer', async () => {
    const progress: number[] = [];
    let sent = false;
    const body = new FormData();
    const { promise } = upload('/papers', body, created, { onProgress: (p) => progress.push(p.percent), onSent: () => (sent = true) });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.headers.Authorization, xhr.body]).toEqual(['POST', '/api/papers', 'Bearer token-123', body]);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 42, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    xhr.upload.onload?.();
    xhr.respond(201, JSON.stringify({ id: 7 }));
    await expect(promise).resolves.toEqual({ id: 7 });
    expect(progress).toEqual([42, 100]);
    expect(sent).toBe(true);
  });

  test('turns problem details into ApiError', async () => {
    const { promise } = upload('/papers', new FormData(), created);
    FakeXhr.last.respond(409, JSON.stringify({ type: 'about:blank', title: 'Conflict', status: 409, detail: 'This special issue is not accepting submissions.' }));
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).message).toBe('This special issue is not accepting submissions.');
  });

  test('a network failure is an ApiError with status 0', async () => {
    const { promise } = upload('/papers', new FormData(), created);
    FakeXhr.last.onerror?.();
    await expect(promise).rejects.toMatchObject({ status: 0, problem: null });
  });

  test('an answer that does not match its schema fails, naming the call', async () => {
    const { promise } = upload('/papers', new FormData(), created);
    FakeXhr.last.respond(201, JSON.stringify({ id: 'seven' }));
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect((error as ResponseShapeError).message).toMatch(/^POST \/api\/papers answered .*id:/);
  });

  test('abort() cancels and says so', async () => {
    const handle = upload('/papers', new FormData(), created);
    handle.abort();
    await expect(handle.promise).rejects.toBeInstanceOf(UploadCancelledError);
    expect(FakeXhr.last.aborted).toBe(true);
  });

  test('percentages are whole and bounded', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(200, 100)).toBe(100);
  });
});
