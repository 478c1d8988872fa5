import { describe, expect, it } from 'vitest';
import { PAPER_STATUSES } from '../papers/paper-status';
import { REVIEW_ASSIGNMENT_STATUSES } from '../papers/workflow/paper-relations';
import { dueReminder, nextReminderAt, type ReminderFacts } from './reminders';

const START = Date.UTC(2026, 10, 2, 9, 0, 0);
const day = (n: number) => new Date(START + n * 86_400_000);

/** Invited on day 0, answer due on day 7, review due on day 28 once accepted. */
const invited: ReminderFacts = { status: 'INVITED', round: 1, paperRound: 1, paperStatus: 'UNDER_REVIEW', assignedAt: day(0), responseDueAt: day(7), dueAt: day(28), sent: [] };
const accepted: ReminderFacts = { ...invited, status: 'ACCEPTED' };

/** Runs the worker's loop by hand: at each time, what is sent (the ledger grows as it would). */
function run(facts: ReminderFacts, days: number[]) {
  const sent = [...facts.sent];
  return days.map((d) => {
    const due = dueReminder({ ...facts, sent }, day(d));
    if (due) sent.push(due);
    return due ? `${due.kind}@${(due.scheduledFor.getTime() - START) / 86_400_000}` : null;
  });
}

describe('reminders (decision 0041)', () => {
  it('reminds an invitee two days before the answer is due, then weekly after it, at most four times', () => {
    expect(run(invited, [1, 4.9, 5, 5.5, 7, 8, 9, 15, 22, 29, 36, 60])).toEqual([
      null,
      null,
      'response-soon@5',
      null,
      null,
      'response-overdue@8',
      null,
      'response-overdue@15',
      'response-overdue@22',
      'response-overdue@29',
      null,
      null,
    ]);
  });

  it('reminds a reviewer a week before the review is due, then weekly after it', () => {
    expect(run(accepted, [20, 21, 28, 29, 30, 36, 43, 50, 57, 64])).toEqual([
      null,
      'review-soon@21',
      null,
      'review-overdue@29',
      null,
      'review-overdue@36',
      'review-overdue@43',
      'review-overdue@50',
      null,
      null,
    ]);
  });

  it('sends only the latest reminder due after the worker was stopped, never a burst', () => {
    expect(run(invited, [16, 17, 22])).toEqual(['response-overdue@15', null, 'response-overdue@22']);
  });

  it('sends nothing on the heels of an invitation whose answer is due within the lead time', () => {
    expect(run({ ...invited, responseDueAt: day(1) }, [0.5, 1, 2])).toEqual([null, null, 'response-overdue@2']);
  });

  it('never reminds a declined, cancelled or completed assignment, whatever the dates', () => {
    for (const status of REVIEW_ASSIGNMENT_STATUSES.filter((s) => s !== 'INVITED' && s !== 'ACCEPTED')) {
      expect(run({ ...invited, status }, [5, 8, 15, 21, 29]), status).toEqual([null, null, null, null, null]);
      expect(nextReminderAt({ ...invited, status }, day(0)), status).toBeNull();
    }
  });

  it('never reminds once the paper has left review or a new round has opened', () => {
    for (const paperStatus of PAPER_STATUSES.filter((s) => s !== 'UNDER_REVIEW')) {
      expect(run({ ...accepted, paperStatus }, [21, 29]), paperStatus).toEqual([null, null]);
    }
    expect(run({ ...accepted, paperRound: 2 }, [21, 29])).toEqual([null, null]);
  });

  it('a reminder already in the ledger (sent by another server) is not sent again', () => {
    expect(dueReminder({ ...invited, sent: [{ kind: 'response-soon', scheduledFor: day(5) }] }, day(6))).toBeNull();
  });

  it('tells the worker when to look again', () => {
    expect(nextReminderAt(invited, day(0))).toEqual(day(5));
    expect(nextReminderAt(invited, day(5))).toEqual(day(8));
    expect(nextReminderAt(accepted, day(10))).toEqual(day(21));
    expect(nextReminderAt(accepted, day(50))).toBeNull();
  });
});
