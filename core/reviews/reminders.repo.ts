import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { OPEN_ASSIGNMENT_STATUSES } from '../../contract/papers/workflow/paper-relations';
import type { ReminderKind } from '../../contract/reviews/reviewer-constants';
import type { Db } from '../../db/client';
import { papers, reviewAssignments, reviewReminders, users } from '../../db/schema';

/** SQL of the reminder worker (decision 0041 "Reminders"). */

const handlers = alias(users, 'handlers');

/**
 * Open assignments the worker should look at now, after `afterId` in id order (a pass reads the
 * table once), locked for this transaction; rows another server holds are skipped, so two
 * servers never remind the same assignment at once.
 */
export async function claimReminderCandidates(tx: Db, now: Date, afterId: number, limit: number) {
  return tx
    .select({
      id: reviewAssignments.id,
      status: reviewAssignments.status,
      round: reviewAssignments.round,
      assignedAt: reviewAssignments.assignedAt,
      responseDueAt: reviewAssignments.responseDueAt,
      dueAt: reviewAssignments.dueAt,
      paperId: papers.id,
      title: papers.title,
      paperRound: papers.reviewRound,
      paperStatus: papers.status,
      reviewerEmail: users.email,
      reviewerFirstName: users.firstName,
      reviewerLastName: users.lastName,
      handlerEmail: handlers.email,
    })
    .from(reviewAssignments)
    .innerJoin(papers, eq(papers.id, reviewAssignments.paperId))
    .innerJoin(users, eq(users.id, reviewAssignments.reviewerId))
    .leftJoin(handlers, eq(handlers.id, papers.handlingEditorId))
    .where(
      and(
        gt(reviewAssignments.id, afterId),
        inArray(reviewAssignments.status, [...OPEN_ASSIGNMENT_STATUSES]),
        or(isNull(reviewAssignments.nextReminderAt), lte(reviewAssignments.nextReminderAt, now)),
      ),
    )
    .orderBy(asc(reviewAssignments.id))
    .limit(limit)
    .for('update', { of: reviewAssignments, skipLocked: true });
}
export type ReminderCandidate = Awaited<ReturnType<typeof claimReminderCandidates>>[number];

export async function listSentReminders(db: Db, assignmentIds: number[]) {
  if (assignmentIds.length === 0) return [];
  return db
    .select({ assignmentId: reviewReminders.assignmentId, kind: reviewReminders.kind, scheduledFor: reviewReminders.scheduledFor })
    .from(reviewReminders)
    .where(inArray(reviewReminders.assignmentId, assignmentIds));
}

/** Records the reminders; returns the assignments whose reminder was new (one already in the ledger must not be sent). */
export async function recordReminders(tx: Db, rows: { assignmentId: number; kind: ReminderKind; scheduledFor: Date; sentAt: Date }[]): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const inserted = await tx.insert(reviewReminders).values(rows).onConflictDoNothing().returning({ assignmentId: reviewReminders.assignmentId });
  return new Set(inserted.map((row) => row.assignmentId));
}

/** When to look at each assignment again, in one statement. */
export async function setNextReminderTimes(tx: Db, times: { assignmentId: number; at: Date }[]): Promise<void> {
  if (times.length === 0) return;
  const values = sql.join(
    times.map((time) => sql`(${time.assignmentId}::integer, ${time.at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await tx.execute(sql`update ${reviewAssignments} set next_reminder_at = v.at from (values ${values}) as v(id, at) where ${reviewAssignments.id} = v.id`);
}
