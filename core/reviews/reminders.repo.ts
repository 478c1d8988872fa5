import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { OPEN_ASSIGNMENT_STATUSES } from '../../contract/papers/workflow/paper-relations';
import type { ReminderKind } from '../../contract/reviews/reviewer-constants';
import type { Db } from '../../db/client';
import { papers, reviewAssignments, reviewReminders, users } from '../../db/schema';

/** SQL of the reminder worker (decision 0041 "Reminders"). */

const handlers = alias(users, 'handlers');

/**
 * Open assignments the worker should look at now, locked for this transaction; rows another
 * server holds are skipped, so two servers never remind the same assignment at once.
 */
export async function claimReminderCandidates(tx: Db, now: Date, limit: number) {
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
    .where(and(inArray(reviewAssignments.status, [...OPEN_ASSIGNMENT_STATUSES]), or(isNull(reviewAssignments.nextReminderAt), lte(reviewAssignments.nextReminderAt, now))))
    .orderBy(sql`${reviewAssignments.nextReminderAt} asc nulls first`, asc(reviewAssignments.id))
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

/** Records the reminder; false when it is already in the ledger (then it must not be sent). */
export async function recordReminder(tx: Db, row: { assignmentId: number; kind: ReminderKind; scheduledFor: Date; sentAt: Date }): Promise<boolean> {
  const inserted = await tx.insert(reviewReminders).values(row).onConflictDoNothing().returning({ id: reviewReminders.id });
  return inserted.length > 0;
}

export async function setNextReminderAt(tx: Db, assignmentId: number, at: Date): Promise<void> {
  await tx.update(reviewAssignments).set({ nextReminderAt: at }).where(eq(reviewAssignments.id, assignmentId));
}
