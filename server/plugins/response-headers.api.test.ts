import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertIssue, insertPaper } from '../../tests/support/fixtures';
import { bearer, createTestApp, TEST_PASSWORD, uniqueAddress, type TestApp } from '../../tests/support/test-app';

/** Headers every response carries (server/plugins/security.ts) and those of personal answers (no-store.ts). */
let t: TestApp;
let author: { email: string; password: string };
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  author = await t.createUser('AUTHOR');
  token = await t.login(author.email);
  await insertIssue(t.db, { volume: 3, number: 1 });
  await insertPaper(t.db, { title: 'A published paper' });
});
afterAll(() => t.close());

const get = (url: string, auth: string | null = null) => t.app.inject({ method: 'GET', url, headers: bearer(auth), remoteAddress: uniqueAddress() });

describe('Permissions-Policy', () => {
  const denied = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics', 'interest-cohort'];

  function expectDenies(header: string | string[] | number | undefined) {
    expect(typeof header).toBe('string');
    const policy = new Map(
      String(header)
        .split(',')
        .map((entry) => entry.trim().split('='))
        .map(([feature, allow]) => [feature, allow]),
    );
    for (const feature of denied) expect(policy.get(feature), feature).toBe('()');
  }

  it('is on an API answer', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expectDenies(response.headers['permissions-policy']);
  });

  it('is on a 404 with no page behind it', async () => {
    for (const url of ['/no-such-page', '/api/no-such-endpoint']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expectDenies(response.headers['permissions-policy']);
    }
  });
});

describe('Content-Security-Policy frame-src (decision 0042)', () => {
  const frameSrc = (header: unknown) => String(header).split(';').map((part) => part.trim()).find((part) => part.startsWith('frame-src'));

  it('lets /contact frame OpenStreetMap’s map, and no other page any other site', async () => {
    for (const url of ['/contact', '/contact?map=show', '/contact/']) expect(frameSrc((await get(url)).headers['content-security-policy']), url).toBe("frame-src 'self' https://www.openstreetmap.org");
    for (const url of ['/', '/contact-us', '/contacts', '/api/health', '/paper/1?next=/contact']) expect(frameSrc((await get(url)).headers['content-security-policy']), url).toBe("frame-src 'self'");
  });
});

describe('Cache-Control on personal answers', () => {
  it('is no-store on answers behind a token', async () => {
    for (const url of ['/api/users/profile', '/api/papers/my-submissions']) {
      const response = await get(url, token);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('is no-store when a token is presented to a public route', async () => {
    const response = await get('/api/issues', token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on answers that carry or end a session', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: author.email, password: TEST_PASSWORD }, remoteAddress: uniqueAddress() });
    expect(login.statusCode).toBe(200);
    expect(login.json().token).toBeTruthy();
    expect(login.headers['cache-control']).toBe('no-store');

    const register = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { email: `new-${Date.now()}@example.org`, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, firstName: 'New', lastName: 'Author', institution: 'Test University' },
      remoteAddress: uniqueAddress(),
    });
    expect(register.statusCode, register.body).toBe(201);
    expect(register.headers['cache-control']).toBe('no-store');

    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(login.json().token), payload: {}, remoteAddress: uniqueAddress() });
    expect(logout.statusCode).toBe(204);
    expect(logout.headers['cache-control']).toBe('no-store');
  });

  it('keeps the caching of public answers to anonymous readers', async () => {
    for (const url of ['/api/issues', '/api/papers', '/api/health']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(String(response.headers['cache-control'] ?? ''), url).not.toContain('no-store');
    }
  });
});
