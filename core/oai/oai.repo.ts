import { and, asc, count, eq, gte, inArray, lt, min, or, sql, type SQL } from 'drizzle-orm';
import { PUBLIC_PAPER_STATUS } from '../../contract/papers/paper-status';
import type { Db } from '../../db/client';
import { categories, journalIssues, paperAuthors, paperEvents, papers, users } from '../../db/schema';
import { visiblePapersWhere } from '../papers/paper-access.repo';

/**
 * SQL of the OAI-PMH interface (decision 0056). A record is a paper the public may read (the
 * public visibility rule, decision 0035, not a second one) or one that was published and no longer
 * is: the latter is a deleted record. Lists read papers in (datestamp, id) order through
 * papers_metadata_modified_idx, one query per page with the authors.
 */

const isPublic = visiblePapersWhere(null);
// A scalar subquery, not EXISTS: PostgreSQL would hash an EXISTS under OR, reading every
// publication event of the journal for each page; this probes paper_events_paper_idx only for
// the rows that are not public (the OR's cheap arm comes first).
const wasPublished = sql`(select true from ${paperEvents} where ${paperEvents.paperId} = ${papers.id} and ${paperEvents.toStatus} = ${PUBLIC_PAPER_STATUS} limit 1) is not null`;
const isRecord = or(isPublic, wasPublished)!;

export interface RecordFilter {
  /** Inclusive. */
  from: Date | null;
  /** Exclusive. */
  until: Date | null;
  issueId?: number;
  /** Category names (several may share a set spec). */
  categoryNames?: string[];
}

export interface OaiAuthorRow {
  name: string;
  affiliation: string;
  orcid: string | null;
}

export interface OaiRecordRow {
  id: number;
  datestamp: Date;
  deleted: boolean;
  category: string;
  /** The issue's id when it is published (a set of ours), else null. */
  issueId: number | null;
}

export interface OaiRecordMetadataRow extends OaiRecordRow {
  title: string;
  abstract: string;
  keywords: string[];
  doi: string | null;
  pages: string | null;
  publishedAt: Date | null;
  articleType: string;
  volume: number | null;
  issueNumber: number | null;
  year: number | null;
  hasPdf: boolean;
  authors: OaiAuthorRow[];
}

const headerColumns = {
  id: papers.id,
  datestamp: papers.metadataModifiedAt,
  deleted: sql<boolean>`not (${isPublic})`,
  category: papers.category,
  issueId: sql<number | null>`case when ${journalIssues.isPublished} then ${journalIssues.id} end`,
};

const metadataColumns = {
  ...headerColumns,
  title: papers.title,
  abstract: papers.abstract,
  keywords: papers.keywords,
  doi: papers.doi,
  pages: papers.pages,
  publishedAt: papers.publishedAt,
  articleType: papers.articleType,
  volume: sql<number | null>`case when ${journalIssues.isPublished} then ${journalIssues.volume} end`,
  issueNumber: sql<number | null>`case when ${journalIssues.isPublished} then ${journalIssues.number} end`,
  year: sql<number | null>`case when ${journalIssues.isPublished} then ${journalIssues.year} end`,
  hasPdf: sql<boolean>`(${papers.galleyFileId} is not null or ${papers.manuscriptFileId} is not null)`,
  // The authors in order, in the page's one query (no query per record).
  authors: sql<OaiAuthorRow[]>`coalesce((select json_agg(json_build_object('name', ${paperAuthors.name}, 'affiliation', ${paperAuthors.affiliation}, 'orcid', ${paperAuthors.orcid}) order by ${paperAuthors.position}) from ${paperAuthors} where ${paperAuthors.paperId} = ${papers.id}), '[]'::json)`,
};

function recordsWhere(filter: RecordFilter): SQL {
  const parts: SQL[] = [isRecord];
  if (filter.from) parts.push(gte(papers.metadataModifiedAt, filter.from));
  if (filter.until) parts.push(lt(papers.metadataModifiedAt, filter.until));
  if (filter.issueId !== undefined) parts.push(eq(papers.issueId, filter.issueId), eq(journalIssues.isPublished, true));
  if (filter.categoryNames) parts.push(filter.categoryNames.length ? inArray(papers.category, filter.categoryNames) : sql`false`);
  return and(...parts)!;
}

const afterCursor = (after: { datestamp: Date; id: number } | null) =>
  after ? sql`(${papers.metadataModifiedAt}, ${papers.id}) > (${after.datestamp.toISOString()}::timestamptz, ${after.id})` : sql`true`;

/** One page of records in (datestamp, id) order, after the cursor; with their metadata and authors when asked. */
export async function listRecordRows(
  db: Db,
  filter: RecordFilter,
  after: { datestamp: Date; id: number } | null,
  limit: number,
  withMetadata: boolean,
): Promise<OaiRecordRow[] | OaiRecordMetadataRow[]> {
  const rows = await db
    .select(withMetadata ? metadataColumns : headerColumns)
    .from(papers)
    .leftJoin(journalIssues, eq(papers.issueId, journalIssues.id))
    .where(and(recordsWhere(filter), afterCursor(after)))
    .orderBy(asc(papers.metadataModifiedAt), asc(papers.id))
    .limit(limit);
  return rows as OaiRecordRow[] | OaiRecordMetadataRow[];
}

export async function countRecordRows(db: Db, filter: RecordFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(papers)
    .leftJoin(journalIssues, eq(papers.issueId, journalIssues.id))
    .where(recordsWhere(filter));
  return Number(row?.n ?? 0);
}

/** The record of one paper, or null when the paper is no record (never published, or gone). */
export async function findRecordRow(db: Db, paperId: number): Promise<OaiRecordMetadataRow | null> {
  const [row] = await db
    .select(metadataColumns)
    .from(papers)
    .leftJoin(journalIssues, eq(papers.issueId, journalIssues.id))
    .where(and(eq(papers.id, paperId), isRecord))
    .limit(1);
  return (row as OaiRecordMetadataRow | undefined) ?? null;
}

/** The earliest datestamp of any record (Identify); null while there is none. */
export async function findEarliestDatestamp(db: Db): Promise<Date | null> {
  const [row] = await db.select({ at: min(papers.metadataModifiedAt) }).from(papers).where(isRecord);
  return row?.at ? new Date(row.at) : null;
}

/** The published issues, oldest first: the issue sets. */
export function listIssueSetRows(db: Db): Promise<{ id: number; volume: number; number: number; year: number }[]> {
  return db
    .select({ id: journalIssues.id, volume: journalIssues.volume, number: journalIssues.number, year: journalIssues.year })
    .from(journalIssues)
    .where(eq(journalIssues.isPublished, true))
    .orderBy(asc(journalIssues.volume), asc(journalIssues.number), asc(journalIssues.id));
}

/** Every category name, in the journal's order: the category sets. */
export async function listCategoryNames(db: Db): Promise<string[]> {
  const rows = await db.select({ name: categories.name }).from(categories).orderBy(asc(categories.displayOrder), asc(categories.name));
  return rows.map((row) => row.name);
}

/** The first administrator's address: the Identify adminEmail when the office has entered none. */
export async function findFirstAdminEmail(db: Db): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.role, 'ADMIN')).orderBy(asc(users.id)).limit(1);
  return row?.email ?? null;
}

/** The database's current second: datestamps are written by its clock, so a list's end is read from it too. */
export async function findDatabaseSecond(db: Db): Promise<Date> {
  const [row] = await db.select({ at: sql<string>`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')` }).from(sql`(select 1) as one`);
  return new Date(row!.at);
}
