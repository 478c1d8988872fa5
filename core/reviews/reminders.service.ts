import { dueReminder, nextReminderAt, type ReminderFacts } from '../../contract/reviews/reminders';
import type { ReviewAssignmentStatus } from '../../contract/papers/workflow/paper-relations';
import type { PaperStatus } from '../../contract/papers/paper-status';
import type { Db } from '../../db/client';
import type { CoreSettings } from '../context';
import type { MailSender } from '../mail/mail-sender';
import { mailRenderer } from '../mail/mail-templates.service';
import { reminderMail } from './reminder-mail';
import { PeriodicTask } from '../periodic-task';
import { claimReminderCandidates, listSentReminders, recordReminders, setNextReminderTimes, type ReminderCandidate } from './reminders.repo';

/** Nothing more is scheduled: the worker passes over the row until a change clears the mark. */
export const NO_MORE_REMINDERS = new Date(Date.UTC(9999, 11, 31));
export const REMINDER_BATCH = 200;
export const REMINDER_INTERVAL_MS = 15 * 60 * 1000;

export interface ReminderDeps {
  db: Db;
  mail: Pick<MailSender, 'queueAll' | 'kick'>;
  settings: Pick<CoreSettings, 'journalName' | 'publicUrl'>;
}

function factsOf(row: ReminderCandidate, sent: ReminderFacts['sent']): ReminderFacts {
  return {
    status: row.status as ReviewAssignmentStatus,
    round: row.round,
    paperRound: row.paperRound,
    paperStatus: row.paperStatus as PaperStatus,
    assignedAt: row.assignedAt,
    responseDueAt: row.responseDueAt,
    dueAt: row.dueAt,
    sent,
  };
}

/**
 * One pass of the reminder worker (decision 0041): claims the open assignments due a look
 * (`FOR UPDATE SKIP LOCKED`, batch by batch), sends what the rule says is due through the outbox
 * in the same transaction, records it in the ledger, and marks when to look again.
 * Returns how many assignments were looked at and how many reminders were queued.
 */
export async function sendDueReminders(deps: ReminderDeps, now: Date, batch = REMINDER_BATCH): Promise<{ scanned: number; sent: number }> {
  let scanned = 0;
  let sent = 0;
  let afterId = 0;
  for (;;) {
    const claimed = await deps.db.transaction(async (tx) => {
      const rows = await claimReminderCandidates(tx, now, afterId, batch);
      afterId = rows.at(-1)?.id ?? afterId;
      const ledger = await listSentReminders(
        tx,
        rows.map((row) => row.id),
      );
      const plans = rows.map((row) => {
        const facts = factsOf(
          row,
          ledger.filter((entry) => entry.assignmentId === row.id),
        );
        return { row, facts, due: dueReminder(facts, now) };
      });
      const due = plans.filter((plan) => plan.due !== null);
      const fresh = await recordReminders(
        tx,
        due.map((plan) => ({ assignmentId: plan.row.id, kind: plan.due!.kind, scheduledFor: plan.due!.scheduledFor, sentAt: now })),
      );
      const render = await mailRenderer(deps, tx);
      const mails = due
        .filter((plan) => fresh.has(plan.row.id))
        .map(({ row, due: reminder }) =>
          reminderMail(render, {
            kind: reminder!.kind,
            assignmentId: row.id,
            paperId: row.paperId,
            title: row.title,
            reviewerName: `${row.reviewerFirstName} ${row.reviewerLastName}`,
            reviewerEmail: row.reviewerEmail,
            responseDueAt: row.responseDueAt,
            dueAt: row.dueAt,
            replyTo: row.handlerEmail,
          }),
        );
      await deps.mail.queueAll(tx, mails);
      sent += mails.length;
      await setNextReminderTimes(
        tx,
        plans.map(({ row, facts, due: reminder }) => ({
          assignmentId: row.id,
          at: nextReminderAt({ ...facts, sent: reminder ? [...facts.sent, reminder] : facts.sent }, now) ?? NO_MORE_REMINDERS,
        })),
      );
      return rows.length;
    });
    scanned += claimed;
    if (claimed < batch) break;
  }
  if (sent > 0) deps.mail.kick();
  return { scanned, sent };
}

/** Runs `sendDueReminders` at start-up and every 15 minutes while the server runs (server/main.ts); never keeps the process alive. */
export class ReminderWorker {
  private readonly task: PeriodicTask<unknown>;

  constructor(deps: ReminderDeps, clock: () => Date = () => new Date()) {
    this.task = new PeriodicTask(() => sendDueReminders(deps, clock()));
  }

  /** One pass now; a pass under way is awaited rather than doubled. */
  run(): Promise<unknown> {
    return this.task.pass();
  }

  /** A pass now, then one every intervalMs. Failures go to onError. */
  start(onError: (error: unknown) => void, intervalMs = REMINDER_INTERVAL_MS): void {
    this.task.start(onError, intervalMs, { now: true });
  }

  stop(): Promise<void> {
    return this.task.stop();
  }
}
