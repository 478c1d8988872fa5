import { Readable } from 'node:stream';
import { nextIssueDate } from '../../contract/journal/schedule';
import {
  FEATURED_COUNT,
  FEATURED_FROM_ISSUES,
  ISSUE_CSV_COLUMNS,
  issueFileName,
  type CurrentPublications,
  type UpcomingIssue,
} from '../../contract/publications/current-publications.schema';
import { formatLongDate } from '../../contract/format/long-date';
import { ISSUE_MESSAGES, type IssueDetail } from '../../contract/issues/issues.schema';
import type { Ctx } from '../context';
import { toCsv } from '../documents/csv';
import { getJournalIdentity } from '../settings/journal-settings.service';
import { renderTextPdf } from '../documents/text-pdf';
import { getCurrentIssue, requireCurrentIssue, requireIssue } from '../issues/issues.service';
import { listAuthorNamesOf } from '../issues/issues.repo';
import { findPreparedIssue, findPublishedIssuePdf, listMostDownloadedOfLatestIssues, readStatistics } from './publications.repo';

/**
 * /current-publications (acting-side.md §2, issue 15): everything from the database, so the page
 * says what the journal has really published, never the spec's static sample.
 */

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

async function upcomingIssue(ctx: Ctx): Promise<UpcomingIssue> {
  const now = ctx.clock();
  const prepared = await findPreparedIssue(ctx.db, isoDate(now));
  return prepared ? { source: 'prepared', ...prepared } : { source: 'schedule', expectedDate: isoDate(nextIssueDate(now)) };
}

/** GET /api/publications/current. */
export async function getCurrentPublications(ctx: Ctx): Promise<CurrentPublications> {
  const [latest, featuredRows, statistics, upcoming] = await Promise.all([
    getCurrentIssue(ctx).then((issue) => (issue ? requireCurrentIssue(ctx) : null)),
    listMostDownloadedOfLatestIssues(ctx.db, FEATURED_FROM_ISSUES, FEATURED_COUNT),
    readStatistics(ctx.db),
    upcomingIssue(ctx),
  ]);
  const names = await listAuthorNamesOf(
    ctx.db,
    featuredRows.map((row) => row.id),
  );
  return {
    latestIssue: latest ? { ...latest, hasIssuePdf: (await findPublishedIssuePdf(ctx.db, latest.id)) !== null } : null,
    featured: featuredRows.map((row) => ({ ...row, authors: (names.get(row.id) ?? []).map((name) => ({ name })) })),
    statistics,
    upcoming,
  };
}

const paperUrl = (ctx: Ctx, id: number) => new URL(`/paper/${id}`, ctx.settings.publicUrl).href;
const authorList = (paper: IssueDetail['papers'][number]) => paper.authors.map((author) => author.name).join('; ');

/** GET /api/issues/{id}/papers.csv: a published issue's papers, one row each (a well-kept CSV writer, formulas kept inert). */
export async function exportIssueCsv(ctx: Ctx, issueId: number): Promise<{ fileName: string; text: string }> {
  const issue = await requireIssue(ctx, issueId);
  const text = toCsv(
    ISSUE_CSV_COLUMNS,
    issue.papers.map((paper) => ({
      Title: paper.title,
      Authors: authorList(paper),
      Pages: paper.pages,
      DOI: paper.doi,
      URL: paperUrl(ctx, paper.id),
      Category: paper.category,
      Keywords: paper.keywords.join('; '),
    })),
  );
  return { fileName: issueFileName(issue, 'csv'), text };
}

/**
 * GET /api/issues/{id}/pdf: the issue's own PDF when the office uploaded one, else a table of
 * contents made from the database (title, authors, pages, DOI and address of every paper).
 */
export async function downloadIssuePdf(ctx: Ctx, issueId: number): Promise<{ stream: Readable; fileName: string; mediaType: string }> {
  const issue = await requireIssue(ctx, issueId);
  const own = await findPublishedIssuePdf(ctx.db, issueId);
  if (own && (await ctx.files.exists(own.sha256))) return { stream: ctx.files.open(own.sha256), fileName: issueFileName(issue, 'pdf'), mediaType: 'application/pdf' };
  const journal = await getJournalIdentity(ctx);
  const bytes = await renderTextPdf(
    {
      title: `${journal.name}: Volume ${issue.volume}, Issue ${issue.issue} (${issue.year})`,
      subtitle: `${issue.title}. Published ${formatLongDate(issue.publicationDate)}. Table of contents.`,
      author: `${journal.name}, ${journal.publisher}`,
      journal,
      blocks:
        issue.papers.length === 0
          ? [{ lines: [ISSUE_MESSAGES.noPapers] }]
          : issue.papers.map((paper) => ({
              heading: paper.title,
              lines: [authorList(paper), [paper.pages ? `Pages ${paper.pages}` : null, paper.doi ? `https://doi.org/${paper.doi}` : paperUrl(ctx, paper.id)].filter(Boolean).join('  ·  ')],
              muted: true,
            })),
      footer: `${journal.name} · Open access under CC BY 4.0 · ${new URL('/issues/' + issue.id, ctx.settings.publicUrl).href}`,
    },
    ctx.clock(),
  );
  return { stream: Readable.from(Buffer.from(bytes)), fileName: issueFileName(issue, 'contents'), mediaType: 'application/pdf' };
}
