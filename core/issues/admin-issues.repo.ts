import { and, asc, count, desc, eq, ilike, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { journalIssues, newsletterSubscriptions, papers, storedFiles } from '../../db/schema';
import type { AdminIssueQuery } from '../../contract/issues/admin-issues.schema';

/** SQL of the Issues tab (decision 0046): every issue, drafts too. */

const cover = alias(storedFiles, 'cover_file');
const pdf = alias(storedFiles, 'pdf_file');

const papersOf = (status: 'ACCEPTED' | 'PUBLISHED') =>
  sql<number>`(select count(*)::int from ${papers} where ${papers.issueId} = ${journalIssues.id} and ${papers.status} = ${status})`;

const adminIssueColumns = {
  id: journalIssues.id,
  title: journalIssues.title,
  volume: journalIssues.volume,
  number: journalIssues.number,
  year: journalIssues.year,
  publicationDate: journalIssues.publicationDate,
  description: journalIssues.description,
  isPublished: journalIssues.isPublished,
  coverFileId: journalIssues.coverFileId,
  coverSha256: cover.sha256,
  coverWidth: journalIssues.coverWidth,
  coverHeight: journalIssues.coverHeight,
  pdfFileId: journalIssues.pdfFileId,
  pdfName: pdf.originalName,
  pdfSizeBytes: pdf.sizeBytes,
  acceptedPapers: papersOf('ACCEPTED'),
  publishedPapers: papersOf('PUBLISHED'),
};

export type AdminIssueRow = {
  id: number;
  title: string;
  volume: number;
  number: number;
  year: number;
  publicationDate: string;
  description: string;
  isPublished: boolean;
  coverFileId: number | null;
  coverSha256: string | null;
  coverWidth: number | null;
  coverHeight: number | null;
  pdfFileId: number | null;
  pdfName: string | null;
  pdfSizeBytes: number | null;
  acceptedPapers: number;
  publishedPapers: number;
};

const SORTS: Record<AdminIssueQuery['sort'], SQL[]> = {
  newest: [desc(journalIssues.publicationDate), desc(journalIssues.volume), desc(journalIssues.number), desc(journalIssues.id)],
  oldest: [asc(journalIssues.publicationDate), asc(journalIssues.volume), asc(journalIssues.number), asc(journalIssues.id)],
  volume: [desc(journalIssues.volume), desc(journalIssues.number), desc(journalIssues.id)],
  title: [asc(sql`lower(${journalIssues.title})`), asc(journalIssues.id)],
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(query: AdminIssueQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.state !== 'all') conditions.push(eq(journalIssues.isPublished, query.state === 'published'));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    const asNumber = /^\d{1,9}$/.test(query.q) ? Number(query.q) : null;
    conditions.push(
      or(
        ilike(journalIssues.title, like),
        ilike(journalIssues.description, like),
        ...(asNumber === null ? [] : [eq(journalIssues.volume, asNumber), eq(journalIssues.year, asNumber)]),
      )!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

export async function listAdminIssueRows(db: Db, query: AdminIssueQuery): Promise<{ rows: AdminIssueRow[]; total: number }> {
  const where = whereOf(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select(adminIssueColumns)
      .from(journalIssues)
      .leftJoin(cover, eq(cover.id, journalIssues.coverFileId))
      .leftJoin(pdf, eq(pdf.id, journalIssues.pdfFileId))
      .where(where)
      .orderBy(...SORTS[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(journalIssues).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findAdminIssueRow(db: Db, id: number): Promise<AdminIssueRow | null> {
  const [row] = await db
    .select(adminIssueColumns)
    .from(journalIssues)
    .leftJoin(cover, eq(cover.id, journalIssues.coverFileId))
    .leftJoin(pdf, eq(pdf.id, journalIssues.pdfFileId))
    .where(eq(journalIssues.id, id))
    .limit(1);
  return row ?? null;
}

/** Locks the issue row for the rest of the transaction (publishing, deleting); false when it is gone. */
export async function lockIssue(db: Db, id: number): Promise<{ isPublished: boolean; coverFileId: number | null; pdfFileId: number | null } | null> {
  const [row] = await db.select({ isPublished: journalIssues.isPublished, coverFileId: journalIssues.coverFileId, pdfFileId: journalIssues.pdfFileId }).from(journalIssues).where(eq(journalIssues.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function isIssueNumberTaken(db: Db, volume: number, number: number, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: journalIssues.id })
    .from(journalIssues)
    .where(and(eq(journalIssues.volume, volume), eq(journalIssues.number, number), exceptId === null ? undefined : ne(journalIssues.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export type IssueValues = Omit<typeof journalIssues.$inferInsert, 'id' | 'createdAt'>;

/** null when the volume and number are taken (the unique index decides under concurrency). */
export async function insertIssue(db: Db, values: IssueValues & { createdAt: Date }): Promise<number | null> {
  const [row] = await db.insert(journalIssues).values(values).onConflictDoNothing().returning({ id: journalIssues.id });
  return row?.id ?? null;
}

export async function updateIssue(db: Db, id: number, values: Partial<IssueValues>): Promise<void> {
  await db.update(journalIssues).set(values).where(eq(journalIssues.id, id));
}

export async function deleteIssue(db: Db, id: number): Promise<void> {
  await db.delete(journalIssues).where(eq(journalIssues.id, id));
}

/** The ACCEPTED papers assigned to the issue, by id: publishing the issue publishes them. */
export async function listAcceptedPaperIdsOfIssue(db: Db, issueId: number): Promise<number[]> {
  const rows = await db
    .select({ id: papers.id })
    .from(papers)
    .where(and(eq(papers.issueId, issueId), eq(papers.status, 'ACCEPTED')))
    .orderBy(asc(papers.id));
  return rows.map((row) => row.id);
}

/** Only confirmed, active subscriptions ever receive a newsletter (decision 0043). */
export function listConfirmedSubscriptions(db: Db) {
  return db
    .select()
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.isActive, true), isNotNull(newsletterSubscriptions.confirmedAt)))
    .orderBy(asc(newsletterSubscriptions.id));
}

/** Whether the paper has a PDF readers can download: a PDF manuscript or a galley. */
export async function hasReaderPdf(db: Db, paperId: number): Promise<boolean> {
  const [row] = await db
    .select({ mediaType: storedFiles.mediaType, galleyFileId: papers.galleyFileId })
    .from(papers)
    .leftJoin(storedFiles, eq(storedFiles.id, papers.manuscriptFileId))
    .where(eq(papers.id, paperId))
    .limit(1);
  return row !== undefined && (row.galleyFileId !== null || row.mediaType === 'application/pdf');
}
