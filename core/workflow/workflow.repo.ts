import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { isHoldingAssignment, OPEN_ASSIGNMENT_STATUSES } from '../../contract/papers/workflow/paper-relations';
import type { Db } from '../../db/client';

import { appeals, editorialDecisions, journalIssues, paperAuthors, paperEvents, papers, reviewAssignments, storedFiles, users } from '../../db/schema';

/** SQL of the workflow's facts and writes (decision 0034): the only file of core/workflow touching Drizzle. */

/** The workflow's columns of a paper (papers.repo's findPaperById selects them too, so the paper page reads the row once). */
export const workflowPaperColumns = {
  id: papers.id,
  title: papers.title,
  abstract: papers.abstract,
  status: papers.status,
  category: papers.category,
  submitterId: papers.submitterId,
  handlingEditorId: papers.handlingEditorId,
  reviewRound: papers.reviewRound,
  currentVersion: papers.currentVersion,
  specialIssueId: papers.specialIssueId,
  manuscriptFileId: papers.manuscriptFileId,
  doi: papers.doi,
  issueId: papers.issueId,
  submittedAt: papers.submittedAt,
};

/** The paper's workflow columns; `lock` holds the row for the rest of the transaction. */
export async function findWorkflowPaper(db: Db, id: number, lock: boolean) {
  const query = db.select(workflowPaperColumns).from(papers).where(eq(papers.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}
export type WorkflowPaperRow = NonNullable<Awaited<ReturnType<typeof findWorkflowPaper>>>;

/** Every assignment of the paper, oldest first (the order that numbers 'Reviewer 1', 'Reviewer 2'). */
export async function listAssignments(db: Db, paperId: number) {
  return db
    .select({
      id: reviewAssignments.id,
      reviewerId: reviewAssignments.reviewerId,
      round: reviewAssignments.round,
      status: reviewAssignments.status,
      recommendation: reviewAssignments.recommendation,
      commentsToAuthor: reviewAssignments.commentsToAuthor,
      confidentialComments: reviewAssignments.confidentialComments,
      competingInterests: reviewAssignments.competingInterests,
      assignedAt: reviewAssignments.assignedAt,
      responseDueAt: reviewAssignments.responseDueAt,
      respondedAt: reviewAssignments.respondedAt,
      dueAt: reviewAssignments.dueAt,
      submittedAt: reviewAssignments.submittedAt,
      declineReason: reviewAssignments.declineReason,
      conflictOverride: reviewAssignments.conflictOverride,
      suggestedReviewerName: reviewAssignments.suggestedReviewerName,
      suggestedReviewerEmail: reviewAssignments.suggestedReviewerEmail,
      rating: reviewAssignments.rating,
      annotatedFileId: reviewAssignments.annotatedFileId,
      reviewerFirstName: users.firstName,
      reviewerLastName: users.lastName,
      reviewerEmail: users.email,
    })
    .from(reviewAssignments)
    .innerJoin(users, eq(users.id, reviewAssignments.reviewerId))
    .where(eq(reviewAssignments.paperId, paperId))
    .orderBy(asc(reviewAssignments.assignedAt), asc(reviewAssignments.id));
}
export type AssignmentRow = Awaited<ReturnType<typeof listAssignments>>[number];

export async function listDecisions(db: Db, paperId: number) {
  return db
    .select({
      id: editorialDecisions.id,
      round: editorialDecisions.round,
      decision: editorialDecisions.decision,
      letter: editorialDecisions.letter,
      createdAt: editorialDecisions.createdAt,
    })
    .from(editorialDecisions)
    .where(eq(editorialDecisions.paperId, paperId))
    .orderBy(asc(editorialDecisions.createdAt), asc(editorialDecisions.id));
}

/** The appeal of a decision, if one was filed. */
export async function findAppealOfDecision(db: Db, decisionId: number) {
  const [row] = await db.select({ id: appeals.id, status: appeals.status }).from(appeals).where(eq(appeals.decisionId, decisionId)).limit(1);
  return row ?? null;
}

export async function insertDecision(db: Db, decision: typeof editorialDecisions.$inferInsert): Promise<number> {
  const [row] = await db.insert(editorialDecisions).values(decision).returning({ id: editorialDecisions.id });
  return row!.id;
}

/** A decision closes its round: assignments still open in it are cancelled (no reminder goes to them). */
export async function cancelOpenAssignments(db: Db, paperId: number, round: number): Promise<void> {
  await db
    .update(reviewAssignments)
    .set({ status: 'CANCELLED' })
    .where(and(eq(reviewAssignments.paperId, paperId), eq(reviewAssignments.round, round), inArray(reviewAssignments.status, [...OPEN_ASSIGNMENT_STATUSES])));
}

/** The new assignments' ids, by reviewer. */
export async function insertAssignments(db: Db, rows: (typeof reviewAssignments.$inferInsert)[]): Promise<Map<number, number>> {
  if (rows.length === 0) return new Map();
  const inserted = await db.insert(reviewAssignments).values(rows).returning({ id: reviewAssignments.id, reviewerId: reviewAssignments.reviewerId });
  return new Map(inserted.map((row) => [row.reviewerId, row.id]));
}

export async function findUsers(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, role: users.role })
    .from(users)
    .where(inArray(users.id, ids));
}
export type UserRow = Awaited<ReturnType<typeof findUsers>>[number];

/** Where workflow mail goes when no editor handles the paper: the editors, or the admins when there is none. */
export async function listEditorialContacts(db: Db) {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, role: users.role })
    .from(users)
    .where(inArray(users.role, ['EDITOR', 'ADMIN']))
    .orderBy(asc(users.id));
  const editors = rows.filter((row) => row.role === 'EDITOR');
  return editors.length ? editors : rows;
}

/** The holding assignments' reviewer ids (the 'reviewer' relation, decision 0035). */
export const holdingReviewerIds = (assignments: Pick<AssignmentRow, 'reviewerId' | 'status'>[]) => [...new Set(assignments.filter((a) => isHoldingAssignment(a.status)).map((a) => a.reviewerId))];

/** The newest decision, for the appeal facts. */
export async function findLastDecision(db: Db, paperId: number) {
  const [row] = await db
    .select({ id: editorialDecisions.id, decision: editorialDecisions.decision, createdAt: editorialDecisions.createdAt, round: editorialDecisions.round, editorId: editorialDecisions.editorId })
    .from(editorialDecisions)
    .where(eq(editorialDecisions.paperId, paperId))
    .orderBy(desc(editorialDecisions.createdAt), desc(editorialDecisions.id))
    .limit(1);
  return row ?? null;
}

export const countSql = sql<number>`count(*)`.mapWith(Number);

/** The paper's events, oldest first, with the actor's name. */
export async function listEvents(db: Db, paperId: number) {
  return db
    .select({
      kind: paperEvents.kind,
      decision: paperEvents.decision,
      fromStatus: paperEvents.fromStatus,
      toStatus: paperEvents.toStatus,
      comments: paperEvents.comments,
      createdAt: paperEvents.createdAt,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(paperEvents)
    .leftJoin(users, eq(users.id, paperEvents.actorId))
    .where(eq(paperEvents.paperId, paperId))
    .orderBy(asc(paperEvents.createdAt), asc(paperEvents.id));
}

/** What the policy needs about many papers at once (a list's page), each kind in one query. */
export async function listWorkflowDetails(db: Db, paperIds: number[]) {
  if (paperIds.length === 0) return { assignments: [], decisions: [], appeals: [], authors: [] };
  const [assignmentRows, decisionRows, appealRows, authorRows] = await Promise.all([
    db
      .select({ paperId: reviewAssignments.paperId, reviewerId: reviewAssignments.reviewerId, round: reviewAssignments.round, status: reviewAssignments.status, assignedAt: reviewAssignments.assignedAt, dueAt: reviewAssignments.dueAt })
      .from(reviewAssignments)
      .where(inArray(reviewAssignments.paperId, paperIds)),
    db
      .selectDistinctOn([editorialDecisions.paperId], {
        id: editorialDecisions.id,
        paperId: editorialDecisions.paperId,
        decision: editorialDecisions.decision,
        createdAt: editorialDecisions.createdAt,
        editorId: editorialDecisions.editorId,
      })
      .from(editorialDecisions)
      .where(inArray(editorialDecisions.paperId, paperIds))
      .orderBy(editorialDecisions.paperId, desc(editorialDecisions.createdAt), desc(editorialDecisions.id)),
    db.select({ paperId: appeals.paperId, decisionId: appeals.decisionId, status: appeals.status }).from(appeals).where(inArray(appeals.paperId, paperIds)),
    db.select({ paperId: paperAuthors.paperId, email: paperAuthors.email }).from(paperAuthors).where(inArray(paperAuthors.paperId, paperIds)),
  ]);
  return { assignments: assignmentRows, decisions: decisionRows, appeals: appealRows, authors: authorRows };
}

/** Issues an editor can publish into, newest first (drafts included). */
export async function listIssuesForPublishing(db: Db) {
  return db
    .select({ id: journalIssues.id, volume: journalIssues.volume, number: journalIssues.number, year: journalIssues.year, title: journalIssues.title, isPublished: journalIssues.isPublished })
    .from(journalIssues)
    .orderBy(desc(journalIssues.volume), desc(journalIssues.number))
    .limit(60);
}

export async function findIssue(db: Db, id: number) {
  const [row] = await db
    .select({ id: journalIssues.id, volume: journalIssues.volume, number: journalIssues.number, year: journalIssues.year, title: journalIssues.title, isPublished: journalIssues.isPublished })
    .from(journalIssues)
    .where(eq(journalIssues.id, id))
    .limit(1);
  return row ?? null;
}

/** An issue made from the publish dialog (a draft unless published at once); null when the volume and number are taken. */
export async function insertIssueFromPublishing(db: Db, issue: { volume: number; number: number; year: number; title: string; publicationDate: string; publishNow: boolean; now: Date }): Promise<number | null> {
  const [row] = await db
    .insert(journalIssues)
    .values({ volume: issue.volume, number: issue.number, year: issue.year, title: issue.title, publicationDate: issue.publicationDate, isPublished: issue.publishNow, createdAt: issue.now, updatedAt: issue.now })
    .onConflictDoNothing()
    .returning({ id: journalIssues.id });
  return row?.id ?? null;
}

/** Another paper already carries this DOI (DOIs compare without regard to case). */
export async function isDoiTaken(db: Db, doi: string, paperId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: papers.id })
    .from(papers)
    .where(and(sql`lower(${papers.doi}) = ${doi.toLowerCase()}`, sql`${papers.id} <> ${paperId}`))
    .limit(1);
  return row !== undefined;
}

export async function findFileMediaType(db: Db, fileId: number | null): Promise<string | null> {
  if (fileId === null) return null;
  const [row] = await db.select({ mediaType: storedFiles.mediaType }).from(storedFiles).where(eq(storedFiles.id, fileId)).limit(1);
  return row?.mediaType ?? null;
}

export async function insertAppeal(db: Db, appeal: typeof appeals.$inferInsert): Promise<number> {
  const [row] = await db.insert(appeals).values(appeal).returning({ id: appeals.id });
  return row!.id;
}

export async function findAppeal(db: Db, id: number) {
  const [row] = await db
    .select({ id: appeals.id, paperId: appeals.paperId, decisionId: appeals.decisionId, status: appeals.status, createdAt: appeals.createdAt })
    .from(appeals)
    .where(eq(appeals.id, id))
    .limit(1);
  return row ?? null;
}

export async function updateAppeal(db: Db, id: number, changes: Partial<typeof appeals.$inferInsert>): Promise<void> {
  await db.update(appeals).set(changes).where(eq(appeals.id, id));
}

/** The paper's appeals, oldest first, with their outcome letters. */
export async function listPaperAppeals(db: Db, paperId: number) {
  return db
    .select({
      id: appeals.id,
      decisionId: appeals.decisionId,
      reasons: appeals.reasons,
      fileId: appeals.fileId,
      status: appeals.status,
      outcomeLetter: appeals.outcomeLetter,
      createdAt: appeals.createdAt,
      decidedAt: appeals.decidedAt,
      appellantFirstName: users.firstName,
      appellantLastName: users.lastName,
    })
    .from(appeals)
    .leftJoin(users, eq(users.id, appeals.appellantId))
    .where(eq(appeals.paperId, paperId))
    .orderBy(asc(appeals.createdAt), asc(appeals.id));
}

/** An appeal's supporting file, if it has one. */
export async function findAppealFile(db: Db, appealId: number) {
  const [row] = await db
    .select({ sha256: storedFiles.sha256, mediaType: storedFiles.mediaType })
    .from(appeals)
    .innerJoin(storedFiles, eq(storedFiles.id, appeals.fileId))
    .where(eq(appeals.id, appealId))
    .limit(1);
  return row ?? null;
}

/** Appeals for the editors, open ones first, newest first. */
export async function listAppealRows(db: Db, onlyOpen: boolean) {
  return db
    .select({
      id: appeals.id,
      paperId: papers.id,
      title: papers.title,
      paperStatus: papers.status,
      appellantFirstName: users.firstName,
      appellantLastName: users.lastName,
      reasons: appeals.reasons,
      fileId: appeals.fileId,
      status: appeals.status,
      createdAt: appeals.createdAt,
      decidedAt: appeals.decidedAt,
      rejectedAt: editorialDecisions.createdAt,
    })
    .from(appeals)
    .innerJoin(papers, eq(papers.id, appeals.paperId))
    .innerJoin(editorialDecisions, eq(editorialDecisions.id, appeals.decisionId))
    .leftJoin(users, eq(users.id, appeals.appellantId))
    .where(onlyOpen ? eq(appeals.status, 'open') : sql`true`)
    .orderBy(sql`${appeals.status} <> 'open'`, desc(appeals.createdAt), desc(appeals.id))
    .limit(200);
}
