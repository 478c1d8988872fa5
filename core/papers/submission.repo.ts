import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { PaperViewer } from '../../contract/papers/workflow/paper-relations';
import type { Db } from '../../db/client';
import { authoredPapersWhere } from './paper-access.repo';
import { categories, paperAuthors, paperEvents, papers, paperVersions, specialIssues, storedFiles, users } from '../../db/schema';

/** SQL of the author's side of papers: submission, revision, withdrawal, the dashboard list. */

export type NewPaperRow = typeof papers.$inferInsert;
export type NewAuthorRow = Omit<typeof paperAuthors.$inferInsert, 'paperId' | 'position'>;
export type NewStoredFile = typeof storedFiles.$inferInsert;
export type NewPaperEvent = typeof paperEvents.$inferInsert;

/** The category row a paper refers to, created on first use (the submission list is fixed in contract/). */
export async function ensureCategory(db: Db, name: string, displayOrder: number): Promise<void> {
  await db.insert(categories).values({ name, displayOrder }).onConflictDoNothing();
}

/**
 * The special issue a submission names, locked FOR SHARE until the submission commits: closing or
 * deleting it (which lock it FOR UPDATE) waits for the submission, or the submission for them
 * and then sees the new status (decision 0052).
 */
export async function findSpecialIssue(db: Db, id: number) {
  const [row] = await db
    .select({ id: specialIssues.id, title: specialIssues.title, status: specialIssues.status, deadline: specialIssues.deadline })
    .from(specialIssues)
    .where(eq(specialIssues.id, id))
    .limit(1)
    .for('share');
  return row ?? null;
}

export async function insertStoredFile(db: Db, file: NewStoredFile): Promise<number> {
  const [row] = await db.insert(storedFiles).values(file).returning({ id: storedFiles.id });
  return row!.id;
}

export async function insertPaper(db: Db, paper: NewPaperRow): Promise<number> {
  const [row] = await db.insert(papers).values(paper).returning({ id: papers.id });
  return row!.id;
}

/** Replaces the paper's author list, keeping papers.author_names (search) in step. */
export async function replaceAuthors(db: Db, paperId: number, authors: NewAuthorRow[]): Promise<void> {
  await db.delete(paperAuthors).where(eq(paperAuthors.paperId, paperId));
  await db.insert(paperAuthors).values(authors.map((author, index) => ({ ...author, paperId, position: index + 1 })));
  await db
    .update(papers)
    .set({ authorNames: authors.map((author) => author.name).join(', ') })
    .where(eq(papers.id, paperId));
}

export async function insertVersion(db: Db, version: typeof paperVersions.$inferInsert): Promise<void> {
  await db.insert(paperVersions).values(version);
}

export async function insertEvent(db: Db, event: NewPaperEvent): Promise<void> {
  await db.insert(paperEvents).values(event);
}

/** The paper row, locked for the rest of the transaction (a revision or withdrawal changes it). */
export async function lockPaper(db: Db, id: number) {
  const [row] = await db
    .select({ id: papers.id, status: papers.status, submitterId: papers.submitterId, currentVersion: papers.currentVersion, title: papers.title, specialIssueId: papers.specialIssueId })
    .from(papers)
    .where(eq(papers.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function updatePaper(db: Db, id: number, changes: Partial<NewPaperRow>): Promise<void> {
  await db.update(papers).set(changes).where(eq(papers.id, id));
}

/** The paper as the revision form needs it (owner checks are the service's). */
export async function findPaperForRevision(db: Db, id: number) {
  const [row] = await db
    .select({
      id: papers.id,
      status: papers.status,
      submitterId: papers.submitterId,
      title: papers.title,
      abstract: papers.abstract,
      keywords: papers.keywords,
      category: papers.category,
      coverLetter: papers.coverLetter,
      fundingInfo: papers.fundingInfo,
      ethicsStatement: papers.ethicsStatement,
      conflictOfInterest: papers.conflictOfInterest,
      acknowledgments: papers.acknowledgments,
      currentVersion: papers.currentVersion,
      specialIssueId: specialIssues.id,
      specialIssueTitle: specialIssues.title,
    })
    .from(papers)
    .leftJoin(specialIssues, eq(specialIssues.id, papers.specialIssueId))
    .where(eq(papers.id, id))
    .limit(1);
  return row ?? null;
}

/** Papers the viewer submitted or that list their confirmed address; newest first. */
export async function listPapersOfAuthor(db: Db, viewer: PaperViewer) {
  return db
    .select({
      id: papers.id,
      title: papers.title,
      category: papers.category,
      status: papers.status,
      submitterId: papers.submitterId,
      handlingEditorId: papers.handlingEditorId,
      round: papers.reviewRound,
      submittedAt: papers.submittedAt,
      updatedAt: papers.updatedAt,
      currentVersion: papers.currentVersion,
      specialIssueId: specialIssues.id,
      specialIssueTitle: specialIssues.title,
    })
    .from(papers)
    .leftJoin(specialIssues, eq(specialIssues.id, papers.specialIssueId))
    .where(authoredPapersWhere(viewer))
    .orderBy(desc(papers.submittedAt), desc(papers.id));
}

/** Every version of a paper with its manuscript, oldest first. */
export async function listVersions(db: Db, paperId: number) {
  return db
    .select({
      version: paperVersions.version,
      createdAt: paperVersions.createdAt,
      sha256: storedFiles.sha256,
      mediaType: storedFiles.mediaType,
      sizeBytes: storedFiles.sizeBytes,
    })
    .from(paperVersions)
    .leftJoin(storedFiles, eq(storedFiles.id, paperVersions.manuscriptFileId))
    .where(eq(paperVersions.paperId, paperId))
    .orderBy(asc(paperVersions.version));
}

/** Where notices of new submissions go: the editors, or the admins when there is no editor. */
export async function listEditorialEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, role: users.role })
    .from(users)
    .where(inArray(users.role, ['EDITOR', 'ADMIN']))
    .orderBy(asc(users.id));
  const editors = rows.filter((row) => row.role === 'EDITOR');
  return (editors.length ? editors : rows).map((row) => row.email);
}

