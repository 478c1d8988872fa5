import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../../../contract/auth/messages';
import { expectProblem } from '../../../tests/support/problem';
import { createTestApp, TEST_PASSWORD, uniqueAddress, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each call comes from its own address, so the per-address limit never interferes here. */
const login = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress: uniqueAddress() });

describe('POST /api/auth/login: validation (reading-side.md §5 Login)', () => {
  it("says 'Email is required' and 'Password is required' for an empty form", async () => {
    const body = expectProblem(await login({ email: '', password: '' }), 400);
    expect(body.errors).toEqual({ email: [M.emailRequired], password: [M.passwordRequired] });
  });

  it('treats missing fields like empty ones', async () => {
    const body = expectProblem(await login({}), 400);
    expect(body.errors).toEqual({ email: [M.emailRequired], password: [M.passwordRequired] });
  });

  it("says 'Email is invalid' for an address without a domain", async () => {
    const body = expectProblem(await login({ email: 'someone@nowhere', password: 'whatever1' }), 400);
    expect(body.errors).toEqual({ email: [M.emailInvalid] });
    expect(body.detail).toBe(M.emailInvalid);
  });

  it("says 'Password is required' when only the password is missing", async () => {
    const { email } = await t.createUser('AUTHOR');
    const body = expectProblem(await login({ email, password: '' }), 400);
    expect(body.errors).toEqual({ password: [M.passwordRequired] });
  });
});

describe('POST /api/auth/login: credentials', () => {
  it("answers 401 'Invalid email or password' for a wrong password", async () => {
    const { email } = await t.createUser('AUTHOR');
    expectProblem(await login({ email, password: 'not-the-password' }), 401, M.invalidCredentials);
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const { email } = await t.createUser('AUTHOR');
    const wrongPassword = await login({ email, password: 'not-the-password' });
    const unknownEmail = await login({ email: 'nobody-here@example.org', password: 'not-the-password' });
    expectProblem(unknownEmail, 401, M.invalidCredentials);
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(unknownEmail.headers['set-cookie']).toBeUndefined();
  });

  it('returns the token and the user, without secrets', async () => {
    const { email } = await t.createUser('EDITOR', { firstName: 'Grace', lastName: 'Adeyemi' });
    const response = await login({ email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(user).toEqual({
      id: expect.any(Number),
      firstName: 'Grace',
      lastName: 'Adeyemi',
      email,
      role: 'EDITOR',
      institution: 'Test University',
      academicDegree: null,
      department: null,
      researchInterests: [],
      // Made by an administrator: the address is vouched for (decision 0021).
      emailVerified: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(response.body).not.toMatch(/passwordHash|password_hash|tokenVersion|token_version|argon2/);
  });

  it('puts the role, the user and a 24-hour expiry in the token', async () => {
    const { email } = await t.createUser('REVIEWER');
    const response = await login({ email, password: TEST_PASSWORD });
    const { token, user } = response.json();
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
    expect(claims).toMatchObject({ sub: String(user.id), role: 'REVIEWER' });
    expect(claims.exp - claims.iat).toBe(24 * 60 * 60);
  });

  it('sets an HttpOnly, SameSite=Lax page cookie holding the same token', async () => {
    const { email } = await t.createUser('AUTHOR');
    const response = await login({ email, password: TEST_PASSWORD });
    const { token } = response.json();
    const cookie = response.cookies.find((c) => c.name === 'journal_session');
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 86_400 });
    // PUBLIC_URL is http:// in these tests, so the cookie cannot be Secure.
    expect(cookie?.secure).toBeFalsy();
  });

  it('finds the account whatever the case and spacing of the email', async () => {
    const { email } = await t.createUser('AUTHOR');
    const response = await login({ email: `  ${email.toUpperCase()} `, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(email);
  });

  it('compares passwords exactly', async () => {
    const { email } = await t.createUser('AUTHOR');
    expectProblem(await login({ email, password: TEST_PASSWORD.toUpperCase() }), 401, M.invalidCredentials);
    expectProblem(await login({ email, password: `${TEST_PASSWORD} ` }), 401, M.invalidCredentials);
  });
});

describe('the page cookie on an https site', () => {
  let https: TestApp;
  beforeAll(async () => {
    https = await createTestApp({ PUBLIC_URL: 'https://journal.test' });
  });
  afterAll(() => https.close());

  it('is Secure on login and when cleared on logout', async () => {
    const { email } = await https.createUser('AUTHOR');
    const response = await https.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } });
    expect(response.cookies.find((c) => c.name === 'journal_session')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    const logout = await https.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${response.json().token}` } });
    expect(logout.cookies.find((c) => c.name === 'journal_session')).toMatchObject({ value: '', secure: true, httpOnly: true });
  });
});
