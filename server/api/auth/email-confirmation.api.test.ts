import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../../../contract/auth/messages';
import { PAPER_MESSAGES } from '../../../contract/papers/messages';
import { mailTo } from '../../../tests/support/mail';
import { expectProblem } from '../../../tests/support/problem';
import { SAMPLE_AUTHORS, submissionFields, submitPaper } from '../../../tests/support/submission';
import { bearer, createTestApp, uniqueAddress, type TestApp } from '../../../tests/support/test-app';

/**
 * Decision 0021: a registrant's address makes them an author of papers that list it only once
 * they have opened the link mailed to it (issue 5's noted hole: anyone could register with a
 * co-author's address and read the unpublished paper).
 */
let t: TestApp;
let submitterToken: string;
let registrations = 0;

const confirm = (token: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token }, remoteAddress: uniqueAddress() });
const linkTokenIn = (text: string) => text.match(/\/confirm-email\?token=([\w-]+)/)?.[1];

async function register(email: string) {
  registrations += 1;
  const password = 'groundnut-rosette-9';
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    payload: { firstName: 'Kofi', lastName: `Mensah${registrations}`, email, password, confirmPassword: password, institution: 'University of Ghana' },
    remoteAddress: uniqueAddress(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return t.login(email, password);
}

/** The latest link mailed to this address. */
async function latestLink(email: string): Promise<string> {
  const token = linkTokenIn(mailTo(await t.sentMail(), email).at(-1)?.text ?? '');
  expect(token).toBeDefined();
  return token!;
}

beforeAll(async () => {
  t = await createTestApp();
  submitterToken = await t.login((await t.createUser('AUTHOR')).email);
});
afterAll(() => t.close());

describe('registration and the confirmation link', () => {
  it('a co-author’s address counts only after its owner opens the link mailed to it', async () => {
    const email = `kwame.asante.${Date.now()}@example.org`;
    const created = await submitPaper(t, submitterToken, submissionFields({}, [SAMPLE_AUTHORS[0], { ...SAMPLE_AUTHORS[1], email }]));
    expect(created.statusCode, created.body).toBe(201);
    const paperId = created.json().id as number;

    const token = await register(email);
    expect((await t.app.inject({ url: '/api/users/profile', headers: bearer(token) })).json().emailVerified).toBe(false);
    // Unconfirmed: the unpublished paper listing the address stays hidden.
    expect((await t.app.inject({ url: '/api/papers/my-submissions', headers: bearer(token) })).json()).toEqual([]);
    expectProblem(await t.app.inject({ url: `/api/papers/${paperId}`, headers: bearer(token) }), 404, PAPER_MESSAGES.notFound);

    const welcome = mailTo(await t.sentMail(), email).at(-1)!;
    expect(welcome.subject).toContain('Welcome');
    expect(welcome.text).toContain('http://journal.test/confirm-email?token=');
    const response = await confirm(linkTokenIn(welcome.text));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: M.emailConfirmed });

    // Confirmed: the same session now sees it, read-only.
    expect((await t.app.inject({ url: '/api/users/profile', headers: bearer(token) })).json().emailVerified).toBe(true);
    const mine = (await t.app.inject({ url: '/api/papers/my-submissions', headers: bearer(token) })).json();
    expect(mine).toMatchObject([{ id: paperId, isOwner: false, canWithdraw: false }]);
    expect((await t.app.inject({ url: `/api/papers/${paperId}`, headers: bearer(token) })).json()).toMatchObject({ id: paperId, access: { isAuthor: true, isOwner: false } });

    // The link works once.
    expectProblem(await confirm(linkTokenIn(welcome.text)), 400, M.emailConfirmLinkInvalid);
  });

  it('refuses an unknown, empty or expired link', async () => {
    expectProblem(await confirm('not-a-real-token'), 400, M.emailConfirmLinkInvalid);
    expectProblem(await confirm(''), 400);
    expectProblem(await confirm({ token: 'x' }), 400);
    const email = `late.${Date.now()}@example.org`;
    await register(email);
    const link = await latestLink(email);
    t.clock.now = new Date(Date.now() + 73 * 3600_000);
    try {
      expectProblem(await confirm(link), 400, M.emailConfirmLinkInvalid);
    } finally {
      t.clock.now = new Date();
    }
  });
});

describe('POST /api/auth/confirm-email/resend', () => {
  it('mails a new link to an unconfirmed account, and says so once it is confirmed', async () => {
    const email = `resend.${Date.now()}@example.org`;
    const token = await register(email);
    const first = await latestLink(email);
    const resent = await t.app.inject({ method: 'POST', url: '/api/auth/confirm-email/resend', headers: bearer(token) });
    expect(resent.json()).toEqual({ message: M.emailConfirmSent });
    const second = await latestLink(email);
    expect(second).not.toBe(first);
    expect((await confirm(second)).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/confirm-email/resend', headers: bearer(token) });
    expect(again.json()).toEqual({ message: M.emailAlreadyConfirmed });
    expectProblem(await t.app.inject({ method: 'POST', url: '/api/auth/confirm-email/resend' }), 401);
  });
});

describe('a password reset', () => {
  it('confirms the address too: the reset link reached that mailbox', async () => {
    const email = `reset.${Date.now()}@example.org`;
    await register(email);
    await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress: uniqueAddress() });
    const resetToken = mailTo(await t.sentMail(), email).at(-1)!.text.match(/reset-password\?token=([\w-]+)/)![1];
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token: resetToken, password: 'new-password-77', confirmPassword: 'new-password-77' }, remoteAddress: uniqueAddress() });
    expect(reset.statusCode, reset.body).toBe(200);
    const token = await t.login(email, 'new-password-77');
    expect((await t.app.inject({ url: '/api/users/profile', headers: bearer(token) })).json().emailVerified).toBe(true);
  });
});
