import type { Announcement } from '../../contract/announcements/announcements.schema';
import type { Issue } from '../../contract/issues/issues.schema';
import { listLatestAnnouncements } from '../announcements/announcements.service';
import type { Ctx } from '../context';
import { listPublishedIssueRows } from '../issues/issues.repo';
import { getCurrentIssue } from '../issues/issues.service';
import {
  countPublishedPapers,
  listLatestPublishedPaperRows,
  listPublishedPaperRowsOfIssueForFeed,
  listPublishedPaperSitemapRows,
  type FeedPaperRow,
} from './feeds.repo';

/**
 * What the RSS feeds and the sitemap publish (reading-side.md §2 "Information for readers" RSS
 * links; DESIGN.md "The shape": /rss/*, /sitemap.xml). Only published papers and issues.
 */

export const LATEST_ARTICLES_COUNT = 20;
export const FEED_ANNOUNCEMENTS_COUNT = 30;
/** The sitemap protocol allows 50,000 addresses a file. */
export const SITEMAP_MAX_URLS = 50_000;

export type FeedPaper = FeedPaperRow;

export function listLatestArticles(ctx: Ctx): Promise<FeedPaper[]> {
  return listLatestPublishedPaperRows(ctx.db, LATEST_ARTICLES_COUNT);
}

/** The latest published issue and its published papers; null when no issue is published. */
export async function getCurrentIssueArticles(ctx: Ctx): Promise<{ issue: Issue; papers: FeedPaper[] } | null> {
  const issue = await getCurrentIssue(ctx);
  if (!issue) return null;
  return { issue, papers: await listPublishedPaperRowsOfIssueForFeed(ctx.db, issue.id) };
}

export function listFeedAnnouncements(ctx: Ctx): Promise<Announcement[]> {
  return listLatestAnnouncements(ctx, FEED_ANNOUNCEMENTS_COUNT);
}

export interface SitemapEntry {
  /** A path on this site, starting with '/'. */
  path: string;
  lastmod?: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** Published issues, newest first; lastmod is the later of the publication date and the last change to the issue record. */
export async function listIssueSitemapEntries(ctx: Ctx): Promise<{ entries: SitemapEntry[]; latest: string | undefined }> {
  const rows = await listPublishedIssueRows(ctx.db);
  const entries = rows.map((row) => {
    const updated = day(row.updatedAt);
    return { path: `/issues/${row.id}`, lastmod: updated > row.publicationDate ? updated : row.publicationDate };
  });
  const latest = entries.map((e) => e.lastmod).sort().at(-1);
  return { entries, latest };
}

export function countSitemapPapers(ctx: Ctx): Promise<number> {
  return countPublishedPapers(ctx.db);
}

/** One file's worth of published papers (file 1 is the first SITEMAP_MAX_URLS, and so on). */
export async function listPaperSitemapEntries(ctx: Ctx, offset: number, limit: number): Promise<SitemapEntry[]> {
  const rows = await listPublishedPaperSitemapRows(ctx.db, offset, limit);
  return rows.map((row) => ({ path: `/paper/${row.id}`, lastmod: day(row.updatedAt) }));
}
