import { z } from 'zod';
import { issueDetailSchema } from '../issues/issues.schema';

export { CURRENT_PUBLICATIONS_MESSAGES } from './current-publications.messages';

/**
 * /current-publications (acting-side.md §2, issue 15): the latest published issue and its papers,
 * featured articles, the journal's real statistics and the upcoming issue — from the database,
 * never the static "Volume 8 Issue 3" text.
 */

/** How many published issues the featured articles are drawn from, and how many are shown. */
export const FEATURED_FROM_ISSUES = 3;
export const FEATURED_COUNT = 4;

export const featuredArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  authors: z.array(z.object({ name: z.string() })),
  category: z.string(),
  downloads: z.number().int(),
  volume: z.number().int(),
  issue: z.number().int(),
  doi: z.string().nullable(),
});
export type FeaturedArticle = z.infer<typeof featuredArticleSchema>;

export const journalStatisticsSchema = z.object({
  publishedArticles: z.number().int(),
  publishedIssues: z.number().int(),
  downloads: z.number().int(),
  authors: z.number().int(),
});
export type JournalStatistics = z.infer<typeof journalStatisticsSchema>;

/**
 * The next issue: an issue the office has prepared (a draft with a date to come), or else the
 * journal's regular schedule's next date (volume and number unknown until the office sets them).
 */
export const upcomingIssueSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('prepared'), title: z.string(), volume: z.number().int(), issue: z.number().int(), expectedDate: z.string() }),
  z.object({ source: z.literal('schedule'), expectedDate: z.string() }),
]);
export type UpcomingIssue = z.infer<typeof upcomingIssueSchema>;

/** GET /api/publications/current. */
export const currentPublicationsSchema = z.object({
  latestIssue: issueDetailSchema
    .extend({
      /** The issue's own PDF when the office uploaded one; otherwise the download is a generated table of contents. */
      hasIssuePdf: z.boolean(),
    })
    .nullable(),
  featured: z.array(featuredArticleSchema),
  statistics: journalStatisticsSchema,
  upcoming: upcomingIssueSchema,
});
export type CurrentPublications = z.infer<typeof currentPublicationsSchema>;

/** The columns of an issue's CSV export (issue 15: the issue's papers with authors, pages, DOI, URL). */
export const ISSUE_CSV_COLUMNS = ['Title', 'Authors', 'Pages', 'DOI', 'URL', 'Category', 'Keywords'] as const;

/** Download names: volume-8-issue-3-articles.csv, volume-8-issue-3.pdf, volume-8-issue-3-contents.pdf. */
export const issueFileName = (issue: { volume: number; issue: number }, kind: 'csv' | 'pdf' | 'contents') =>
  `volume-${issue.volume}-issue-${issue.issue}${kind === 'csv' ? '-articles.csv' : kind === 'contents' ? '-contents.pdf' : '.pdf'}`;
