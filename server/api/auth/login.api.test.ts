import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M, signInPausedForAccount, tooManyFailedSignIns } from '../../../contract/auth/messages';
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
      orcid: null,
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

/** One sign-in from a given client address (the proxy's, when headers carry X-Forwarded-For). */
const attempt = (app: TestApp, email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress, headers });

const later = (app: TestApp, ms: number) => {
  app.clock.now = new Date(app.clock.now.getTime() + ms);
};

/**
 * Decision 0024: failures are counted per (email, client address) with a doubling wait, so that
 * nobody can keep the owner of an account out; a much higher per-email ceiling stops guessing
 * spread over many addresses, and still lets a clean address with the right password in.
 * The per-address rate limit (10 a minute) runs on real time, so each test sends at most 10
 * requests from one address.
 */
describe('POST /api/auth/login: failed sign-ins are throttled per email and address', () => {
  it('an attacker failing 20 times from one address does not keep the owner out from another', async () => {
    const victim = await t.createUser('EDITOR');
    const attacker = uniqueAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await attempt(t, victim.email, `guess-${i}-password`, attacker)).statusCode);
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(15).fill(429)]);
    expect((await attempt(t, victim.email, TEST_PASSWORD, uniqueAddress())).statusCode).toBe(200);
  });

  it('slows the failing address with 429, Retry-After and a wait that doubles with each further failure', async () => {
    const { email } = await t.createUser('AUTHOR');
    const address = uniqueAddress();
    for (let i = 0; i < 5; i += 1) expectProblem(await attempt(t, email, `wrong-${i}-password`, address), 401, M.invalidCredentials);
    for (const seconds of [1, 2, 4]) {
      const refused = await attempt(t, email, 'wrong-again-password', address);
      expectProblem(refused, 429, tooManyFailedSignIns(seconds));
      expect(refused.headers['retry-after']).toBe(String(seconds));
      later(t, seconds * 1000);
      if (seconds < 4) expectProblem(await attempt(t, email, 'wrong-again-password', address), 401, M.invalidCredentials);
    }
  });

  it('refuses even the right password from that address until the wait is over, then signs in and starts afresh', async () => {
    const { email } = await t.createUser('AUTHOR');
    const address = uniqueAddress();
    for (let i = 0; i < 5; i += 1) await attempt(t, email, 'wrong-password', address);
    expectProblem(await attempt(t, email, TEST_PASSWORD, address), 429, tooManyFailedSignIns(1));
    later(t, 1000);
    expect((await attempt(t, email, TEST_PASSWORD, address)).statusCode).toBe(200);
    // The success forgot the failures: a typo now is an ordinary 401, not another wait.
    expectProblem(await attempt(t, email, 'wrong-password', address), 401, M.invalidCredentials);
    expectProblem(await attempt(t, email, 'wrong-password', address), 401, M.invalidCredentials);
    expect((await attempt(t, email, TEST_PASSWORD, address)).statusCode).toBe(200);
  });

  it('counts the email whatever its case, and leaves other emails from the same address alone', async () => {
    const { email } = await t.createUser('AUTHOR');
    const other = await t.createUser('AUTHOR');
    const address = uniqueAddress();
    for (let i = 0; i < 5; i += 1) await attempt(t, i % 2 ? email.toUpperCase() : email, 'wrong-password', address);
    expectProblem(await attempt(t, email, TEST_PASSWORD, address), 429);
    expect((await attempt(t, other.email, TEST_PASSWORD, address)).statusCode).toBe(200);
  });

  it('throttles an unknown email exactly like a known one', async () => {
    const { email } = await t.createUser('AUTHOR');
    const ghost = `nobody-${Date.now()}@example.org`;
    const [known, unknown] = [uniqueAddress(), uniqueAddress()];
    for (let i = 0; i < 5; i += 1) {
      await attempt(t, email, 'wrong-password', known);
      await attempt(t, ghost, 'wrong-password', unknown);
    }
    const a = await attempt(t, email, 'wrong-password', known);
    const b = await attempt(t, ghost, 'wrong-password', unknown);
    expectProblem(a, 429);
    expect(b.json()).toEqual(a.json());
    expect(b.headers['retry-after']).toBe(a.headers['retry-after']);
  });

  it('treats an IPv6 /64 as one client, so rotating addresses inside it does not reset the count', async () => {
    const { email } = await t.createUser('AUTHOR');
    for (let i = 1; i <= 5; i += 1) await attempt(t, email, 'wrong-password', `2001:db8:24:1::${i}`);
    expectProblem(await attempt(t, email, TEST_PASSWORD, '2001:db8:24:1::ffff'), 429);
    expect((await attempt(t, email, TEST_PASSWORD, '2001:db8:24:2::1')).statusCode).toBe(200);
  });

  it(
    'guessing spread over many addresses hits the per-email ceiling for the failing addresses; a clean address with the right password signs in',
    async () => {
      const { email } = await t.createUser('EDITOR');
      const botnet = Array.from({ length: 100 }, () => uniqueAddress());
      for (const address of botnet) expectProblem(await attempt(t, email, 'wrong-password', address), 401, M.invalidCredentials);

      // 100 failures in the hour: every address that failed waits for the hour to end, right password or not.
      const refused = await attempt(t, email, TEST_PASSWORD, botnet[0]!);
      expectProblem(refused, 429, signInPausedForAccount(3600));
      expect(refused.headers['retry-after']).toBe('3600');
      // A new address still gets a guess, and is refused after failing it.
      const newcomer = uniqueAddress();
      expectProblem(await attempt(t, email, 'wrong-password', newcomer), 401, M.invalidCredentials);
      expectProblem(await attempt(t, email, TEST_PASSWORD, newcomer), 429, signInPausedForAccount(3600));
      // The owner, from an address that has not failed, signs in with the right password.
      expect((await attempt(t, email, TEST_PASSWORD, uniqueAddress())).statusCode).toBe(200);

      later(t, 60 * 60_000);
      expect((await attempt(t, email, TEST_PASSWORD, botnet[1]!)).statusCode).toBe(200);
    },
    120_000,
  );
});

describe('POST /api/auth/login: client addresses with TRUST_PROXY unset', () => {
  it('ignores X-Forwarded-For, so a forged header escapes neither the throttle nor the rate limit', async () => {
    const { email } = await t.createUser('AUTHOR');
    const address = uniqueAddress();
    for (let i = 0; i < 5; i += 1) await attempt(t, email, 'wrong-password', address, { 'x-forwarded-for': uniqueAddress() });
    expectProblem(await attempt(t, email, TEST_PASSWORD, address, { 'x-forwarded-for': uniqueAddress() }), 429);
    for (let i = 0; i < 4; i += 1) await attempt(t, `other-${i}@example.org`, 'wrong-password', address, { 'x-forwarded-for': uniqueAddress() });
    expectProblem(await attempt(t, 'other-4@example.org', 'wrong-password', address, { 'x-forwarded-for': uniqueAddress() }), 429, M.tooManyLogins);
  });
});

/**
 * TRUST_PROXY lists the proxies whose X-Forwarded-For is believed; documentation addresses
 * stand for the outside world (the other tests' uniqueAddress() values are in 10.0.0.0/8).
 */
describe('POST /api/auth/login behind a proxy (TRUST_PROXY=192.0.2.1,10.0.0.0/8)', () => {
  let proxied: TestApp;
  const proxy = '192.0.2.1';
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: `${proxy}, 10.0.0.0/8` });
  });
  afterAll(() => proxied.close());
  const via = (email: string, password: string, forwardedFor: string, from = proxy) =>
    attempt(proxied, email, password, from, { 'x-forwarded-for': forwardedFor });

  it('throttles two clients behind the same proxy separately', async () => {
    const { email } = await proxied.createUser('AUTHOR');
    const [attacker, owner] = ['198.51.100.1', '198.51.100.2'];
    for (let i = 0; i < 5; i += 1) expectProblem(await via(email, 'wrong-password', attacker), 401);
    expectProblem(await via(email, TEST_PASSWORD, attacker), 429, tooManyFailedSignIns(1));
    expect((await via(email, TEST_PASSWORD, owner)).statusCode).toBe(200);
    // A client cannot choose its address: the proxy appends the one it saw, and the chain is believed only through listed proxies.
    expectProblem(await via(email, TEST_PASSWORD, `${owner}, ${attacker}`), 429);
    expectProblem(await via(email, TEST_PASSWORD, `${attacker}, 10.1.2.3`), 429);
  });

  it('gives each client behind the proxy its own per-address rate limit', async () => {
    const [busy, quiet] = ['198.51.100.3', '198.51.100.4'];
    for (let i = 0; i < 10; i += 1) expectProblem(await via(`guess-${i}@example.org`, 'wrong-password', busy), 401);
    expectProblem(await via('guess-10@example.org', 'wrong-password', busy), 429, M.tooManyLogins);
    expectProblem(await via('guess-11@example.org', 'wrong-password', quiet), 401, M.invalidCredentials);
  });

  it('ignores X-Forwarded-For from an address that is not a listed proxy', async () => {
    const { email } = await proxied.createUser('AUTHOR');
    const direct = '203.0.113.9';
    for (let i = 0; i < 5; i += 1) expectProblem(await via(email, 'wrong-password', `198.51.100.${20 + i}`, direct), 401);
    expectProblem(await via(email, TEST_PASSWORD, '198.51.100.99', direct), 429, tooManyFailedSignIns(1));
    expect((await via(email, TEST_PASSWORD, '198.51.100.99')).statusCode).toBe(200);
  });
});
