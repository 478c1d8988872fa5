import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../../../contract/auth/messages';
import { DEMO_PASSWORD } from '../../../contract/auth/password-rule';
import { JOURNAL_NAME } from '../../../contract/journal/identity';
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

const NEW_PASSWORD = 'a-brand-new-password';

const requestReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress: uniqueAddress() });
const confirmReset = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload, remoteAddress: uniqueAddress() });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: uniqueAddress() });

/** The reset links mailed to this address so far, oldest first. */
async function resetLinks(email: string): Promise<string[]> {
  return mailTo(await t.sentMail(), email)
    .map((mail) => mail.text.match(/\S*\/reset-password\?token=\S+/)?.[0])
    .filter((link): link is string => link !== undefined);
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('POST /api/auth/password-reset', () => {
  it('answers a known and an unknown email identically', async () => {
    const { email } = await t.createUser('AUTHOR');
    const known = await requestReset(email);
    const unknown = await requestReset(`nobody-${Date.now()}@example.org`);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: M.resetRequested });
    expect(unknown.body).toBe(known.body);
  });

  it('mails a one-time link on PUBLIC_URL to a known address only', async () => {
    const { email } = await t.createUser('AUTHOR');
    const stranger = `stranger-${Date.now()}@example.org`;
    await requestReset(email);
    await requestReset(stranger);
    const links = await resetLinks(email);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^http:\/\/journal\.test\/reset-password\?token=[\w-]{20,}$/);
    expect(mailTo(await t.sentMail(), stranger)).toEqual([]);
  });

  it('finds the account whatever the case of the email', async () => {
    const { email } = await t.createUser('AUTHOR');
    expect((await requestReset(email.toUpperCase())).statusCode).toBe(202);
    expect(await resetLinks(email)).toHaveLength(1);
  });

  it("checks the email: 'Email is required', 'Email is invalid'", async () => {
    expect(expectProblem(await requestReset(''), 400).errors).toEqual({ email: [M.emailRequired] });
    expect(expectProblem(await requestReset('not-an-email'), 400).errors).toEqual({ email: [M.emailInvalid] });
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the new password: the new one signs in, the old one no longer does', async () => {
    const { email } = await t.createUser('AUTHOR');
    await requestReset(email);
    const [link] = await resetLinks(email);
    const response = await confirmReset({ token: tokenOf(link!), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: M.resetDone });
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    expectProblem(await login(email, TEST_PASSWORD), 401, M.invalidCredentials);
  });

  it('tells the account holder by mail that the password changed', async () => {
    const { email } = await t.createUser('AUTHOR');
    await requestReset(email);
    const [link] = await resetLinks(email);
    await confirmReset({ token: tokenOf(link!), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    const mails = mailTo(await t.sentMail(), email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toMatch(/^Your password was changed/);
  });

  it('works once: the same link a second time is refused', async () => {
    const { email } = await t.createUser('AUTHOR');
    await requestReset(email);
    const [link] = await resetLinks(email);
    expect((await confirmReset({ token: tokenOf(link!), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expectProblem(await confirmReset({ token: tokenOf(link!), password: 'yet-another-password', confirmPassword: 'yet-another-password' }), 400, M.resetLinkInvalid);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a link older than 1 hour, and accepts one just under an hour old', async () => {
    const { email } = await t.createUser('AUTHOR');
    const requestedAt = t.clock.now.getTime();
    await requestReset(email);
    await requestReset(email);
    const [first, second] = await resetLinks(email);
    t.clock.now = new Date(requestedAt + 61 * 60_000);
    expectProblem(await confirmReset({ token: tokenOf(first!), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }), 400, M.resetLinkInvalid);
    t.clock.now = new Date(requestedAt + 59 * 60_000);
    expect((await confirmReset({ token: tokenOf(second!), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('using one of two links makes the other unusable', async () => {
    const { email } = await t.createUser('AUTHOR');
    await requestReset(email);
    await requestReset(email);
    const [first, second] = await resetLinks(email);
    expect(tokenOf(first!)).not.toBe(tokenOf(second!));
    expect((await confirmReset({ token: tokenOf(second!), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expectProblem(await confirmReset({ token: tokenOf(first!), password: 'yet-another-password', confirmPassword: 'yet-another-password' }), 400, M.resetLinkInvalid);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("one account's link cannot change another account's password", async () => {
    const alice = await t.createUser('AUTHOR');
    const bob = await t.createUser('AUTHOR');
    await requestReset(alice.email);
    const [link] = await resetLinks(alice.email);
    await confirmReset({ token: tokenOf(link!), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect((await login(bob.email, TEST_PASSWORD)).statusCode).toBe(200);
    expectProblem(await login(bob.email, NEW_PASSWORD), 401, M.invalidCredentials);
  });

  it('refuses a made-up token without changing anything', async () => {
    expectProblem(await confirmReset({ token: 'made-up-token', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }), 400, M.resetLinkInvalid);
  });

  it('checks the new password with the registration messages, and keeps the link usable', async () => {
    const { email } = await t.createUser('AUTHOR');
    await requestReset(email);
    const token = tokenOf((await resetLinks(email))[0]!);

    expect(expectProblem(await confirmReset({ token, password: '', confirmPassword: '' }), 400).errors).toEqual({
      password: [M.passwordRequired],
      confirmPassword: [M.confirmRequired],
    });
    expect(expectProblem(await confirmReset({ token, password: 'short', confirmPassword: 'short' }), 400).errors).toEqual({
      password: [M.passwordTooShort],
    });
    expect(expectProblem(await confirmReset({ token, password: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}!` }), 400).errors).toEqual({
      confirmPassword: [M.passwordsDoNotMatch],
    });
    expect(expectProblem(await confirmReset({ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }), 400).errors).toEqual({
      token: [M.resetLinkInvalid],
    });

    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await confirmReset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a password that is too common or too easy to guess, and keeps the link usable (decision 0026)', async () => {
    const { email } = await t.createUser('AUTHOR');
    await requestReset(email);
    const token = tokenOf((await resetLinks(email))[0]!);

    for (const password of ['password123', '12345678', JOURNAL_NAME, DEMO_PASSWORD]) {
      const body = expectProblem(await confirmReset({ token, password, confirmPassword: password }), 400, M.passwordTooGuessable);
      expect(body.errors).toEqual({ password: [M.passwordTooGuessable] });
    }

    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await confirmReset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });
});
