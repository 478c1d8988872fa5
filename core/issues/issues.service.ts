import { ISSUE_MESSAGES as M, type Issue, type IssueDetail, type VolumeGroup } from '../../contract/issues/issues.schema';
import { manuscriptFileName } from '../../contract/papers/papers.schema';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import {
  findLatestPublishedIssueRow,
  findPublishedIssueRow,
  findPublishedIssueRowByNumber,
  listPublishedIssueRows,
  listPublishedPaperRowsOfIssue,
  type IssueRow,
} from './issues.repo';

/**
 * The read side of journal issues (reading-side.md §2 "Archives", "Journal issues browser", §7
 * GET /issues): API routes, page loaders and feeds call these. Only published issues and their
 * published papers are public; anything else is 'not found' (DESIGN.md "API conventions").
 */

function toIssue(row: IssueRow): Issue {
  return {
    id: row.id,
    title: row.title,
    volume: row.volume,
    issue: row.number,
    issueNumber: row.number,
    year: row.year,
    publicationDate: row.publicationDate,
    description: row.description,
  };
}

/**
 * A cover is shown only from a path on this site: the pages' Content-Security-Policy allows
 * images from 'self' alone, and no javascript: or data: address reaches a page.
 */
function safeCoverUrl(url: string | null): string | null {
  const trimmed = url?.trim();
  return trimmed && /^\/(?![/\\])/.test(trimmed) ? trimmed : null;
}

async function withPapers(ctx: Ctx, row: IssueRow): Promise<IssueDetail> {
  const paperRows = await listPublishedPaperRowsOfIssue(ctx.db, row.id);
  return {
    ...toIssue(row),
    coverImageUrl: safeCoverUrl(row.coverImageUrl),
    coverWidth: safeCoverUrl(row.coverImageUrl) ? row.coverWidth : null,
    coverHeight: safeCoverUrl(row.coverImageUrl) ? row.coverHeight : null,
    papers: paperRows.map((p) => ({
      id: p.id,
      title: p.title,
      pages: p.pages,
      authors: p.authorNames.map((name) => ({ name })),
      keywords: p.keywords,
      doi: p.doi,
      category: p.category,
      manuscriptFileName: p.manuscriptMediaType ? manuscriptFileName(p.id, p.manuscriptMediaType) : null,
    })),
  };
}

/** GET /api/issues: published issues, newest publication date first (home takes the first). */
export async function listIssues(ctx: Ctx): Promise<Issue[]> {
  return (await listPublishedIssueRows(ctx.db)).map(toIssue);
}

/**
 * GET /api/issues/archives: volume groups, newest volume first, each with its issues in
 * number order; a volume's year is the year of its first issue.
 */
export async function listVolumeGroups(ctx: Ctx): Promise<VolumeGroup[]> {
  const rows = await listPublishedIssueRows(ctx.db);
  return groupByVolume(rows.map(toIssue));
}

export function groupByVolume(issues: Issue[]): VolumeGroup[] {
  const groups = new Map<number, Issue[]>();
  for (const issue of issues) groups.set(issue.volume, [...(groups.get(issue.volume) ?? []), issue]);
  return [...groups.entries()]
    .sort(([a], [b]) => b - a)
    .map(([volumeNumber, list]) => {
      const ordered = [...list].sort((a, b) => a.issueNumber - b.issueNumber || a.publicationDate.localeCompare(b.publicationDate));
      return {
        volumeNumber,
        year: Math.min(...ordered.map((i) => i.year)),
        issues: ordered.map((i) => ({ id: i.id, issueNumber: i.issueNumber, publicationDate: i.publicationDate })),
      };
    });
}

/** GET /api/issues/{id}: a published issue with its published papers. */
export async function requireIssue(ctx: Ctx, id: number): Promise<IssueDetail> {
  const row = await findPublishedIssueRow(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return withPapers(ctx, row);
}

/** GET /api/issues/{volume}/{number} and the /issues/8/2 links of the static pages. */
export async function requireIssueByNumber(ctx: Ctx, volume: number, number: number): Promise<IssueDetail> {
  const row = await findPublishedIssueRowByNumber(ctx.db, volume, number);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return withPapers(ctx, row);
}

/** The latest published issue (home "Current Issue Highlight"), or null when none is published. */
export async function getCurrentIssue(ctx: Ctx): Promise<Issue | null> {
  const row = await findLatestPublishedIssueRow(ctx.db);
  return row ? toIssue(row) : null;
}

/** GET /api/issues/current: the latest published issue with its papers. */
export async function requireCurrentIssue(ctx: Ctx): Promise<IssueDetail> {
  const row = await findLatestPublishedIssueRow(ctx.db);
  if (!row) throw new AppError('NOT_FOUND', M.noCurrentIssue);
  return withPapers(ctx, row);
}
