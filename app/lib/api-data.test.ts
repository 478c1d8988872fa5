import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { userPageSchema } from '../../contract/users/users.schema';
import { mySubmissionsSchema, withdrawResultSchema } from '../../contract/papers/author-journey.schema';
import { ApiError, setUnauthorizedHandler } from './api';
import { getJson, orNull, readFormData, ResponseShapeError, sendJson } from './api-data';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

let calls: Call[];
let token: string | null;

/** A fetch that answers every call with `status` and `body` (JSON unless a string), recording the calls. */
function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? 'GET', headers: init.headers as Record<string, string>, body: init.body as string | undefined });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(status === 204 ? null : text, { status, headers: { 'content-type': 'application/json' } });
  });
}

beforeEach(() => {
  calls = [];
  token = 'token-123';
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => (key === 'auth_token' ? token : null) } });
});
afterEach(() => {
  setUnauthorizedHandler(null);
  vi.unstubAllGlobals();
});

const submission = {
  id: 7,
  title: 'Cassava peel silage',
  category: 'Animal Science',
  status: 'SUBMITTED',
  submissionDate: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  version: 1,
  specialIssue: null,
  isOwner: true,
  canWithdraw: true,
  canRevise: false,
};

describe('getJson', () => {
  test('returns an answer that matches its schema, asked with the bearer token', async () => {
    answer(200, [submission]);
    const rows = await getJson('/papers/my-submissions', mySubmissionsSchema);
    expect(rows).toEqual([submission]);
    // Typed by the schema: this line would not compile if rows were unknown.
    expect(rows[0]!.canWithdraw).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/papers/my-submissions', method: 'GET', body: undefined });
    expect(calls[0]!.headers).toMatchObject({ Accept: 'application/json', Authorization: 'Bearer token-123' });
  });

  test('appends the query and leaves the token out of anonymous calls', async () => {
    answer(200, { items: [], page: 2, pageSize: 5, total: 9 });
    const page = await getJson('/admin/users', userPageSchema, { query: new URLSearchParams({ page: '2', pageSize: '5' }), anonymous: true });
    expect(page.total).toBe(9);
    expect(calls[0]!.url).toBe('/api/admin/users?page=2&pageSize=5');
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  test('an answer that does not match fails with the path and the field named', async () => {
    answer(200, [{ ...submission, status: 'LOST' }]);
    const error = await getJson('/papers/my-submissions', mySubmissionsSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    const shape = error as ResponseShapeError;
    expect(shape.path).toBe('/papers/my-submissions');
    expect(shape.message).toContain('GET /api/papers/my-submissions');
    expect(shape.message).toContain('0.status');
    expect(shape.issues[0]!.path).toEqual([0, 'status']);
  });

  test('an answer that is not even JSON fails the same way', async () => {
    answer(200, '<html>proxy page</html>');
    await expect(getJson('/users/profile', z.object({ id: z.number() }))).rejects.toThrow(/GET \/api\/users\/profile answered a body that does not match/);
  });

  test('problem details become an ApiError with their status, detail and field messages', async () => {
    answer(409, { type: 'about:blank', title: 'Conflict', status: 409, detail: 'Only a SUBMITTED paper can be withdrawn.', errors: { id: ['Not yours.'] } });
    const error = await getJson('/papers/7/revision', z.unknown()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Only a SUBMITTED paper can be withdrawn.' });
    expect((error as ApiError).problem?.detail).toBe('Only a SUBMITTED paper can be withdrawn.');
    expect((error as ApiError).fieldError('id')).toBe('Not yours.');
  });

  test('a 401 while a token is stored ends the session; without a token it does not', async () => {
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    answer(401, { type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'Your session has expired.' });
    await expect(getJson('/users/profile', z.unknown())).rejects.toMatchObject({ status: 401 });
    expect(ended).toHaveBeenCalledTimes(1);
    token = null;
    await expect(getJson('/users/profile', z.unknown())).rejects.toMatchObject({ status: 401 });
    expect(ended).toHaveBeenCalledTimes(1);
  });
});

describe('sendJson', () => {
  test('posts the body as JSON and returns the parsed answer', async () => {
    answer(200, { id: 7, status: 'WITHDRAWN', message: 'Paper has been successfully withdrawn.' });
    const result = await sendJson('/papers/7/withdraw', undefined, withdrawResultSchema);
    expect(result.status).toBe('WITHDRAWN');
    expect(calls[0]).toMatchObject({ url: '/api/papers/7/withdraw', method: 'POST', body: undefined });
    expect(calls[0]!.headers['Content-Type']).toBeUndefined();

    await sendJson('/admin/users/3', { role: 'EDITOR' }, z.unknown(), { method: 'PATCH' });
    expect(calls[1]).toMatchObject({ url: '/api/admin/users/3', method: 'PATCH', body: '{"role":"EDITOR"}' });
    expect(calls[1]!.headers['Content-Type']).toBe('application/json');
  });

  test('names the method and path when the answer does not match', async () => {
    answer(200, { id: 7, status: 'WITHDRAWN' });
    await expect(sendJson('/papers/7/withdraw', undefined, withdrawResultSchema)).rejects.toThrow(/^POST \/api\/papers\/7\/withdraw answered .*message/);
  });
});

describe('orNull', () => {
  test('gives the value, or null with a warning when that part failed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(orNull(Promise.resolve(3), 'Reviewers')).resolves.toBe(3);
    await expect(orNull(Promise.reject(new Error('down')), 'Reviewers')).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith('Reviewers failed to load', expect.any(Error));
    warn.mockRestore();
  });
});

describe('readFormData', () => {
  const form = (entries: [string, string][]) => {
    const body = new FormData();
    for (const [name, value] of entries) body.append(name, value);
    return new Request('http://localhost/dashboard', { method: 'POST', body });
  };
  const schema = z.object({ intent: z.literal('withdraw'), id: z.coerce.number().int().positive(), tags: z.array(z.string()).optional() });

  test('parses the form with the schema; repeated names become an array', async () => {
    await expect(readFormData(form([['intent', 'withdraw'], ['id', '7'], ['tags', 'a'], ['tags', 'b']]), schema)).resolves.toEqual({ intent: 'withdraw', id: 7, tags: ['a', 'b'] });
  });

  test('a form that does not match is a bug, named with its page and field', async () => {
    await expect(readFormData(form([['intent', 'withdraw'], ['id', 'seven']]), schema)).rejects.toThrow(/\/dashboard .*id:/);
  });
});
