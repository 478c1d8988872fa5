import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../../../contract/auth/messages';
import { signAccessToken } from '../../../core/auth/tokens';
import { deleteUserRow, setUserRole } from '../../../core/users/users.repo';
import { mailTo } from '../../../tests/support/mail';
import { expectProblem } from '../../../tests/support/problem';
import { createTestApp, TEST_PASSWORD, uniqueAddress, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = new Date();
});

const HOUR = 60 * 60 * 1000;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const profile = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/users/profile', headers });
const logout = (token?: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

/** A fresh account, signed in: its token and its id. */
async function signedIn(role: 'AUTHOR' | 'EDITOR' | 'REVIEWER' | 'ADMIN' = 'AUTHOR') {
  const { email } = await t.createUser(role);
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD }, remoteAddress: uniqueAddress() });
  expect(response.statusCode).toBe(200);
  const { token, user } = response.json();
  return { email, token: token as string, id: user.id as number };
}

describe('GET /api/users/profile with and without a token', () => {
  it('gives the signed-in user', async () => {
    const { token, email, id } = await signedIn('REVIEWER');
    const response = await profile(bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, email, role: 'REVIEWER' });
    expect(response.body).not.toMatch(/passwordHash|tokenVersion/);
  });

  it("answers 401 'Please log in to continue.' without a token", async () => {
    expectProblem(await profile(), 401, M.sessionRequired);
  });

  it('answers 401 for a garbage token and for a non-bearer header', async () => {
    expectProblem(await profile(bearer('not-a-token')), 401, M.sessionExpired);
    expectProblem(await profile(bearer('aaa.bbb.ccc')), 401, M.sessionExpired);
    const { token } = await signedIn();
    expectProblem(await profile({ authorization: `Basic ${token}` }), 401, M.sessionRequired);
  });

  it('answers 401 for a token signed with another secret, even one claiming ADMIN', async () => {
    const { id } = await signedIn('AUTHOR');
    const { token } = await signAccessToken(new TextEncoder().encode('x'.repeat(48)), { id, role: 'ADMIN', tokenVersion: 0 }, t.clock.now);
    expectProblem(await profile(bearer(token)), 401, M.sessionExpired);
    expectProblem(await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(token) }), 401, M.sessionExpired);
  });

  it('answers 401 for a token whose signature was tampered with', async () => {
    const { token } = await signedIn('AUTHOR');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: 'ADMIN' })).toString('base64url')}.${signature}`;
    expectProblem(await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(forged) }), 401);
  });

  it('does not accept the page cookie alone on /api', async () => {
    const { token } = await signedIn();
    expectProblem(await profile({ cookie: `journal_session=${token}` }), 401, M.sessionRequired);
    const admin = await signedIn('ADMIN');
    expectProblem(await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: `journal_session=${admin.token}` } }), 401);
  });

  it('accepts the token right up to 24 hours, and not after', async () => {
    const { token } = await signedIn();
    const issued = t.clock.now.getTime();
    t.clock.now = new Date(issued + 24 * HOUR - 60_000);
    expect((await profile(bearer(token))).statusCode).toBe(200);
    t.clock.now = new Date(issued + 24 * HOUR + 1000);
    expectProblem(await profile(bearer(token)), 401, M.sessionExpired);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends this session only: another token of the same user still works', async () => {
    const { token, email } = await signedIn();
    const other = await t.login(email);
    const response = await logout(token);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expectProblem(await profile(bearer(token)), 401, M.sessionExpired);
    expect((await profile(bearer(other))).statusCode).toBe(200);
  });

  it('with {everywhere: true} ends every session of the account, and a new login works', async () => {
    const { token, email } = await signedIn();
    const other = await t.login(email);
    expect((await logout(token, { everywhere: true })).statusCode).toBe(204);
    expectProblem(await profile(bearer(token)), 401, M.sessionExpired);
    expectProblem(await profile(bearer(other)), 401, M.sessionExpired);
    const fresh = await t.login(email);
    expect((await profile(bearer(fresh))).statusCode).toBe(200);
  });

  it("does not end other users' sessions", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    await logout(alice.token, { everywhere: true });
    expect((await profile(bearer(bob.token))).statusCode).toBe(200);
  });

  it('clears the page cookie', async () => {
    const { token } = await signedIn();
    const response = await logout(token);
    const cookie = response.cookies.find((c) => c.name === 'journal_session');
    expect(cookie).toBeDefined();
    expect(cookie!.value).toBe('');
    const cleared = cookie!.maxAge === 0 || (cookie!.expires !== undefined && cookie!.expires.getTime() < Date.now());
    expect(cleared).toBe(true);
  });

  it('answers 204 and clears the cookie without a token, with no body at all (as the web client sends it)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'journal_session')?.value).toBe('');
  });

  it('ends the session when the web client logs out with a bearer token and no body', async () => {
    const { token } = await signedIn();
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(response.statusCode).toBe(204);
    expectProblem(await profile(bearer(token)), 401, M.sessionExpired);
  });

  it('answers 204 for an already ended or garbage token', async () => {
    const { token } = await signedIn();
    expect((await logout(token)).statusCode).toBe(204);
    expect((await logout(token)).statusCode).toBe(204);
    expect((await logout('garbage')).statusCode).toBe(204);
  });

  it('does not end a session named only by the page cookie', async () => {
    const { token } = await signedIn();
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: `journal_session=${token}` } });
    expect(response.statusCode).toBe(204);
    expect((await profile(bearer(token))).statusCode).toBe(200);
  });

  it('rejects an everywhere flag that is not a boolean', async () => {
    const { token } = await signedIn();
    expectProblem(await logout(token, { everywhere: 'yes' }), 400);
    expect((await profile(bearer(token))).statusCode).toBe(200);
  });
});

describe('server-side revocation (token version)', () => {
  it('a password reset ends every earlier session', async () => {
    const { token, email } = await signedIn();
    const request = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress: uniqueAddress() });
    expect(request.statusCode).toBe(202);
    const [mail] = mailTo(await t.sentMail(), email);
    const resetToken = mail!.text.match(/reset-password\?token=([\w-]+)/)![1];
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: resetToken, password: 'a-brand-new-password', confirmPassword: 'a-brand-new-password' },
      remoteAddress: uniqueAddress(),
    });
    expect(confirm.statusCode).toBe(200);
    expectProblem(await profile(bearer(token)), 401, M.sessionExpired);
    expect((await profile(bearer(await t.login(email, 'a-brand-new-password')))).statusCode).toBe(200);
  });

  it('a role change ends earlier sessions; the next login carries the new role', async () => {
    const { token, email, id } = await signedIn('AUTHOR');
    await setUserRole(t.db, id, 'EDITOR', new Date());
    expectProblem(await profile(bearer(token)), 401, M.sessionExpired);
    const fresh = await t.login(email);
    expect((await profile(bearer(fresh))).json().role).toBe('EDITOR');
    expect((await t.app.inject({ method: 'GET', url: '/api/editor/reviewers', headers: bearer(fresh) })).statusCode).toBe(200);
  });

  it('a demoted admin loses admin access at once', async () => {
    const { token, id } = await signedIn('ADMIN');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(token) })).statusCode).toBe(200);
    await setUserRole(t.db, id, 'AUTHOR', new Date());
    expectProblem(await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(token) }), 401, M.sessionExpired);
  });

  it('deleting the account ends its sessions', async () => {
    const { token, id } = await signedIn();
    expect(await deleteUserRow(t.db, id)).toBe(true);
    expectProblem(await profile(bearer(token)), 401, M.sessionExpired);
  });
});
