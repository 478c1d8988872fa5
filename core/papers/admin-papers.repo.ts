import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminPapersQuery } from '../../contract/papers/admin-papers.schema';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { journalIssues, papers } from '../../db/schema';

/** SQL of the admin dashboard's Papers tab (decision 0050). */

const rowColumns = {
  id: papers.id,
  title: papers.title,
  category: papers.category,
  abstract: papers.abstract,
  keywords: papers.keywords,
  doi: papers.doi,
  pages: papers.pages,
  status: papers.status,
  manuscriptFileId: papers.manuscriptFileId,
  submittedAt: papers.submittedAt,
  publishedAt: papers.publishedAt,
  downloads: papers.downloadCount,
  citations: papers.citationCount,
  volume: journalIssues.volume,
  issue: journalIssues.number,
  year: journalIssues.year,
};

function where(query: AdminPapersQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(papers.status, query.status));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(papers.title, pattern), ilike(papers.authorNames, pattern), ilike(papers.doi, pattern))!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

function orderBy(query: AdminPapersQuery): SQL[] {
  const dir = query.order === 'asc' ? asc : desc;
  switch (query.sort) {
    case 'updated':
      return [dir(papers.updatedAt), dir(papers.id)];
    case 'title':
      return [dir(sql`lower(${papers.title})`), dir(papers.id)];
    case 'status':
      return [dir(papers.status), desc(papers.submittedAt), desc(papers.id)];
    case 'submitted':
      return [dir(papers.submittedAt), dir(papers.id)];
  }
}

/** The page and the number of matching papers. */
export async function listAdminPaperPage(db: Db, query: AdminPapersQuery) {
  const condition = where(query);
  const [rows, [count]] = await Promise.all([
    db
      .select(rowColumns)
      .from(papers)
      .leftJoin(journalIssues, eq(journalIssues.id, papers.issueId))
      .where(condition)
      .orderBy(...orderBy(query))
      .offset((query.page - 1) * query.pageSize)
      .limit(query.pageSize),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(papers).where(condition),
  ]);
  return { rows, total: count?.n ?? 0 };
}
export type AdminPaperDbRow = Awaited<ReturnType<typeof listAdminPaperPage>>['rows'][number];

export async function findAdminPaperRow(db: Db, id: number): Promise<AdminPaperDbRow | null> {
  const [row] = await db.select(rowColumns).from(papers).leftJoin(journalIssues, eq(journalIssues.id, papers.issueId)).where(eq(papers.id, id)).limit(1);
  return row ?? null;
}

/** The journal issue with this volume and number (and year, when given). */
export async function findIssueByNumber(db: Db, volume: number, number: number, year: number | undefined) {
  const conditions = [eq(journalIssues.volume, volume), eq(journalIssues.number, number)];
  if (year !== undefined) conditions.push(eq(journalIssues.year, year));
  const [row] = await db
    .select({ id: journalIssues.id, volume: journalIssues.volume, number: journalIssues.number, year: journalIssues.year })
    .from(journalIssues)
    .where(and(...conditions))
    .limit(1);
  return row ?? null;
}

/** Deletes the paper; its authors, versions, events, reviews, decisions and appeals go with it (ON DELETE CASCADE). */
export async function deletePaperRow(db: Db, id: number): Promise<void> {
  await db.delete(papers).where(eq(papers.id, id));
}
