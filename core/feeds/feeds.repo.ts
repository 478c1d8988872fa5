import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { PUBLIC_PAPER_STATUS } from '../../contract/papers/paper-status';
import type { Db } from '../../db/client';
import { papers } from '../../db/schema';

/** SQL of the feeds and the sitemap (the only file here that touches Drizzle; STYLE.md "Data"). */

const feedColumns = {
  id: papers.id,
  title: papers.title,
  abstract: papers.abstract,
  keywords: papers.keywords,
  category: papers.category,
  doi: papers.doi,
  /** Kept equal to the authors' names joined with ', ' by whoever writes authors. */
  authorNames: papers.authorNames,
  /** Each author's name in byline order (one dc:creator each). */
  authors: sql<string[]>`coalesce((select array_agg(pa.name order by pa.position) from paper_authors pa where pa.paper_id = "papers"."id"), '{}')`,
  publishedAt: papers.publishedAt,
  submittedAt: papers.submittedAt,
};

export type FeedPaperRow = {
  id: number;
  title: string;
  abstract: string;
  keywords: string[];
  category: string;
  doi: string | null;
  authorNames: string;
  authors: string[];
  publishedAt: Date | null;
  submittedAt: Date;
};

const isPublished = eq(papers.status, PUBLIC_PAPER_STATUS);

/** The newest published papers (uses papers_status_published_idx). */
export function listLatestPublishedPaperRows(db: Db, limit: number): Promise<FeedPaperRow[]> {
  return db
    .select(feedColumns)
    .from(papers)
    .where(isPublished)
    .orderBy(desc(papers.publishedAt), desc(papers.id))
    .limit(limit);
}

export function listPublishedPaperRowsOfIssueForFeed(db: Db, issueId: number): Promise<FeedPaperRow[]> {
  return db
    .select(feedColumns)
    .from(papers)
    .where(and(isPublished, eq(papers.issueId, issueId)))
    .orderBy(asc(papers.id));
}

export async function countPublishedPapers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(papers).where(isPublished);
  return Number(row?.n ?? 0);
}

/** A slice of the published papers in id order, for one sitemap file. */
export function listPublishedPaperSitemapRows(db: Db, offset: number, limit: number): Promise<{ id: number; updatedAt: Date }[]> {
  return db
    .select({ id: papers.id, updatedAt: papers.updatedAt })
    .from(papers)
    .where(isPublished)
    .orderBy(asc(papers.id))
    .offset(offset)
    .limit(limit);
}
