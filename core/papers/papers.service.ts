import type { ReadStream } from 'node:fs';
import { PAPER_MESSAGES as M } from '../../contract/papers/messages';
import { PUBLIC_PAPER_STATUS } from '../../contract/papers/paper-status';
import { anonymousReviewerLabel, decidePaperAccess, type PaperAccess } from '../../contract/papers/paper-visibility.policy';
import {
  SEARCH_DATE_YEARS,
  SEARCH_PAGE_SIZE,
  MAX_PAPER_ID,
  manuscriptFileName,
  versionFileName,
  type PaperDetail,
  type PaperPage,
  type PaperSearchQuery,
  type PaperSummary,
} from '../../contract/papers/papers.schema';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { listVersions } from './submission.repo';
import {
  findPaperById,
  listAuthorsOf,
  listCategoryNames,
  listReviewComments,
  recordDownload,
  searchPublishedPapers as searchPublishedRows,
  type AuthorRow,
  type PaperRow,
  type PaperSummaryRow,
} from './papers.repo';
import type { RecentDownloads } from './recent-downloads';

/**
 * The read side of papers (reading-side.md §2 "Paper detail", "Paper search", §6, §7): the API
 * routes and the page loaders both call these; visibility is decided only by decidePaperAccess.
 */

function toSummary(row: PaperSummaryRow, authors: AuthorRow[]): PaperSummary {
  return {
    id: row.id,
    title: row.title,
    authors: authors.map((a) => ({ name: a.name, affiliation: a.affiliation, isPrimaryContact: a.isPrimaryContact, orcid: a.orcid })),
    abstract: row.abstract,
    keywords: row.keywords,
    category: row.category,
    volume: row.issueVolume,
    issue: row.issueNumber,
    issueId: row.issueId,
    year: row.issueYear ?? row.publishedAt?.getUTCFullYear() ?? null,
    pages: row.pages,
    doi: row.doi,
    publicationDate: row.publishedAt?.toISOString() ?? null,
    submissionDate: row.submittedAt.toISOString(),
    downloadCount: row.downloadCount,
    citations: row.citationCount,
  };
}

async function withAuthors(ctx: Ctx, rows: PaperSummaryRow[]): Promise<PaperSummary[]> {
  const authors = await listAuthorsOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toSummary(
      row,
      authors.filter((a) => a.paperId === row.id),
    ),
  );
}

/** Published papers, newest first (home 'Latest Publications'). */
export async function listPublishedPapers(ctx: Ctx, options: { limit: number }): Promise<PaperSummary[]> {
  const { rows } = await searchPublishedRows(ctx.db, {}, { offset: 0, limit: options.limit });
  return withAuthors(ctx, rows);
}

/** GET /api/papers: published papers, newest first, a page at a time. */
export async function listPublishedPapersPage(ctx: Ctx, query: { page: number; pageSize: number }): Promise<PaperPage> {
  const { rows, total } = await searchPublishedRows(ctx.db, {}, { offset: (query.page - 1) * query.pageSize, limit: query.pageSize });
  return { items: await withAuthors(ctx, rows), page: query.page, pageSize: query.pageSize, total };
}

/** The start of a 'last N years' range, from the service clock. */
function since(now: Date, years: number): Date {
  const start = new Date(now);
  start.setUTCFullYear(start.getUTCFullYear() - years);
  return start;
}

/**
 * reading-side.md §2 "Paper search" and §7 GET /papers/search: published papers only, ranked
 * full-text search (title above keywords and authors above abstract), category, date range
 * and author filters, pages of 10. Without text, newest first.
 */
export async function searchPublishedPapers(ctx: Ctx, query: PaperSearchQuery): Promise<PaperPage> {
  const { rows, total } = await searchPublishedRows(
    ctx.db,
    {
      text: query.query,
      category: query.category,
      publishedSince: query.date ? since(ctx.clock(), SEARCH_DATE_YEARS[query.date]) : undefined,
      author: query.author,
    },
    { offset: (query.page - 1) * SEARCH_PAGE_SIZE, limit: SEARCH_PAGE_SIZE },
  );
  return { items: await withAuthors(ctx, rows), page: query.page, pageSize: SEARCH_PAGE_SIZE, total };
}

const notFound = () => new AppError('NOT_FOUND', M.notFound);

/** The paper and what this viewer may see of it, or NOT_FOUND (missing and invisible look the same). */
async function loadVisiblePaper(ctx: Ctx, id: number): Promise<{ row: PaperRow; authors: AuthorRow[]; access: PaperAccess }> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_PAPER_ID) throw notFound();
  const row = await findPaperById(ctx.db, id);
  if (!row) throw notFound();
  const authors = await listAuthorsOf(ctx.db, [id]);
  const access = decidePaperAccess(
    { status: row.status, submitterId: row.submitterId, authorEmails: authors.map((a) => a.email) },
    ctx.actor ? { id: ctx.actor.id, role: ctx.actor.role, email: ctx.actor.email, emailVerified: ctx.actor.emailVerified } : null,
  );
  if (!access) throw notFound();
  return { row, authors, access };
}

/** GET /api/papers/{id} and the /paper/{id} page. */
export async function getPaperForViewer(ctx: Ctx, id: number): Promise<PaperDetail> {
  const { row, authors, access } = await loadVisiblePaper(ctx, id);
  const [reviews, versions] = await Promise.all([
    access.showReviewComments ? listReviewComments(ctx.db, id) : [],
    access.showVersions ? listVersions(ctx.db, id) : [],
  ]);
  const summary = toSummary(row, authors);
  const hasManuscript = access.canDownload && row.manuscriptSha256 !== null;
  return {
    ...summary,
    authors: authors.map((a) => ({
      name: a.name,
      affiliation: a.affiliation,
      isPrimaryContact: a.isPrimaryContact,
      orcid: a.orcid,
      email: access.showAllAuthorEmails || a.isPrimaryContact ? a.email : null,
    })),
    status: row.status,
    fundingInfo: access.showFundingAndAcknowledgments ? row.fundingInfo : null,
    acknowledgments: access.showFundingAndAcknowledgments ? row.acknowledgments : null,
    coverLetter: access.showCoverLetter ? row.coverLetter : null,
    ethicsStatement: access.showDeclarations ? row.ethicsStatement : null,
    conflictOfInterest: access.showDeclarations ? row.conflictOfInterest : null,
    hasManuscript,
    manuscriptFileName: hasManuscript && row.manuscriptMediaType ? manuscriptFileName(id, row.manuscriptMediaType) : null,
    reviewComments: reviews.map((review, index) => ({
      reviewer: anonymousReviewerLabel(index + 1),
      date: (review.submittedAt ?? review.assignedAt).toISOString(),
      comments: review.comments ?? '',
    })),
    versions: versions.map((v) => ({
      version: v.version,
      submittedAt: v.createdAt.toISOString(),
      fileName: v.mediaType ? versionFileName(id, v.version, v.mediaType) : null,
      sizeBytes: v.sizeBytes,
    })),
    access: {
      isAuthor: access.isAuthor,
      isOwner: access.isOwner,
      isStaff: access.isStaff,
      showStatus: access.showStatus,
      canDownload: access.canDownload,
      canSubmitRevision: access.canSubmitRevision,
      showDashboardLink: access.showDashboardLink,
    },
  };
}

export interface ManuscriptDownload {
  stream: ReadStream;
  fileName: string;
  mediaType: string;
}

/** Who is downloading, for counting: the caller's address (the account, when signed in, is in ctx). */
export interface DownloadClient {
  address: string;
  recentDownloads: RecentDownloads;
}

/**
 * GET /api/papers/{id}/download (reading-side.md §6, §7): the download rule of the policy; a
 * published paper's download is counted (papers.download_count and a usage_events row, in one
 * transaction), at most once per client and paper in 30 seconds so repeated GETs do not inflate
 * it: the client is the account when signed in, else the address. Downloads by authors and
 * editors of unpublished work are not reader usage (decision 0007).
 */
export async function downloadManuscript(ctx: Ctx, id: number, client: DownloadClient): Promise<ManuscriptDownload> {
  const { row, access } = await loadVisiblePaper(ctx, id);
  if (!access.canDownload || !row.manuscriptSha256 || !row.manuscriptMediaType) throw new AppError('NOT_FOUND', M.noManuscript);
  if (!(await ctx.files.exists(row.manuscriptSha256))) throw new AppError('NOT_FOUND', M.noManuscript);
  if (row.status === PUBLIC_PAPER_STATUS) {
    const at = ctx.clock();
    const key = ctx.actor ? `account:${ctx.actor.id}` : `address:${client.address}`;
    if (client.recentDownloads.isNew(key, id, at)) await ctx.db.transaction((tx) => recordDownload(tx, id, at));
  }
  return {
    stream: ctx.files.open(row.manuscriptSha256),
    fileName: manuscriptFileName(id, row.manuscriptMediaType),
    mediaType: row.manuscriptMediaType,
  };
}

/**
 * GET /api/papers/{id}/versions/{version}/download: any version's manuscript, for those who see
 * the version history (authors and staff). Not a reader's download, so not counted.
 */
export async function downloadVersion(ctx: Ctx, id: number, version: number): Promise<ManuscriptDownload> {
  const { access } = await loadVisiblePaper(ctx, id);
  const file = access.showVersions ? (await listVersions(ctx.db, id)).find((v) => v.version === version) : undefined;
  if (!file?.sha256 || !file.mediaType || !(await ctx.files.exists(file.sha256))) throw new AppError('NOT_FOUND', M.noManuscript);
  return { stream: ctx.files.open(file.sha256), fileName: versionFileName(id, version, file.mediaType), mediaType: file.mediaType };
}

/** GET /api/categories: the names, in their display order. */
export function listCategories(ctx: Ctx): Promise<string[]> {
  return listCategoryNames(ctx.db);
}
