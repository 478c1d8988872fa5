import type { PaperStatus } from '../papers/paper-status';
import type { ReviewAssignmentStatus } from '../papers/workflow/paper-relations';
import type { ReminderKind } from './reviewer-constants';

/**
 * When a reviewer is reminded (issue 14; docs/decisions/0041-reviewers.md "Reminders"): the one
 * rule the worker applies. Pure and Zod-free: the worker, its tests and the screens read it.
 *
 * - An invitation not yet answered: once REMINDER_LEAD_DAYS.respond before the response is due,
 *   then weekly once it is overdue (the first the day after the due date).
 * - An accepted assignment: once REMINDER_LEAD_DAYS.review before the review is due, then weekly
 *   once it is overdue.
 * - Never for a declined, cancelled or completed assignment, nor once the paper has left review
 *   or moved on to a new round (its decision closed this one). At most MAX_OVERDUE_REMINDERS
 *   overdue reminders of each kind: after that the editor follows up (the dashboard flags it).
 * - A worker that was stopped for a while sends only the latest reminder due, never a burst.
 */

export const REMINDER_LEAD_DAYS = { respond: 2, review: 7 } as const;
export const OVERDUE_REMINDER_INTERVAL_DAYS = 7;
export const MAX_OVERDUE_REMINDERS = 4;

const DAY_MS = 86_400_000;

export interface ReminderFacts {
  status: ReviewAssignmentStatus;
  /** The assignment's round and the paper's current round and status. */
  round: number;
  paperRound: number;
  paperStatus: PaperStatus;
  /** When the reviewer was invited: nothing is scheduled before it (no reminder on the heels of the invitation). */
  assignedAt: Date;
  responseDueAt: Date | null;
  dueAt: Date | null;
  /** Reminders already sent for this assignment. */
  sent: readonly { kind: ReminderKind; scheduledFor: Date }[];
}

export interface ScheduledReminder {
  kind: ReminderKind;
  /** The moment the rule set for it: the same on every server, the ledger's key. */
  scheduledFor: Date;
}

/** Every moment a reminder of this assignment is scheduled for, in order. */
export function reminderSchedule(facts: ReminderFacts): ScheduledReminder[] {
  if (facts.paperStatus !== 'UNDER_REVIEW' || facts.round !== facts.paperRound) return [];
  const plan = (due: Date | null, leadDays: number, soon: ReminderKind, overdue: ReminderKind): ScheduledReminder[] => {
    if (!due) return [];
    const slots: ScheduledReminder[] = [{ kind: soon, scheduledFor: new Date(due.getTime() - leadDays * DAY_MS) }];
    for (let n = 0; n < MAX_OVERDUE_REMINDERS; n += 1) {
      slots.push({ kind: overdue, scheduledFor: new Date(due.getTime() + (1 + n * OVERDUE_REMINDER_INTERVAL_DAYS) * DAY_MS) });
    }
    return slots;
  };
  const after = (slots: ScheduledReminder[]) => slots.filter((slot) => slot.scheduledFor.getTime() > facts.assignedAt.getTime());
  if (facts.status === 'INVITED') return after(plan(facts.responseDueAt, REMINDER_LEAD_DAYS.respond, 'response-soon', 'response-overdue'));
  if (facts.status === 'ACCEPTED') return after(plan(facts.dueAt, REMINDER_LEAD_DAYS.review, 'review-soon', 'review-overdue'));
  return [];
}

const sameSlot = (a: ScheduledReminder, b: ScheduledReminder) => a.kind === b.kind && a.scheduledFor.getTime() === b.scheduledFor.getTime();

/** The reminder to send now, if any: the latest slot that has come, unless it (or a later one of the same stage) was sent. */
export function dueReminder(facts: ReminderFacts, now: Date): ScheduledReminder | null {
  const schedule = reminderSchedule(facts);
  const come = schedule.filter((slot) => slot.scheduledFor.getTime() <= now.getTime());
  const latest = come.at(-1);
  if (!latest) return null;
  if (facts.sent.some((sent) => sameSlot(sent, latest))) return null;
  const stage = latest.kind.split('-')[0];
  const sentLater = facts.sent.some((sent) => sent.kind.startsWith(stage!) && sent.scheduledFor.getTime() > latest.scheduledFor.getTime());
  return sentLater ? null : latest;
}

/** When the worker should look at the assignment again (null: nothing more is scheduled). */
export function nextReminderAt(facts: ReminderFacts, now: Date): Date | null {
  return reminderSchedule(facts).find((slot) => slot.scheduledFor.getTime() > now.getTime())?.scheduledFor ?? null;
}
