import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { PUBLIC_PAPER_STATUS } from '../../contract/papers/paper-status';
import type { Db } from '../../db/client';
import { journalIssues, paperAuthors, papers, storedFiles } from '../../db/schema';

/** SQL of the issues read side (the only file here that touches Drizzle; STYLE.md "Data"). */

const issueColumns = {
  id: journalIssues.id,
  title: journalIssues.title,
  volume: journalIssues.volume,
  number: journalIssues.number,
  year: journalIssues.year,
  publicationDate: journalIssues.publicationDate,
  description: journalIssues.description,
  coverImageUrl: journalIssues.coverImageUrl,
  coverWidth: journalIssues.coverWidth,
  coverHeight: journalIssues.coverHeight,
  updatedAt: journalIssues.updatedAt,
};

export type IssueRow = {
  id: number;
  title: string;
  volume: number;
  number: number;
  year: number;
  publicationDate: string;
  description: string;
  coverImageUrl: string | null;
  coverWidth: number | null;
  coverHeight: number | null;
  updatedAt: Date;
};

const published = eq(journalIssues.isPublished, true);
const newestFirst = [desc(journalIssues.publicationDate), desc(journalIssues.volume), desc(journalIssues.number), desc(journalIssues.id)];

/** Published issues, newest publication date first. */
export function listPublishedIssueRows(db: Db): Promise<IssueRow[]> {
  return db
    .select(issueColumns)
    .from(journalIssues)
    .where(published)
    .orderBy(...newestFirst);
}

export async function findPublishedIssueRow(db: Db, id: number): Promise<IssueRow | null> {
  const [row] = await db
    .select(issueColumns)
    .from(journalIssues)
    .where(and(published, eq(journalIssues.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findPublishedIssueRowByNumber(db: Db, volume: number, number: number): Promise<IssueRow | null> {
  const [row] = await db
    .select(issueColumns)
    .from(journalIssues)
    .where(and(published, eq(journalIssues.volume, volume), eq(journalIssues.number, number)))
    .limit(1);
  return row ?? null;
}

export async function findLatestPublishedIssueRow(db: Db): Promise<IssueRow | null> {
  const [row] = await db
    .select(issueColumns)
    .from(journalIssues)
    .where(published)
    .orderBy(...newestFirst)
    .limit(1);
  return row ?? null;
}

export type IssuePaperRow = {
  id: number;
  title: string;
  pages: string | null;
  keywords: string[];
  doi: string | null;
  category: string;
  manuscriptMediaType: string | null;
  /** Author names in author order. */
  authorNames: string[];
};

/** An issue's published papers in page order (first page number), then by id: what its table of contents shows, no abstracts. */
export function listPublishedPaperRowsOfIssue(db: Db, issueId: number): Promise<IssuePaperRow[]> {
  return db
    .select({
      id: papers.id,
      title: papers.title,
      pages: papers.pages,
      keywords: papers.keywords,
      doi: papers.doi,
      category: papers.category,
      manuscriptMediaType: storedFiles.mediaType,
      // In the same statement: one round trip and no list of 500 ids sent back (issue 17).
      authorNames: sql<string[]>`coalesce((select array_agg(${paperAuthors.name} order by ${paperAuthors.position}) from ${paperAuthors} where ${paperAuthors.paperId} = ${papers.id}), '{}')`,
    })
    .from(papers)
    .leftJoin(storedFiles, eq(storedFiles.id, papers.manuscriptFileId))
    .where(and(eq(papers.issueId, issueId), eq(papers.status, PUBLIC_PAPER_STATUS)))
    .orderBy(sql`nullif(substring(${papers.pages} from '^[0-9]{1,9}'), '')::int asc nulls last`, asc(papers.id));
}

/** Author names of these papers, in author order. */
export async function listAuthorNamesOf(db: Db, paperIds: number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  if (paperIds.length === 0) return names;
  const rows = await db
    .select({ paperId: paperAuthors.paperId, name: paperAuthors.name })
    .from(paperAuthors)
    .where(inArray(paperAuthors.paperId, paperIds))
    .orderBy(asc(paperAuthors.paperId), asc(paperAuthors.position));
  for (const row of rows) {
    const list = names.get(row.paperId) ?? [];
    list.push(row.name);
    names.set(row.paperId, list);
  }
  return names;
}
