import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../../../contract/auth/messages';
import { expectProblem } from '../../../tests/support/problem';
import { bearer, createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
const tokens: Record<'ADMIN' | 'EDITOR' | 'REVIEWER' | 'AUTHOR', string> = { ADMIN: '', EDITOR: '', REVIEWER: '', AUTHOR: '' };
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['ADMIN', 'EDITOR', 'REVIEWER', 'AUTHOR'] as const) tokens[role] = await t.login((await t.createUser(role)).email);
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GET /api/admin/users (admin dashboard, Users tab)', () => {
  it('asks an anonymous caller to sign in', async () => {
    expectProblem(await get('/api/admin/users'), 401, M.sessionRequired);
  });

  it.each(['AUTHOR', 'EDITOR', 'REVIEWER'] as const)('forbids %s', async (role) => {
    expectProblem(await get('/api/admin/users', tokens[role]), 403, M.notAllowed);
  });

  it('lists accounts for ADMIN, one page at a time, without secrets', async () => {
    const response = await get('/api/admin/users', tokens.ADMIN);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(Object.keys(page).sort()).toEqual(['items', 'page', 'pageSize', 'total']);
    expect(page).toMatchObject({ page: 1, pageSize: 20 });
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(page.items).toHaveLength(Math.min(page.total, 20));
    expect(new Set(page.items.map((u: { role: string }) => u.role))).toEqual(new Set(['ADMIN', 'EDITOR', 'REVIEWER', 'AUTHOR']));
    expect(response.body).not.toMatch(/passwordHash|tokenVersion|argon2/);
  });

  it('pages through the list in a stable order', async () => {
    for (const lastName of ['Zubair', 'Yusuf', 'Xavier']) await t.createUser('AUTHOR', { lastName });
    const all = (await get('/api/admin/users?pageSize=100', tokens.ADMIN)).json();
    const second = await get('/api/admin/users?pageSize=1&page=2', tokens.ADMIN);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ items: [all.items[1]], page: 2, pageSize: 1, total: all.total });
    const beyond = (await get(`/api/admin/users?pageSize=1&page=${all.total + 1}`, tokens.ADMIN)).json();
    expect(beyond).toEqual({ items: [], page: all.total + 1, pageSize: 1, total: all.total });
    const lastNames = all.items.map((u: { lastName: string }) => u.lastName);
    expect(lastNames).toEqual([...lastNames].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('filters by role', async () => {
    await t.createUser('REVIEWER');
    const page = (await get('/api/admin/users?role=REVIEWER', tokens.ADMIN)).json();
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items.every((u: { role: string }) => u.role === 'REVIEWER')).toBe(true);
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    ['role=KING', 'role'],
  ])('answers 400 problem details for %s', async (query, field) => {
    const body = expectProblem(await get(`/api/admin/users?${query}`, tokens.ADMIN), 400);
    expect(Object.keys(body.errors ?? {})).toEqual([field]);
  });

  it('checks who is asking before the query (an author with a bad page still gets 403)', async () => {
    expectProblem(await get('/api/admin/users?page=abc', tokens.AUTHOR), 403, M.notAllowed);
    expectProblem(await get('/api/admin/users?page=abc'), 401, M.sessionRequired);
  });
});

describe('GET /api/admin/mail (demo mail viewer)', () => {
  it('is for admins only', async () => {
    expectProblem(await get('/api/admin/mail'), 401, M.sessionRequired);
    expectProblem(await get('/api/admin/mail', tokens.EDITOR), 403, M.notAllowed);
    expectProblem(await get('/api/admin/mail', tokens.AUTHOR), 403, M.notAllowed);
  });

  it('shows an admin the mail the journal sent, newest first, in demo mode', async () => {
    const data = {
      firstName: 'Mail',
      lastName: 'Viewer',
      email: `mail-viewer-${Date.now()}@example.org`,
      password: 'long-enough-1',
      confirmPassword: 'long-enough-1',
      institution: 'Test University',
    };
    expect((await t.app.inject({ method: 'POST', url: '/api/users', payload: data })).statusCode).toBe(201);
    await t.sentMail();
    const response = await get('/api/admin/mail', tokens.ADMIN);
    expect(response.statusCode).toBe(200);
    const [newest] = response.json();
    expect(newest).toMatchObject({ to: data.email, subject: expect.stringMatching(/^Welcome to /), status: 'sent' });
    expect(newest.text).toContain('Dear Mail Viewer');
  });
});

describe('GET /api/admin/mail outside demo mode', () => {
  let live: TestApp;
  beforeAll(async () => {
    live = await createTestApp({ DEMO: 'off' });
  });
  afterAll(() => live.close());

  it('answers 404 to an admin', async () => {
    const token = await live.login((await live.createUser('ADMIN')).email);
    const response = await live.app.inject({ method: 'GET', url: '/api/admin/mail', headers: { authorization: `Bearer ${token}` } });
    expectProblem(response, 404);
  });

  it('still answers 403 to an editor', async () => {
    const token = await live.login((await live.createUser('EDITOR')).email);
    const response = await live.app.inject({ method: 'GET', url: '/api/admin/mail', headers: { authorization: `Bearer ${token}` } });
    expectProblem(response, 403, M.notAllowed);
  });
});
