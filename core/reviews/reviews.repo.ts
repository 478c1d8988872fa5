import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { PaperStatus } from '../../contract/papers/paper-status';
import type { ReviewAssignmentStatus } from '../../contract/papers/workflow/paper-relations';
import type { Db } from '../../db/client';
import { papers, paperVersions, reviewAssignments, storedFiles, users } from '../../db/schema';

/** SQL of the reviewers' workspace (decision 0041): the only file of core/reviews touching Drizzle. */

const annotated = alias(storedFiles, 'annotated_file');

/** An assignment with what its reviewer may read of the paper (never its authors) and of their own review. */
export async function findReviewAssignment(db: Db, id: number) {
  const [row] = await db
    .select({
      id: reviewAssignments.id,
      paperId: reviewAssignments.paperId,
      reviewerId: reviewAssignments.reviewerId,
      round: reviewAssignments.round,
      status: reviewAssignments.status,
      assignedAt: reviewAssignments.assignedAt,
      responseDueAt: reviewAssignments.responseDueAt,
      dueAt: reviewAssignments.dueAt,
      respondedAt: reviewAssignments.respondedAt,
      draftSavedAt: reviewAssignments.draftSavedAt,
      submittedAt: reviewAssignments.submittedAt,
      invitationTokenHash: reviewAssignments.invitationTokenHash,
      competingInterests: reviewAssignments.competingInterests,
      recommendation: reviewAssignments.recommendation,
      commentsToAuthor: reviewAssignments.commentsToAuthor,
      confidentialComments: reviewAssignments.confidentialComments,
      annotatedFileId: reviewAssignments.annotatedFileId,
      annotatedFileName: annotated.originalName,
      annotatedFileSize: annotated.sizeBytes,
      paperTitle: papers.title,
      paperAbstract: papers.abstract,
      paperKeywords: papers.keywords,
      paperCategory: papers.category,
      paperStatus: papers.status,
    })
    .from(reviewAssignments)
    .innerJoin(papers, eq(papers.id, reviewAssignments.paperId))
    .leftJoin(annotated, eq(annotated.id, reviewAssignments.annotatedFileId))
    .where(eq(reviewAssignments.id, id))
    .limit(1);
  return row ?? null;
}
export type ReviewAssignmentRow = NonNullable<Awaited<ReturnType<typeof findReviewAssignment>>>;

/** A reviewer's assignments in these states on papers in these statuses: open ones first (earliest due), then the completed ones, newest first. */
export async function listReviewerAssignments(db: Db, reviewerId: number, statuses: readonly ReviewAssignmentStatus[], paperStatuses: readonly PaperStatus[]) {
  return db
    .select({
      id: reviewAssignments.id,
      round: reviewAssignments.round,
      status: reviewAssignments.status,
      assignedAt: reviewAssignments.assignedAt,
      responseDueAt: reviewAssignments.responseDueAt,
      dueAt: reviewAssignments.dueAt,
      respondedAt: reviewAssignments.respondedAt,
      draftSavedAt: reviewAssignments.draftSavedAt,
      submittedAt: reviewAssignments.submittedAt,
      paperTitle: papers.title,
      paperCategory: papers.category,
    })
    .from(reviewAssignments)
    .innerJoin(papers, eq(papers.id, reviewAssignments.paperId))
    .where(and(eq(reviewAssignments.reviewerId, reviewerId), inArray(reviewAssignments.status, [...statuses]), inArray(papers.status, [...paperStatuses])))
    .orderBy(
      sql`${reviewAssignments.status} = 'COMPLETED'`,
      asc(sql`case when ${reviewAssignments.status} <> 'COMPLETED' then coalesce(${reviewAssignments.dueAt}, ${reviewAssignments.assignedAt}) end`),
      sql`${reviewAssignments.submittedAt} desc nulls last`,
      desc(reviewAssignments.id),
    )
    .limit(500);
}

/**
 * A change to an assignment. One to its status or due dates makes the reminder worker look at it
 * again on its next pass (decision 0041: the reminder it waited for may no longer be the next one,
 * e.g. a reviewer who accepts after the last answer reminder is owed review reminders).
 */
export async function updateReviewAssignment(db: Db, id: number, changes: Partial<typeof reviewAssignments.$inferInsert>): Promise<void> {
  const reschedules = changes.status !== undefined || changes.responseDueAt !== undefined || changes.dueAt !== undefined;
  await db
    .update(reviewAssignments)
    .set(reschedules ? { ...changes, nextReminderAt: null } : changes)
    .where(eq(reviewAssignments.id, id));
}

/** A stored file no row needs any more (a replaced annotated file): the sweep removes its bytes later. */
export async function deleteStoredFile(db: Db, id: number): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.id, id));
}

export async function findAccount(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role, email: users.email, firstName: users.firstName, lastName: users.lastName, tokenVersion: users.tokenVersion, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

const reviewerCopy = alias(storedFiles, 'reviewer_copy');

/** The version the reviewer was invited to read: the newest one sent before the invitation. */
export async function findVersionForReview(db: Db, paperId: number, invitedAt: Date) {
  const [row] = await db
    .select({
      id: paperVersions.id,
      version: paperVersions.version,
      manuscriptFileId: paperVersions.manuscriptFileId,
      sha256: storedFiles.sha256,
      mediaType: storedFiles.mediaType,
      copyId: paperVersions.reviewerCopyFileId,
      copySha256: reviewerCopy.sha256,
      copyMediaType: reviewerCopy.mediaType,
    })
    .from(paperVersions)
    .leftJoin(storedFiles, eq(storedFiles.id, paperVersions.manuscriptFileId))
    .leftJoin(reviewerCopy, eq(reviewerCopy.id, paperVersions.reviewerCopyFileId))
    .where(and(eq(paperVersions.paperId, paperId), lte(paperVersions.createdAt, invitedAt)))
    .orderBy(desc(paperVersions.version))
    .limit(1);
  return row ?? null;
}

/** Records the reviewers' copy of a version unless another request recorded one first; the copy in force. */
export async function setReviewerCopy(db: Db, versionId: number, fileId: number): Promise<number> {
  const [updated] = await db
    .update(paperVersions)
    .set({ reviewerCopyFileId: fileId })
    .where(and(eq(paperVersions.id, versionId), isNull(paperVersions.reviewerCopyFileId)))
    .returning({ id: paperVersions.reviewerCopyFileId });
  if (updated) return updated.id!;
  const [row] = await db.select({ id: paperVersions.reviewerCopyFileId }).from(paperVersions).where(eq(paperVersions.id, versionId)).limit(1);
  return row!.id!;
}

export async function findStoredFile(db: Db, id: number) {
  const [row] = await db.select({ sha256: storedFiles.sha256, mediaType: storedFiles.mediaType }).from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
  return row ?? null;
}
