import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNAL_NAME } from '../../../contract/journal';
import { paperDetailSchema } from '../../../contract/papers/papers.schema';
import { WORKFLOW_MESSAGES as W } from '../../../contract/papers/workflow/paper-workflow.messages';
import { REVIEW_MESSAGES as M } from '../../../contract/reviews/review.schema';
import { TEXT_NOT_ALLOWED } from '../../../contract/http/text';
import { papers, reviewAssignments, reviewReminders } from '../../../db/schema';
import { sendDueReminders } from '../../../core/reviews/reminders.service';
import { userIdByEmail } from '../../../tests/support/fixtures';
import { mailTo } from '../../../tests/support/mail';
import { expectProblem } from '../../../tests/support/problem';
import { submissionFields, submitPaper } from '../../../tests/support/submission';
import { bearer, createTestApp, uniqueAddress, type TestApp } from '../../../tests/support/test-app';

/**
 * Editors cancel a reviewer on a paper under review (issue 14; decision 0041 "Adding and
 * cancelling reviewers under review"), on PGlite and PostgreSQL: only an open invitation or
 * assignment of the current round; the reviewer is told without a word about the authors, the
 * link dies, no reminder follows, the staff timeline records it, and a round left with only
 * completed reviews tells the editors it is complete.
 */
let t: TestApp;
const DAY = 86_400_000;
const people: Record<string, { email: string; id: number; token: string }> = {};

const AUTHOR = { name: 'Zebulon Quixote-Okafor', email: 'zebulon.cancel@leaky.example', affiliation: 'Institute of Unlikely Names', isPrimaryContact: true };
const IDENTITY = /Zebulon|Quixote|Okafor|leaky\.example|Unlikely Names/;

async function person(key: string, role: 'AUTHOR' | 'EDITOR' | 'ADMIN' | 'REVIEWER', firstName: string, lastName: string, email?: string) {
  const account = await t.createUser(role, { firstName, lastName, email });
  people[key] = { email: account.email, id: await userIdByEmail(t.db, account.email), token: await t.login(account.email) };
}

beforeAll(async () => {
  t = await createTestApp();
  await person('owner', 'AUTHOR', 'Zebulon', 'Quixote-Okafor', AUTHOR.email);
  await person('editor', 'EDITOR', 'Oluwaseun', 'Bello');
  await person('admin', 'ADMIN', 'Ngozi', 'Adeyemi');
  await person('r1', 'REVIEWER', 'Grace', 'Wanjiru');
  await person('r2', 'REVIEWER', 'Rolf', 'Referee');
  await person('r3', 'REVIEWER', 'Rosa', 'Reader');
});
afterAll(() => t.close());

const tokenOf = (key: string) => people[key]!.token;
const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }), remoteAddress: uniqueAddress() });
const cancel = (id: number, key: string | null = 'editor', payload?: unknown) => call('POST', `/api/editor/assignments/${id}/cancel`, key ? tokenOf(key) : null, payload);

let counter = 0;
async function paperWith(keys: string[]): Promise<{ paperId: number; title: string; ids: Record<string, number>; tokens: Record<string, string> }> {
  counter += 1;
  const title = `Striga resistance of sorghum landraces (${counter})`;
  const submitted = await submitPaper(t, tokenOf('owner'), submissionFields({ title }, [AUTHOR]));
  expect(submitted.statusCode, submitted.body).toBe(201);
  const paperId = submitted.json().id as number;
  const assigned = await call('POST', `/api/editor/papers/${paperId}/assign-reviewers`, tokenOf('editor'), { reviewers: keys.map((k) => people[k]!.id) });
  expect(assigned.statusCode, assigned.body).toBe(200);
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  for (const key of keys) {
    const mail = mailTo(await t.sentMail(), people[key]!.email).findLast((m) => m.subject.includes(`invitation to review manuscript no. ${paperId}`))!;
    const match = mail.text.match(/\/review\/(\d+)\?token=([A-Za-z0-9_-]{43})/)!;
    ids[key] = Number(match[1]);
    tokens[key] = match[2]!;
  }
  return { paperId, title, ids, tokens };
}

const REVIEW = { competingInterests: 'None.', recommendation: 'Minor Revision', commentsToAuthor: 'Report the rainfall of each season.' };
async function sendReview(id: number, key: string) {
  expect((await call('POST', `/api/reviews/${id}/accept`, tokenOf(key))).statusCode).toBe(200);
  const sent = await call('POST', `/api/reviews/${id}/submit`, tokenOf(key), REVIEW);
  expect(sent.statusCode, sent.body).toBe(200);
}
const staff = async (paperId: number) => paperDetailSchema.parse((await call('GET', `/api/papers/${paperId}`, tokenOf('editor'))).json());
const mailsAbout = async (key: string, paperId: number, subject: RegExp) => mailTo(await t.sentMail(), people[key]!.email).filter((m) => m.subject.includes(`manuscript no. ${paperId}`) && subject.test(m.subject));

describe('cancelling a reviewer under review', () => {
  it('withdraws an invitation: the reviewer is told without the authors, the link dies, the staff timeline says who', async () => {
    const { paperId, title, ids, tokens } = await paperWith(['r1', 'r2']);
    const cancelled = await cancel(ids.r1!, 'editor', { reason: 'Two reviewers from the same institute.' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ id: ids.r1, status: 'CANCELLED', message: M.cancelled });

    const [row] = await t.db.select().from(reviewAssignments).where(eq(reviewAssignments.id, ids.r1!));
    expect(row).toMatchObject({ status: 'CANCELLED', nextReminderAt: null });

    const [mail, ...more] = await mailsAbout('r1', paperId, /cancelled$/);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`${JOURNAL_NAME}: invitation to review of manuscript no. ${paperId} cancelled`);
    expect(mail!.text).toContain(`The editor has withdrawn the invitation to review manuscript no. ${paperId}, "${title}" (round 1). No further action is needed from you.`);
    expect(mail!.text).toContain('The link in the invitation no longer works.');
    expect(`${mail!.subject}\n${mail!.text}`).not.toMatch(IDENTITY);
    // The editor's reason stays with the editors.
    expect(mail!.text).not.toContain('same institute');

    // The link and the reviewer's own access are gone; the other reviewer's invitation is untouched.
    expectProblem(await call('GET', `/api/reviews/${ids.r1}`, null, undefined, { 'x-invitation-token': tokens.r1! }), 404, M.notFound);
    expectProblem(await call('POST', `/api/reviews/${ids.r1}/accept`, null, undefined, { 'x-invitation-token': tokens.r1! }), 404, M.notFound);
    expectProblem(await call('POST', `/api/reviews/${ids.r1}/session`, null, undefined, { 'x-invitation-token': tokens.r1! }), 404, M.notFound);
    expectProblem(await call('GET', `/api/reviews/${ids.r1}`, tokenOf('r1')), 404, M.notFound);
    expect((await call('GET', `/api/reviews/${ids.r2}`, null, undefined, { 'x-invitation-token': tokens.r2! })).statusCode).toBe(200);

    const detail = await staff(paperId);
    expect(detail.workflow.reviews.find((r) => r.assignmentId === ids.r1)!.status).toBe('CANCELLED');
    const event = detail.timeline.find((e) => e.title === 'Review cancelled')!;
    expect(event.comments).toBe("Grace Wanjiru's invitation to round 1 was cancelled. Reason: Two reviewers from the same institute.");
    // Not on the authors' timeline.
    const author = paperDetailSchema.parse((await call('GET', `/api/papers/${paperId}`, tokenOf('owner'))).json());
    expect(author.timeline.map((e) => e.title)).not.toContain('Review cancelled');
    expect(JSON.stringify(author)).not.toMatch(/Wanjiru|same institute/);

    // Cancelled once: a second time is refused.
    expectProblem(await cancel(ids.r1!), 409, M.cannotCancel);
  });

  it('cancels an accepted assignment; the reminder worker never reminds it, while the other reviewer is reminded', async () => {
    const { paperId, ids } = await paperWith(['r1', 'r2']);
    expect((await call('POST', `/api/reviews/${ids.r1}/accept`, tokenOf('r1'))).statusCode).toBe(200);
    const deps = { db: t.db, mail: t.mail, settings: { journalName: JOURNAL_NAME, publicUrl: 'http://journal.test' } };
    const start = t.clock.now.getTime();
    // The worker has looked at both once: each has a next reminder scheduled.
    await sendDueReminders(deps, new Date(start + DAY));
    const [before] = await t.db.select({ next: reviewAssignments.nextReminderAt }).from(reviewAssignments).where(eq(reviewAssignments.id, ids.r1!));
    expect(before!.next).not.toBeNull();

    const cancelled = await cancel(ids.r1!, 'admin', {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [mail] = await mailsAbout('r1', paperId, /cancelled$/);
    expect(mail!.subject).toBe(`${JOURNAL_NAME}: review of manuscript no. ${paperId} cancelled`);
    expect(mail!.text).toContain('The editor has withdrawn your assignment to review');
    expect(mail!.text).toContain('no further action is needed from you');
    expect((await staff(paperId)).timeline.find((e) => e.title === 'Review cancelled')!.comments).toBe("Grace Wanjiru's assignment for round 1 was cancelled.");

    for (const days of [5, 8, 15, 21, 29, 36]) await sendDueReminders(deps, new Date(start + days * DAY));
    expect(await t.db.select().from(reviewReminders).where(eq(reviewReminders.assignmentId, ids.r1!))).toEqual([]);
    const [after] = await t.db.select({ next: reviewAssignments.nextReminderAt }).from(reviewAssignments).where(eq(reviewAssignments.id, ids.r1!));
    expect(after!.next).toBeNull();
    expect(await mailsAbout('r1', paperId, /answer|due|overdue/)).toEqual([]);
    // The worker did run: the reviewer still invited was reminded.
    expect((await t.db.select().from(reviewReminders).where(eq(reviewReminders.assignmentId, ids.r2!))).length).toBeGreaterThan(0);
  });

  it('tells the editors the round is complete when the last open assignment is cancelled and a review is in', async () => {
    const { paperId, ids } = await paperWith(['r1', 'r2', 'r3']);
    await sendReview(ids.r2!, 'r2');
    const allIn = () => mailsAbout('editor', paperId, /^All reviews are in/);
    expect((await cancel(ids.r1!)).statusCode).toBe(200);
    expect(await allIn()).toEqual([]);
    expect((await cancel(ids.r3!)).statusCode).toBe(200);
    const [mail, ...more] = await allIn();
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`All reviews are in: manuscript no. ${paperId}, round 1`);
    expect(mail!.text).toContain('Reviewer 1 (Rolf Referee): Minor Revision');

    // Nobody left and nothing in: no such mail.
    const empty = await paperWith(['r1']);
    expect((await cancel(empty.ids.r1!)).statusCode).toBe(200);
    expect(await mailsAbout('editor', empty.paperId, /^All reviews are in/)).toEqual([]);
  });

  it('refuses completed, declined, cancelled and previous-round assignments (409), and an unknown one (404)', async () => {
    const { paperId, ids, tokens } = await paperWith(['r1', 'r2', 'r3']);
    await sendReview(ids.r1!, 'r1');
    expectProblem(await cancel(ids.r1!), 409, M.cannotCancel);
    expect((await call('POST', `/api/reviews/${ids.r2}/decline`, null, { reason: 'On leave.' }, { 'x-invitation-token': tokens.r2! })).statusCode).toBe(200);
    expectProblem(await cancel(ids.r2!), 409, M.cannotCancel);
    // A decision closes the round (Rosa's invitation is cancelled with it); then round 2.
    expect((await call('POST', `/api/editor/papers/${paperId}/decision`, tokenOf('editor'), { decision: 'minor_revision', letter: 'Please revise.' })).statusCode).toBe(200);
    expectProblem(await cancel(ids.r3!), 409, M.cannotCancel);
    expectProblem(await cancel(ids.r1!), 409, M.cannotCancel);
    const revised = await submitPaper(t, tokenOf('owner'), submissionFields({ title: 'Revised', revisionOf: String(paperId) }, [AUTHOR]));
    expect(revised.statusCode, revised.body).toBe(201);
    expect((await call('POST', `/api/editor/papers/${paperId}/reinvite-reviewers`, tokenOf('editor'))).statusCode).toBe(200);
    // Round 2 is open; round 1's assignments still cannot be cancelled.
    for (const key of ['r1', 'r2', 'r3']) expectProblem(await cancel(ids[key]!), 409, M.cannotCancel);
    const round2 = (await staff(paperId)).workflow.reviews.find((r) => r.round === 2)!;
    expect(round2.status).toBe('INVITED');
    expect((await cancel(round2.assignmentId)).statusCode).toBe(200);

    expectProblem(await cancel(2_147_483_000), 404, M.notFound);
    expectProblem(await cancel(2_147_483_648), 404, M.notFound);
    expect((await t.db.select({ status: papers.status }).from(papers).where(eq(papers.id, paperId)))[0]!.status).toBe('UNDER_REVIEW');
  });

  it('is 401 anonymous, 403 for authors and reviewers, 403 for an editor who is an author of the paper, 400 for a bad id or body', async () => {
    const { paperId, ids } = await paperWith(['r1', 'r2']);
    expectProblem(await cancel(ids.r1!, null), 401);
    for (const key of ['owner', 'r1', 'r2']) expectProblem(await cancel(ids.r1!, key), 403);
    expectProblem(await call('POST', '/api/editor/assignments/abc/cancel', tokenOf('editor'), {}), 400);
    expect(expectProblem(await cancel(ids.r1!, 'editor', { reason: 'x'.repeat(2_001) }), 400).errors?.reason).toEqual(['The reason must be at most 2,000 characters']);
    expect(expectProblem(await cancel(ids.r1!, 'editor', { reason: 'a\u0000b' }), 400).errors?.reason).toEqual([TEXT_NOT_ALLOWED]);
    expectProblem(await cancel(ids.r1!, 'editor', { reason: 42 }), 400);
    expectProblem(await cancel(ids.r1!, 'editor', ['reason']), 400);

    await t.db.update(papers).set({ submitterId: people.editor!.id }).where(eq(papers.id, paperId));
    expectProblem(await cancel(ids.r1!, 'editor'), 403, W.ownPaper);
    await t.db.update(papers).set({ submitterId: people.owner!.id }).where(eq(papers.id, paperId));
    expect((await staff(paperId)).workflow.reviews.every((r) => r.status === 'INVITED')).toBe(true);

    // No body at all, or a blank reason, is no reason.
    const bare = await t.app.inject({ method: 'POST', url: `/api/editor/assignments/${ids.r1}/cancel`, headers: bearer(tokenOf('editor')), remoteAddress: uniqueAddress() });
    expect(bare.statusCode, bare.body).toBe(200);
    expect((await cancel(ids.r2!, 'editor', { reason: '   ' })).statusCode).toBe(200);
    expect((await staff(paperId)).timeline.filter((e) => e.title === 'Review cancelled').map((e) => e.comments)).toEqual([
      "Grace Wanjiru's invitation to round 1 was cancelled.",
      "Rolf Referee's invitation to round 1 was cancelled.",
    ]);
  });

  it('a cancelled reviewer cannot be invited to the same round again: 409 naming them, not a failure', async () => {
    const { paperId, ids } = await paperWith(['r1']);
    expect((await cancel(ids.r1!)).statusCode).toBe(200);
    // The Add Reviewers dialog lists her as invited to the round already, so not to be chosen.
    const candidates = await call('GET', `/api/editor/papers/${paperId}/reviewer-candidates`, tokenOf('editor'));
    expect(candidates.json().candidates.find((c: { id: number }) => c.id === people.r1!.id)).toMatchObject({ assigned: true });
    const again = await call('POST', `/api/editor/papers/${paperId}/assign-reviewers`, tokenOf('editor'), { reviewers: [people.r1!.id, people.r2!.id] });
    expectProblem(again, 409, M.closedInRound(['Grace Wanjiru']));
    const other = await call('POST', `/api/editor/papers/${paperId}/assign-reviewers`, tokenOf('editor'), { reviewers: [people.r2!.id] });
    expect(other.statusCode, other.body).toBe(200);
  });
});
