import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PUBLIC_PAPER_STATUS } from '../../contract/papers/paper-status';
import type { Db } from '../../db/client';
import { categories, journalIssues, paperAuthors, papers, reviewAssignments, storedFiles, usageEvents } from '../../db/schema';

/** SQL of the read side of papers (the only file here that touches Drizzle; STYLE.md "Data"). */

const summaryColumns = {
  id: papers.id,
  title: papers.title,
  abstract: papers.abstract,
  keywords: papers.keywords,
  category: papers.category,
  pages: papers.pages,
  doi: papers.doi,
  publishedAt: papers.publishedAt,
  submittedAt: papers.submittedAt,
  downloadCount: papers.downloadCount,
  citationCount: papers.citationCount,
  issueId: journalIssues.id,
  issueVolume: journalIssues.volume,
  issueNumber: journalIssues.number,
  issueYear: journalIssues.year,
};

/** Only a published issue's volume and number are public. */
const publishedIssue = and(eq(papers.issueId, journalIssues.id), eq(journalIssues.isPublished, true));

export type PaperSummaryRow = {
  id: number;
  title: string;
  abstract: string;
  keywords: string[];
  category: string;
  pages: string | null;
  doi: string | null;
  publishedAt: Date | null;
  submittedAt: Date;
  downloadCount: number;
  citationCount: number;
  issueId: number | null;
  issueVolume: number | null;
  issueNumber: number | null;
  issueYear: number | null;
};

export interface PublishedPaperFilter {
  /** Free text for websearch_to_tsquery('english', …). */
  text?: string;
  category?: string;
  publishedSince?: Date;
  /** Part of an author's name. */
  author?: string;
}

const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Published papers matching the filter, best first (DESIGN.md "Search"): the weighted
 * search_vector ranked by ts_rank_cd, with a title match always above a keyword or author
 * match, and those above an abstract-only match (ts_filter keeps one weight's lexemes);
 * without text, newest first.
 */
export async function searchPublishedPapers(db: Db, filter: PublishedPaperFilter, page: { offset: number; limit: number }) {
  const query = filter.text ? sql`websearch_to_tsquery('english', ${filter.text})` : null;
  const conditions: SQL[] = [eq(papers.status, PUBLIC_PAPER_STATUS)];
  if (query) conditions.push(sql`${papers.searchVector} @@ ${query}`);
  if (filter.category) conditions.push(eq(papers.category, filter.category));
  if (filter.publishedSince) conditions.push(sql`${papers.publishedAt} >= ${filter.publishedSince.toISOString()}`);
  if (filter.author) conditions.push(sql`${papers.authorNames} ilike ${`%${likeEscape(filter.author)}%`}`);
  const where = and(...conditions);

  const order: SQL[] = [];
  if (query) {
    // Tiers by where the whole query matches (title 2, keywords/authors 1, both 3), then
    // ts_rank_cd normalised into [0, 1) within a tier: many abstract mentions never outrank a title.
    order.push(
      sql`(case when ts_filter(${papers.searchVector}, '{a}') @@ ${query} then 2 else 0 end) + (case when ts_filter(${papers.searchVector}, '{b}') @@ ${query} then 1 else 0 end) + ts_rank_cd(${papers.searchVector}, ${query}, 32) desc`,
    );
  }
  order.push(sql`${papers.publishedAt} desc nulls last`, desc(papers.id));

  const rows = await db
    .select({ ...summaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(papers)
    .leftJoin(journalIssues, publishedIssue)
    .where(where)
    .orderBy(...order)
    .offset(page.offset)
    .limit(page.limit);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.offset > 0) {
    const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(papers).where(where);
    total = row?.n ?? 0;
  }
  return { rows: rows.map(({ total: _total, ...row }) => row as PaperSummaryRow), total };
}

export async function listAuthorsOf(db: Db, paperIds: number[]) {
  if (paperIds.length === 0) return [];
  return db
    .select({
      paperId: paperAuthors.paperId,
      name: paperAuthors.name,
      email: paperAuthors.email,
      affiliation: paperAuthors.affiliation,
      orcid: paperAuthors.orcid,
      isPrimaryContact: paperAuthors.isPrimaryContact,
    })
    .from(paperAuthors)
    .where(inArray(paperAuthors.paperId, paperIds))
    .orderBy(asc(paperAuthors.paperId), asc(paperAuthors.position));
}
export type AuthorRow = Awaited<ReturnType<typeof listAuthorsOf>>[number];

/** One paper in any status, with what the paper page and the download need. */
export async function findPaperById(db: Db, id: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      status: papers.status,
      submitterId: papers.submitterId,
      fundingInfo: papers.fundingInfo,
      coverLetter: papers.coverLetter,
      ethicsStatement: papers.ethicsStatement,
      conflictOfInterest: papers.conflictOfInterest,
      acknowledgments: papers.acknowledgments,
      manuscriptSha256: storedFiles.sha256,
      manuscriptMediaType: storedFiles.mediaType,
    })
    .from(papers)
    .leftJoin(journalIssues, publishedIssue)
    .leftJoin(storedFiles, eq(storedFiles.id, papers.manuscriptFileId))
    .where(eq(papers.id, id))
    .limit(1);
  return row ?? null;
}
export type PaperRow = NonNullable<Awaited<ReturnType<typeof findPaperById>>>;

/** Completed reviews with comments for the author, in the order the reviewers were assigned. */
export async function listReviewComments(db: Db, paperId: number) {
  return db
    .select({ comments: reviewAssignments.commentsToAuthor, submittedAt: reviewAssignments.submittedAt, assignedAt: reviewAssignments.assignedAt })
    .from(reviewAssignments)
    .where(
      and(
        eq(reviewAssignments.paperId, paperId),
        eq(reviewAssignments.status, 'COMPLETED'),
        sql`coalesce(btrim(${reviewAssignments.commentsToAuthor}), '') <> ''`,
      ),
    )
    .orderBy(asc(reviewAssignments.assignedAt), asc(reviewAssignments.id));
}

/** Counts one download: the paper's counter and a usage_events row (call inside a transaction). */
export async function recordDownload(db: Db, paperId: number, at: Date): Promise<void> {
  await db
    .update(papers)
    .set({ downloadCount: sql`${papers.downloadCount} + 1` })
    .where(eq(papers.id, paperId));
  await db.insert(usageEvents).values({ paperId, kind: 'download', at });
}

export async function listCategoryNames(db: Db): Promise<string[]> {
  const rows = await db.select({ name: categories.name }).from(categories).orderBy(asc(categories.displayOrder), asc(categories.name));
  return rows.map((row) => row.name);
}
