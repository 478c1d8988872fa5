import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { papers, reviewAssignments, reviewReminders } from '../../db/schema';
import { userIdByEmail } from '../../tests/support/fixtures';
import { mailTo } from '../../tests/support/mail';
import { SAMPLE_AUTHORS, submissionFields, submitPaper } from '../../tests/support/submission';
import { bearer, createTestApp, uniqueAddress, type TestApp } from '../../tests/support/test-app';
import { NO_MORE_REMINDERS, sendDueReminders, type ReminderDeps } from './reminders.service';

/**
 * The reminder worker (issue 14; decision 0041) on PGlite and PostgreSQL: what the rule says is
 * due goes out once, through the outbox, with no author identity; nothing goes to assignments
 * that are closed or papers that moved on; two workers at once send each reminder once.
 */
let t: TestApp;
let deps: ReminderDeps;
let editorToken: string;
const reviewers: { email: string; id: number }[] = [];
const DAY = 86_400_000;
const START = new Date(Date.UTC(2026, 10, 2, 9, 0, 0));
const day = (n: number) => new Date(START.getTime() + n * DAY);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = START;
  deps = { db: t.db, mail: t.mail, settings: { journalName: 'Journal of Agriculture and Life Sciences', publicUrl: 'http://journal.test' } };
  const editor = await t.createUser('EDITOR');
  editorToken = await t.login(editor.email);
  for (const name of ['Rita', 'Rolf', 'Rosa']) {
    const account = await t.createUser('REVIEWER', { firstName: name, lastName: 'Reviewer' });
    reviewers.push({ email: account.email, id: await userIdByEmail(t.db, account.email) });
  }
});
afterAll(() => t.close());

/** A paper under review with the three reviewers invited on day 0: answer due day 7, review day 28. */
async function paperUnderReview(): Promise<{ paperId: number; assignments: number[] }> {
  const owner = await t.createUser('AUTHOR', { email: SAMPLE_AUTHORS[0]!.email.replace('@', `+${Date.now()}@`) });
  const submitted = await submitPaper(t, await t.login(owner.email), submissionFields({ title: `Striga resistance in sorghum ${Date.now()}` }));
  expect(submitted.statusCode, submitted.body).toBe(201);
  const paperId = submitted.json().id as number;
  const assigned = await t.app.inject({
    method: 'POST',
    url: `/api/editor/papers/${paperId}/assign-reviewers`,
    headers: bearer(editorToken),
    payload: { reviewers: reviewers.map((r) => r.id) },
    remoteAddress: uniqueAddress(),
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  const rows = await t.db.select({ id: reviewAssignments.id }).from(reviewAssignments).where(eq(reviewAssignments.paperId, paperId)).orderBy(reviewAssignments.id);
  await t.db.update(reviewAssignments).set({ assignedAt: day(0), responseDueAt: day(7), dueAt: day(28), nextReminderAt: null }).where(eq(reviewAssignments.paperId, paperId));
  return { paperId, assignments: rows.map((row) => row.id) };
}

const remindersOf = async (assignmentId: number) =>
  (await t.db.select().from(reviewReminders).where(eq(reviewReminders.assignmentId, assignmentId))).map((row) => `${row.kind}@${(row.scheduledFor.getTime() - START.getTime()) / DAY}`);

/** The reminders a reviewer received about a paper (the invitation itself left out). */
async function reminderMails(index: number, paperId: number) {
  return mailTo(await t.sentMail(), reviewers[index]!.email).filter((mail) => mail.subject.includes(`manuscript no. ${paperId}`) && !mail.subject.endsWith(`invitation to review manuscript no. ${paperId}`));
}

describe('the reminder worker', () => {
  it('reminds each open invitation once when due, with the title and no author, and marks when to look again', async () => {
    const { paperId, assignments } = await paperUnderReview();
    expect(await sendDueReminders(deps, day(4))).toMatchObject({ sent: 0 });

    const first = await sendDueReminders(deps, day(5));
    expect(first.sent).toBeGreaterThanOrEqual(3);
    expect(await remindersOf(assignments[0]!)).toEqual(['response-soon@5']);
    // Run again at once, and later the same day: nothing more.
    await sendDueReminders(deps, day(5));
    await sendDueReminders(deps, day(5.5));
    expect(await remindersOf(assignments[0]!)).toEqual(['response-soon@5']);
    const [row] = await t.db.select({ next: reviewAssignments.nextReminderAt }).from(reviewAssignments).where(eq(reviewAssignments.id, assignments[0]!));
    expect(row!.next).toEqual(day(8));

    const mails = await reminderMails(0, paperId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Journal of Agriculture and Life Sciences: please answer our invitation to review manuscript no. ${paperId} by November 9, 2026`);
    expect(mails[0]!.text).toContain(`http://journal.test/review/${assignments[0]}`);
    for (const author of SAMPLE_AUTHORS) {
      expect(mails[0]!.text).not.toContain(author.name);
      expect(mails[0]!.text).not.toContain(author.email);
      expect(mails[0]!.text).not.toContain(author.affiliation);
    }
  });

  it('sends nothing for declined, cancelled or completed assignments, nor once the paper has left review', async () => {
    const { paperId, assignments } = await paperUnderReview();
    const [declined, cancelled, completed] = assignments as [number, number, number];
    await t.db.update(reviewAssignments).set({ status: 'DECLINED' }).where(eq(reviewAssignments.id, declined));
    await t.db.update(reviewAssignments).set({ status: 'CANCELLED' }).where(eq(reviewAssignments.id, cancelled));
    await t.db.update(reviewAssignments).set({ status: 'COMPLETED', submittedAt: day(3) }).where(eq(reviewAssignments.id, completed));
    for (const at of [5, 8, 15, 21, 29]) await sendDueReminders(deps, day(at));
    for (const id of assignments) expect(await remindersOf(id)).toEqual([]);

    const other = await paperUnderReview();
    await t.db.update(papers).set({ status: 'REJECTED' }).where(eq(papers.id, other.paperId));
    for (const at of [5, 8, 15]) await sendDueReminders(deps, day(at));
    for (const id of other.assignments) expect(await remindersOf(id)).toEqual([]);
    for (const index of [0, 1, 2]) expect(await reminderMails(index, paperId)).toEqual([]);
  });

  it('an accepted assignment is reminded of its review, weekly once overdue, and the worker passes over it afterwards', async () => {
    const { assignments } = await paperUnderReview();
    const id = assignments[1]!;
    await t.db.update(reviewAssignments).set({ status: 'ACCEPTED', respondedAt: day(1) }).where(eq(reviewAssignments.id, id));
    for (const at of [21, 29, 36, 43, 50, 57, 70]) await sendDueReminders(deps, day(at));
    expect(await remindersOf(id)).toEqual(['review-soon@21', 'review-overdue@29', 'review-overdue@36', 'review-overdue@43', 'review-overdue@50']);
    const [row] = await t.db.select({ next: reviewAssignments.nextReminderAt }).from(reviewAssignments).where(eq(reviewAssignments.id, id));
    expect(row!.next).toEqual(NO_MORE_REMINDERS);
  });

  it('looks again when the reviewer answers: one who accepts after the last answer reminder is owed review reminders', async () => {
    const { assignments } = await paperUnderReview();
    const id = assignments[2]!;
    for (const at of [5, 8, 15, 22, 29, 36]) await sendDueReminders(deps, day(at));
    expect(await remindersOf(id)).toEqual(['response-soon@5', 'response-overdue@8', 'response-overdue@15', 'response-overdue@22', 'response-overdue@29']);
    const [waiting] = await t.db.select({ next: reviewAssignments.nextReminderAt }).from(reviewAssignments).where(eq(reviewAssignments.id, id));
    expect(waiting!.next).toEqual(NO_MORE_REMINDERS);
    // Day 38: the reviewer accepts (the review was due on day 28), through the API as they would.
    t.clock.now = day(38);
    const accepted = await t.app.inject({ method: 'POST', url: `/api/reviews/${id}/accept`, headers: bearer(await t.login(reviewers[2]!.email)), remoteAddress: uniqueAddress() });
    expect(accepted.statusCode, accepted.body).toBe(200);
    t.clock.now = START;
    await sendDueReminders(deps, day(38.5));
    expect((await remindersOf(id)).filter((r) => r.startsWith('review-'))).toEqual(['review-overdue@36']);
  });

  it('two workers running at once send each reminder once', async () => {
    const { paperId, assignments } = await paperUnderReview();
    await Promise.all([sendDueReminders(deps, day(8), 1), sendDueReminders(deps, day(8), 1), sendDueReminders(deps, day(8), 2)]);
    for (const id of assignments) expect(await remindersOf(id)).toEqual(['response-overdue@8']);
    for (const index of [0, 1, 2]) expect((await reminderMails(index, paperId)).map((mail) => mail.subject)).toEqual([expect.stringContaining('is overdue')]);
  });
});
