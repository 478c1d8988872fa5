import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../../contract/auth/messages';
import { AUTHOR_JOURNEY_MESSAGES } from '../../contract/papers/author-journey.schema';
import { submissionFields, submitPaper } from '../../tests/support/submission';
import { expectProblem } from '../../tests/support/problem';
import { createTestApp, TEST_PASSWORD, uniqueAddress, type TestApp } from '../../tests/support/test-app';

/** The limiter lives in the app, so this file has an app of its own; each test uses its own addresses. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = new Date();
});

const login = (payload: object, remoteAddress = uniqueAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

function registration(n: number) {
  return {
    firstName: 'Rate',
    lastName: 'Limited',
    email: `rate-limited-${n}-${Date.now()}@example.org`,
    password: 'long-enough-1',
    confirmPassword: 'long-enough-1',
    institution: 'Test University',
  };
}

describe('login: 10 attempts per minute from one address', () => {
  it('refuses the 11th with 429, a readable detail and retry-after', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 10; i += 1) {
      const response = await login({ email: `guess-${i}@example.org`, password: 'wrong-password' }, address);
      expect(response.statusCode).toBe(401);
    }
    const refused = await login({ email: 'guess-10@example.org', password: 'wrong-password' }, address);
    expectProblem(refused, 429, M.tooManyLogins);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('refuses even the right password from that address, but not from another one', async () => {
    const { email } = await t.createUser('AUTHOR');
    const address = uniqueAddress();
    for (let i = 0; i < 10; i += 1) await login({ email: `someone-${i}@example.org`, password: 'wrong-password' }, address);
    expectProblem(await login({ email, password: TEST_PASSWORD }, address), 429, M.tooManyLogins);
    expect((await login({ email, password: TEST_PASSWORD }, uniqueAddress())).statusCode).toBe(200);
  });

  it('counts malformed attempts too', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 10; i += 1) expect((await login({}, address)).statusCode).toBe(400);
    expectProblem(await login({}, address), 429, M.tooManyLogins);
  });
});

// Failed sign-ins per email and address (backoff, per-email ceiling): server/api/auth/login.api.test.ts (decision 0024).

describe('registration: 10 per 10 minutes from one address', () => {
  it('refuses the 11th with 429 and creates nothing', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 10; i += 1) {
      const response = await t.app.inject({ method: 'POST', url: '/api/users', payload: registration(i), remoteAddress: address });
      expect(response.statusCode).toBe(201);
    }
    const eleventh = registration(10);
    const refused = await t.app.inject({ method: 'POST', url: '/api/users', payload: eleventh, remoteAddress: address });
    expectProblem(refused, 429, M.tooManyRegistrations);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expectProblem(await login({ email: eleventh.email, password: eleventh.password }), 401, M.invalidCredentials);
    // Another address may still register.
    expect((await t.app.inject({ method: 'POST', url: '/api/users', payload: eleventh, remoteAddress: uniqueAddress() })).statusCode).toBe(201);
  });
});

describe('password reset: 5 requests per 15 minutes from one address', () => {
  it('refuses the 6th with 429', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 5; i += 1) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: `who-${i}@example.org` }, remoteAddress: address });
      expect(response.statusCode).toBe(202);
    }
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: 'who-5@example.org' }, remoteAddress: address });
    expectProblem(refused, 429, M.tooManyResetRequests);
  });
});

describe('submissions: 30 an hour per account', () => {
  it('refuses the account’s 31st with 429 and a readable detail, from any address; other accounts go on', async () => {
    const token = await t.login((await t.createUser('AUTHOR')).email);
    // Empty forms: each is refused with 400, and still counts.
    for (let i = 0; i < 30; i += 1) expect((await submitPaper(t, token, {}, [])).statusCode).toBe(400);
    expectProblem(await submitPaper(t, token, submissionFields()), 429, AUTHOR_JOURNEY_MESSAGES.tooManySubmissions);
    const other = await t.login((await t.createUser('AUTHOR')).email);
    expect((await submitPaper(t, other, submissionFields())).statusCode).toBe(201);
  });
});
