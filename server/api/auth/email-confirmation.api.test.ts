import { sql } from 'drizzle-orm';
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
 * co-author's address and read the unpublished paper). Amended: the link confirms only in a
 * session of the account that asked for it, so the co-author opening it confirms nothing.
 */
let t: TestApp;
let submitterToken: string;
let registrations = 0;

/** Opens a link's token as the account signed in with `session` (anonymously without one). */
const confirm = (token: unknown, session?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token }, headers: bearer(session), remoteAddress: uniqueAddress() });
const canSee = async (session: string, paperId: number) => {
  const mine = (await t.app.inject({ url: '/api/papers/my-submissions', headers: bearer(session) })).json() as { id: number }[];
  const detail = await t.app.inject({ url: `/api/papers/${paperId}`, headers: bearer(session) });
  return { listed: mine.some((paper) => paper.id === paperId), detail: detail.statusCode };
};
const isConfirmed = async (session: string) => (await t.app.inject({ url: '/api/users/profile', headers: bearer(session) })).json().emailVerified as boolean;
const linkTokenIn = (text: string) => text.match(/\/confirm-email\?token=([\w-]+)/)?.[1];

async function register(email: string, name = { firstName: 'Kofi', lastName: 'Mensah' }) {
  registrations += 1;
  const password = 'groundnut-rosette-9';
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    payload: { firstName: name.firstName, lastName: `${name.lastName}${registrations}`, email, password, confirmPassword: password, institution: 'University of Ghana' },
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
    const response = await confirm(linkTokenIn(welcome.text), token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: M.emailConfirmed });

    // Confirmed: the same session now sees it, read-only.
    expect((await t.app.inject({ url: '/api/users/profile', headers: bearer(token) })).json().emailVerified).toBe(true);
    const mine = (await t.app.inject({ url: '/api/papers/my-submissions', headers: bearer(token) })).json();
    expect(mine).toMatchObject([{ id: paperId, isOwner: false, canWithdraw: false }]);
    expect((await t.app.inject({ url: `/api/papers/${paperId}`, headers: bearer(token) })).json()).toMatchObject({ id: paperId, access: { isAuthor: true, isOwner: false } });

    // The link works once.
    expectProblem(await confirm(linkTokenIn(welcome.text), token), 400, M.emailConfirmLinkInvalid);
  });

  it('refuses an unknown, empty or expired link', async () => {
    const email = `late.${Date.now()}@example.org`;
    const token = await register(email);
    expectProblem(await confirm('not-a-real-token', token), 400, M.emailConfirmLinkInvalid);
    expectProblem(await confirm('', token), 400);
    expectProblem(await confirm({ token: 'x' }, token), 400);
    const link = await latestLink(email);
    t.clock.now = new Date(Date.now() + 73 * 3600_000);
    try {
      // Signed in afresh: the session of three days ago has expired too.
      expectProblem(await confirm(link, await t.login(email, 'groundnut-rosette-9')), 400, M.emailConfirmLinkInvalid);
    } finally {
      t.clock.now = new Date();
    }
  });
});

describe('someone registers with a co-author’s address (decision 0021, amended)', () => {
  it('the co-author opening the mailed link confirms nothing: anonymously 401, signed in to their own account 403, and the link stays unused', async () => {
    // The co-author has no account here; a paper from another account lists their address.
    const victim = `ama.owusu.${Date.now()}@example.org`;
    const created = await submitPaper(t, submitterToken, submissionFields({ coverLetter: 'Unpublished findings; please keep confidential.' }, [SAMPLE_AUTHORS[0], { ...SAMPLE_AUTHORS[1], email: victim }]));
    expect(created.statusCode, created.body).toBe(201);
    const paperId = created.json().id as number;

    // The attacker registers with the co-author's address; the link goes to the co-author's mailbox.
    const attacker = await register(victim, { firstName: 'Eve', lastName: 'Mallory' });
    const link = await latestLink(victim);

    // The co-author opens it without signing in: the server asks for a session and confirms nothing.
    expectProblem(await confirm(link), 401, M.sessionRequired);
    expect(await isConfirmed(attacker)).toBe(false);

    // The co-author opens it signed in to an account of their own (another address): refused, not used up.
    const own = await t.createUser('AUTHOR');
    const ownSession = await t.login(own.email);
    expect(await isConfirmed(ownSession)).toBe(true); // made by admin tooling: confirmed when made
    expectProblem(await confirm(link, ownSession), 403, M.emailConfirmOtherAccount);
    expectProblem(await confirm(link, ownSession), 403, M.emailConfirmOtherAccount);
    // Nor does a staff account confirm someone else's address.
    const editorSession = await t.login((await t.createUser('EDITOR')).email);
    expectProblem(await confirm(link, editorSession), 403, M.emailConfirmOtherAccount);

    // The attacker's account stays unconfirmed and sees nothing of the unpublished paper.
    expect(await isConfirmed(attacker)).toBe(false);
    expect(await canSee(attacker, paperId)).toEqual({ listed: false, detail: 404 });
    // Neither the cover letter (in the detail), the manuscript nor any version.
    for (const url of [`/api/papers/${paperId}`, `/api/papers/${paperId}/download`, `/api/papers/${paperId}/versions/1/download`]) {
      const response = await t.app.inject({ url, headers: bearer(attacker) });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('confidential');
    }
  });

  it('the account that asked for the link confirms in its own session, even after another account tried the link, and then sees the paper', async () => {
    const email = `yaa.asantewaa.${Date.now()}@example.org`;
    const created = await submitPaper(t, submitterToken, submissionFields({}, [SAMPLE_AUTHORS[0], { ...SAMPLE_AUTHORS[1], email }]));
    const paperId = created.json().id as number;
    const owner = await register(email);
    const link = await latestLink(email);

    const stranger = await t.login((await t.createUser('AUTHOR')).email);
    expectProblem(await confirm(link, stranger), 403, M.emailConfirmOtherAccount);
    expect(await canSee(owner, paperId)).toEqual({ listed: false, detail: 404 });

    const response = await confirm(link, owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: M.emailConfirmed });
    expect(await isConfirmed(owner)).toBe(true);
    expect(await canSee(owner, paperId)).toEqual({ listed: true, detail: 200 });
    // Used now, for everyone.
    expectProblem(await confirm(link, owner), 400, M.emailConfirmLinkInvalid);
    expectProblem(await confirm(link, stranger), 400, M.emailConfirmLinkInvalid);
  });

  it('a link for an address the account no longer has confirms nothing', async () => {
    const email = `moved.${Date.now()}@example.org`;
    const owner = await register(email);
    const link = await latestLink(email);
    await t.db.execute(sql`update users set email = ${`elsewhere.${Date.now()}@example.org`} where lower(email) = ${email}`);
    expectProblem(await confirm(link, owner), 400, M.emailConfirmLinkInvalid);
    expect(await isConfirmed(owner)).toBe(false);
  });

  it('the mail says which account the link confirms, that it needs that account signed in, and what to do if it was not you', async () => {
    const email = `mail.${Date.now()}@example.org`;
    const session = await register(email, { firstName: 'Abena', lastName: 'Darko' });
    const name = `Abena Darko${registrations}`;
    await t.app.inject({ method: 'POST', url: '/api/auth/confirm-email/resend', headers: bearer(session) });
    const [welcome, resent] = mailTo(await t.sentMail(), email).slice(-2);
    for (const mail of [welcome!, resent!]) {
      expect(mail.text).toContain(`author account at Journal of Agriculture and Life Sciences registered with this email address (${email}) in the name of ${name}`);
      expect(mail.text).toContain(`works only in a browser signed in to the account of ${name}`);
      expect(mail.text).toMatch(/If you did not register this account, ignore this message/);
      expect(mail.text).toContain('will not be linked to that account');
      expect(mail.text).toContain('http://journal.test/contact');
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
    expect((await confirm(second, token)).statusCode).toBe(200);
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
