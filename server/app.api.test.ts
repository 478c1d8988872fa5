import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../contract/auth/messages';
import { expectProblem } from '../tests/support/problem';
import { createTestApp, uniqueAddress, type TestApp } from '../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('problem details (DESIGN.md "API conventions")', () => {
  it('400 carries the field errors', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {}, remoteAddress: uniqueAddress() });
    const body = expectProblem(response, 400);
    expect(body).toMatchObject({ title: 'Bad Request', type: expect.any(String) });
    expect(body.errors).toEqual({ email: [M.emailRequired], password: [M.passwordRequired] });
  });

  it('401, 403 and 404 have exactly type, title, status and detail', async () => {
    expectProblem(await t.app.inject({ method: 'GET', url: '/api/users/profile' }), 401);
    const author = await t.login((await t.createUser('AUTHOR')).email);
    expectProblem(await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(author) }), 403);
    expectProblem(await t.app.inject({ method: 'GET', url: '/api/no-such-thing' }), 404);
  });

  it('409 carries the field that conflicts', async () => {
    const { email } = await t.createUser('AUTHOR');
    const payload = { firstName: 'A', lastName: 'B', email, password: 'long-enough-1', confirmPassword: 'long-enough-1', institution: 'C' };
    const body = expectProblem(await t.app.inject({ method: 'POST', url: '/api/users', payload, remoteAddress: uniqueAddress() }), 409, M.emailTaken);
    expect(body.errors).toEqual({ email: [M.emailTaken] });
  });
});

describe('unknown paths and bad bodies', () => {
  it.each(['GET', 'POST', 'PUT', 'DELETE'] as const)('answers 404 JSON for %s on an unknown /api path', async (method) => {
    const response = await t.app.inject({ method, url: '/api/nowhere/at/all?x=1', ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { a: 1 } }) });
    const body = expectProblem(response, 404);
    expect(body.detail).toContain(`${method} /api/nowhere/at/all`);
    expect(body.detail).not.toContain('x=1');
  });

  it('answers 404 for a method a known path does not have', async () => {
    expectProblem(await t.app.inject({ method: 'GET', url: '/api/auth/login' }), 404);
    expectProblem(await t.app.inject({ method: 'DELETE', url: '/api/users/profile' }), 404);
  });

  it("answers 400 'The request body is not valid JSON.' for malformed JSON", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.org", "password": ',
      remoteAddress: uniqueAddress(),
    });
    expectProblem(response, 400, 'The request body is not valid JSON.');
  });

  it('answers 400, not 500, for JSON that is not an object', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/users', headers: { 'content-type': 'application/json' }, payload, remoteAddress: uniqueAddress() });
      expectProblem(response, 400);
    }
  });

  it('answers 400, not 500, for fields of the wrong type', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ['a@b.org'], password: { x: 1 } }, remoteAddress: uniqueAddress() });
    const body = expectProblem(response, 400);
    expect(body.errors).toEqual({ email: [M.emailRequired], password: [M.passwordRequired] });
  });

  it('answers 415 for a form-encoded body, and 400 for plain text', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.org&password=x',
      remoteAddress: uniqueAddress(),
    });
    expectProblem(form, 415, 'This content type is not accepted here.');
    const text = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/plain' }, payload: 'a@b.org', remoteAddress: uniqueAddress() });
    expectProblem(text, 400);
  });

  it('answers 413 problem details, not 500, for a body over 1 MB', async () => {
    const payload = JSON.stringify({ email: 'a@b.org', password: 'x'.repeat(1024 * 1024 + 10) });
    for (const url of ['/api/auth/login', '/api/users', '/api/nowhere']) {
      const response = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload, remoteAddress: uniqueAddress() });
      expectProblem(response, 413, 'The request body is too large.');
    }
  });

  it('answers 400 for a password longer than the cap, without hashing it', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.org', password: 'x'.repeat(201) }, remoteAddress: uniqueAddress() });
    expect(expectProblem(response, 400).errors).toEqual({ password: ['Password must be at most 200 characters'] });
  });
});

describe('paths', () => {
  it('accepts a trailing slash', async () => {
    const { email } = await t.createUser('AUTHOR');
    const token = await t.login(email);
    const response = await t.app.inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(email);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password: 'wrong-password' }, remoteAddress: uniqueAddress() });
    expectProblem(login, 401, M.invalidCredentials);
  });

  it('guards a route however its path is spelled', async () => {
    const author = await t.login((await t.createUser('AUTHOR')).email);
    // The router decodes %61 to 'a': the access check must see the route, not the raw URL.
    for (const url of ['/%61pi/admin/users', '/api/%61dmin/users', '/api/admin/users/', '/api/admin/users?role=ADMIN']) {
      expectProblem(await t.app.inject({ method: 'GET', url }), 401, M.sessionRequired);
      expectProblem(await t.app.inject({ method: 'GET', url, headers: bearer(author) }), 403, M.notAllowed);
    }
  });

  it('does not let the page cookie authorise an /api route reached by an encoded path', async () => {
    const admin = await t.login((await t.createUser('ADMIN')).email);
    const response = await t.app.inject({ method: 'GET', url: '/%61pi/admin/users', headers: { cookie: `journal_session=${admin}` } });
    expectProblem(response, 401, M.sessionRequired);
  });
});

describe('headers', () => {
  it('gives every response an x-request-id, errors included', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    const denied = await t.app.inject({ method: 'GET', url: '/api/users/profile' });
    const ids = [ok, missing, denied].map((r) => r.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[\w-]{8,64}$/);
    expect(new Set(ids).size).toBe(3);
  });

  it('keeps a well-formed incoming x-request-id and replaces a malformed one', async () => {
    const kept = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-12345678' } });
    expect(kept.headers['x-request-id']).toBe('trace-12345678');
    const replaced = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id<script>' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the security headers, with a fresh script nonce per response', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/health' });
    const second = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    for (const response of [first, second]) {
      expect(response.headers['content-security-policy']).toContain("script-src 'self' 'nonce-");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBeDefined();
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    const nonce = (r: typeof first) => String(r.headers['content-security-policy']).match(/'nonce-([^']+)'/)?.[1];
    expect(nonce(first)).toBeTruthy();
    expect(nonce(first)).not.toBe(nonce(second));
  });
});

describe('OpenAPI', () => {
  it('describes the API at /api/docs/json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/users', '/api/users/profile', '/api/auth/logout']));
    expect(doc.paths['/api/auth/login'].post).toBeDefined();
    expect(doc.paths['/api/users'].post).toBeDefined();
    expect(Object.keys(doc.paths).some((path) => path.includes('*'))).toBe(false);
  });
});
