import type { Readable } from 'node:stream';
import { CITATION_MESSAGES } from '../../contract/citations/citations';
import { PAPER_MESSAGES as M } from '../../contract/papers/messages';
import { PUBLIC_PAPER_STATUS } from '../../contract/papers/paper-status';
import { publishedPdfFileName } from '../../contract/papers/paper-urls';
import { anonymousReviewerLabel, decidePaperAccess, type PaperAccess } from '../../contract/papers/paper-visibility.policy';
import type { PaperStatus } from '../../contract/papers/paper-status';
import type { PaperAppeal } from '../../contract/papers/papers.schema';
import { APPEAL_OUTCOME_LABELS, DECISION_LABELS } from '../../contract/papers/workflow/editorial-decisions';
import { AUTHOR_FACING_EVENTS, eventTitle } from '../../contract/papers/workflow/paper-events';
import { appealDeadline } from '../../contract/papers/workflow/paper-workflow.policy';
import { actionsFor, loadPaperState, reviewerNumbers, viewerOf, type PaperState } from '../workflow/paper-workflow';
import { findUsers, listDecisions, listEvents, listPaperAppeals } from '../workflow/workflow.repo';
import {
  SEARCH_DATE_YEARS,
  SEARCH_PAGE_SIZE,
  MAX_PAPER_ID,
  manuscriptFileName,
  versionFileName,
  type PaperDetail,
  type PaperPage,
  type PaperWorkflow,
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
  searchPublishedPapers as searchPublishedRows,
  type AuthorRow,
  type PaperRow,
  type PaperSummaryRow,
} from './papers.repo';
import type { UsageClient, UsageRecorder } from '../usage/usage.service';
import { annotatedFileName, REVIEW_MESSAGES } from '../../contract/reviews/review.schema';
import { findStoredFile } from '../reviews/reviews.repo';

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

function withAuthors(rows: PaperSummaryRow[], authors: AuthorRow[]): PaperSummary[] {
  return rows.map((row) =>
    toSummary(
      row,
      authors.filter((a) => a.paperId === row.id),
    ),
  );
}

/** Published papers, newest first (home 'Latest Publications'). */
export async function listPublishedPapers(ctx: Ctx, options: { limit: number }): Promise<PaperSummary[]> {
  const { rows, authors } = await searchPublishedRows(ctx.db, {}, { offset: 0, limit: options.limit });
  return withAuthors(rows, authors);
}

/** GET /api/papers: published papers, newest first, a page at a time. */
export async function listPublishedPapersPage(ctx: Ctx, query: { page: number; pageSize: number }): Promise<PaperPage> {
  const { rows, authors, total } = await searchPublishedRows(ctx.db, {}, { offset: (query.page - 1) * query.pageSize, limit: query.pageSize });
  return { items: withAuthors(rows, authors), page: query.page, pageSize: query.pageSize, total };
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
  const { rows, authors, total } = await searchPublishedRows(
    ctx.db,
    {
      text: query.query,
      category: query.category,
      publishedSince: query.date ? since(ctx.clock(), SEARCH_DATE_YEARS[query.date]) : undefined,
      author: query.author,
    },
    { offset: (query.page - 1) * SEARCH_PAGE_SIZE, limit: SEARCH_PAGE_SIZE },
  );
  return { items: withAuthors(rows, authors), page: query.page, pageSize: SEARCH_PAGE_SIZE, total };
}

const notFound = () => new AppError('NOT_FOUND', M.notFound);

/**
 * The paper and what this viewer may see of it, or NOT_FOUND (missing and invisible look the same).
 * An anonymous reader needs no workflow state: only the status decides (decision 0035).
 */
async function loadVisiblePaper(ctx: Ctx, id: number): Promise<{ row: PaperRow; authors: AuthorRow[]; access: PaperAccess; state: PaperState | null }> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_PAPER_ID) throw notFound();
  const row = await findPaperById(ctx.db, id);
  if (!row) throw notFound();
  const authorsRead = listAuthorsOf(ctx.db, [id]);
  const [authors, state] = await Promise.all([authorsRead, ctx.actor ? loadPaperState(ctx.db, id, ctx.actor, { lock: false, read: { paper: row.workflow, authors: authorsRead } }) : null]);
  const parties = state?.parties ?? { submitterId: row.submitterId, authorEmails: authors.map((a) => a.email), handlingEditorId: row.handlingEditorId, reviewerIds: [] };
  const access = decidePaperAccess({ status: row.status, ...parties }, viewerOf(ctx.actor));
  if (!access) throw notFound();
  return { row, authors, access, state };
}

type Decisions = Awaited<ReturnType<typeof listDecisions>>;

/** Completed reviews' comments to the author, 'Reviewer N': staff all, authors those of rounds a decision closed. */
function reviewCommentsFor(access: PaperAccess, state: PaperState | null, decisions: Decisions) {
  if (!state || access.reviewComments === 'none') return [];
  const released = new Set(decisions.map((d) => d.round));
  const numbers = reviewerNumbers(state);
  return state.assignments
    .filter((a) => a.status === 'COMPLETED' && (a.commentsToAuthor ?? '').trim() !== '' && (access.reviewComments === 'all' || released.has(a.round)))
    .map((a) => ({
      reviewer: anonymousReviewerLabel(numbers.get(a.reviewerId)!),
      date: (a.submittedAt ?? a.assignedAt).toISOString(),
      comments: a.commentsToAuthor ?? '',
      annotatedFileUrl: a.annotatedFileId !== null ? annotatedFileUrl(state.paper.id, a.round, numbers.get(a.reviewerId)!) : null,
    }));
}

/** Where authors and editors download a review's annotated file (decision 0041): by round and 'Reviewer N', never by who wrote it. */
const annotatedFileUrl = (paperId: number, round: number, reviewerNumber: number) => `/api/papers/${paperId}/rounds/${round}/reviews/${reviewerNumber}/annotated-file`;

async function timelineFor(ctx: Ctx, id: number, access: PaperAccess) {
  if (access.timeline === 'none') return [];
  const events = await listEvents(ctx.db, id);
  const full = access.timeline === 'full';
  return events
    .filter((event) => full || AUTHOR_FACING_EVENTS.has(event.kind))
    .map((event) => ({
      kind: event.kind,
      title: eventTitle(event.kind, event.decision),
      at: event.createdAt.toISOString(),
      fromStatus: (event.fromStatus as PaperStatus | null) ?? null,
      toStatus: (event.toStatus as PaperStatus | null) ?? null,
      actor: full && event.actorFirstName !== null ? `${event.actorFirstName} ${event.actorLastName}` : null,
      comments: full ? event.comments : null,
    }));
}

type AppealRows = Awaited<ReturnType<typeof listPaperAppeals>>;

/** Appeals and their outcome letters for authors and staff; who filed and the file for staff only. */
function appealsFor(access: PaperAccess, rows: AppealRows): PaperAppeal[] {
  if (!access.isAuthor && !access.isStaff) return [];
  return rows.map((row) => ({
    id: row.id,
    filedAt: row.createdAt.toISOString(),
    reasons: row.reasons,
    fileUrl: access.isStaff && row.fileId !== null ? `/api/editor/appeals/${row.id}/file` : null,
    appellant: access.isStaff && row.appellantFirstName !== null ? `${row.appellantFirstName} ${row.appellantLastName}` : null,
    status: row.status,
    outcome: row.status === 'open' ? null : APPEAL_OUTCOME_LABELS[row.status],
    decidedAt: row.decidedAt?.toISOString() ?? null,
    letter: row.status === 'open' ? null : row.outcomeLetter,
  }));
}

const sent = (assignment: { status: string }) => assignment.status === 'COMPLETED';

function workflowFor(ctx: Ctx, access: PaperAccess, state: PaperState | null, handler: { id: number; name: string } | null, appeals: AppealRows): PaperWorkflow {
  if (!state) return { actions: [], round: 0, appealDeadline: null, appeal: null, handlingEditor: null, reviews: [] };
  const actions = actionsFor(state, ctx.clock());
  const numbers = reviewerNumbers(state);
  const appealOpen = actions.includes('appeal') && state.lastDecision;
  return {
    actions,
    round: state.paper.reviewRound,
    appealDeadline: appealOpen ? appealDeadline(state.lastDecision!.createdAt).toISOString() : null,
    appeal: access.isAuthor || access.isStaff ? (appeals.find((a) => a.decisionId === state.lastDecision?.id)?.status ?? null) : null,
    handlingEditor: access.isStaff ? handler : null,
    reviews: access.isStaff
      ? state.assignments.map((a) => ({
          assignmentId: a.id,
          reviewer: `${a.reviewerFirstName} ${a.reviewerLastName}`,
          label: anonymousReviewerLabel(numbers.get(a.reviewerId)!),
          round: a.round,
          status: a.status,
          // A draft is the reviewer's own until it is sent (decision 0041): editors read sent reviews only.
          recommendation: sent(a) ? a.recommendation : null,
          commentsToAuthor: sent(a) ? a.commentsToAuthor : null,
          confidentialComments: sent(a) ? a.confidentialComments : null,
          assignedAt: a.assignedAt.toISOString(),
          responseDueAt: a.responseDueAt?.toISOString() ?? null,
          respondedAt: a.respondedAt?.toISOString() ?? null,
          dueAt: a.dueAt?.toISOString() ?? null,
          submittedAt: a.submittedAt?.toISOString() ?? null,
          declineReason: a.declineReason,
          suggestedReviewer: a.suggestedReviewerName !== null ? { name: a.suggestedReviewerName, email: a.suggestedReviewerEmail ?? '' } : null,
          competingInterests: sent(a) ? a.competingInterests : null,
          conflictOverride: a.conflictOverride,
          rating: a.rating,
          annotatedFileUrl: a.status === 'COMPLETED' && a.annotatedFileId !== null ? annotatedFileUrl(state.paper.id, a.round, numbers.get(a.reviewerId)!) : null,
        }))
      : [],
  };
}

/** GET /api/papers/{id} and the /paper/{id} page. */
export async function getPaperForViewer(ctx: Ctx, id: number): Promise<PaperDetail> {
  const { row, authors, access, state } = await loadVisiblePaper(ctx, id);
  const privileged = access.isAuthor || access.isStaff;
  const [versions, decisions, timeline, handlers, appeals] = await Promise.all([
    access.showVersions ? listVersions(ctx.db, id) : [],
    state && access.reviewComments !== 'none' ? listDecisions(ctx.db, id) : [],
    timelineFor(ctx, id, access),
    access.isStaff && row.handlingEditorId ? findUsers(ctx.db, [row.handlingEditorId]) : [],
    privileged && state ? listPaperAppeals(ctx.db, id) : [],
  ]);
  const summary = toSummary(row, authors);
  const hasManuscript = access.canDownload && row.manuscriptSha256 !== null;
  const handler = handlers[0] ? { id: handlers[0].id, name: `${handlers[0].firstName} ${handlers[0].lastName}` } : null;
  const workflow = workflowFor(ctx, access, state, handler, appeals);
  return {
    ...summary,
    views: row.viewCount,
    authors: access.showAuthors
      ? authors.map((a) => ({
          name: a.name,
          affiliation: a.affiliation,
          isPrimaryContact: a.isPrimaryContact,
          orcid: a.orcid,
          email: access.showAllAuthorEmails || a.isPrimaryContact ? a.email : null,
        }))
      : [],
    status: row.status,
    articleType: row.articleType,
    licenceAcceptedAt: access.showDeclarations ? (row.licenceAcceptedAt?.toISOString() ?? null) : null,
    fundingInfo: access.showFundingAndAcknowledgments ? row.fundingInfo : null,
    acknowledgments: access.showFundingAndAcknowledgments ? row.acknowledgments : null,
    coverLetter: access.showCoverLetter ? row.coverLetter : null,
    ethicsStatement: access.showDeclarations ? row.ethicsStatement : null,
    conflictOfInterest: access.showDeclarations ? row.conflictOfInterest : null,
    hasManuscript,
    manuscriptFileName: hasManuscript && row.manuscriptMediaType ? manuscriptFileName(id, row.manuscriptMediaType) : null,
    reviewComments: reviewCommentsFor(access, state, decisions),
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
      isReviewer: access.isReviewer,
      showStatus: access.showStatus,
      canDownload: access.canDownload,
      canSubmitRevision: workflow.actions.includes('revise'),
      showDashboardLink: access.showDashboardLink,
    },
    timeline,
    decisions: privileged
      ? decisions.map((d) => ({ decision: d.decision, label: DECISION_LABELS[d.decision], round: d.round, at: d.createdAt.toISOString(), letter: d.letter }))
      : [],
    appeals: appealsFor(access, appeals),
    workflow,
  };
}

/**
 * The paper a citation is made of (decision 0044): who may see it is decided as for GET
 * /api/papers/{id} (missing and invisible are the same 404); only a published paper is cited,
 * since an unpublished one has no volume, date or public address to cite yet.
 */
export async function getCitablePaper(ctx: Ctx, id: number): Promise<PaperSummary> {
  const { row, authors } = await loadVisiblePaper(ctx, id);
  if (row.status !== PUBLIC_PAPER_STATUS) throw new AppError('CONFLICT', CITATION_MESSAGES.notPublished);
  return toSummary(row, authors);
}

export interface ManuscriptDownload {
  stream: Readable;
  fileName: string;
  mediaType: string;
}

/** A download's answer to GET (with the stream) or HEAD (without; nothing is opened or counted). */
export interface CountedDownload extends Omit<ManuscriptDownload, 'stream'> {
  stream: Readable | null;
  sizeBytes?: number;
}

/** Who is downloading, for counting: the caller's address and user agent (the account, when signed in, is in ctx). */
export interface DownloadClient extends UsageClient {
  usage: UsageRecorder;
}

/** The manuscript (or galley) this viewer may download, or the reason they may not. */
async function visibleManuscript(ctx: Ctx, id: number) {
  const { row, access } = await loadVisiblePaper(ctx, id);
  // A reviewer's anonymised view has no file of the authors' (decision 0035): for them there is no such download.
  if (!access.canDownload) throw notFound();
  if (!row.manuscriptSha256 || !row.manuscriptMediaType) throw new AppError('NOT_FOUND', M.noManuscript);
  if (!(await ctx.files.exists(row.manuscriptSha256))) throw new AppError('NOT_FOUND', M.noManuscript);
  return { id, status: row.status, title: row.title, sha256: row.manuscriptSha256, mediaType: row.manuscriptMediaType, sizeBytes: row.manuscriptSizeBytes ?? undefined };
}

/**
 * A published paper's download is counted on the COUNTER rules (decision 0059: no robots, a
 * double-click within 30 seconds once; the event and papers.download_count in one transaction).
 * Downloads by authors and editors of unpublished work are not reader usage (decision 0007); a
 * HEAD (client null) only asks.
 */
async function countDownload(ctx: Ctx, file: { id: number; status: string }, client: DownloadClient | null): Promise<void> {
  if (!client || file.status !== PUBLIC_PAPER_STATUS) return;
  await client.usage.record(ctx, { paperId: file.id, kind: 'download', client });
}

/**
 * GET /api/papers/{id}/download (reading-side.md §6, §7): the download rule of the policy, the
 * download counted (countDownload). HEAD passes no client: the same answer, nothing counted.
 */
export async function downloadManuscript(ctx: Ctx, id: number, client: DownloadClient | null): Promise<CountedDownload> {
  const file = await visibleManuscript(ctx, id);
  await countDownload(ctx, file, client);
  return { stream: client ? ctx.files.open(file.sha256) : null, fileName: manuscriptFileName(id, file.mediaType), mediaType: file.mediaType, sizeBytes: file.sizeBytes };
}

/**
 * GET /paper/{id}/pdf (issue 16): a published article's PDF at its public, crawlable address, as
 * an anonymous reader gets it whoever asks (the address is the same for everyone, so Google
 * Scholar's citation_pdf_url may point at it), under a file name a reader recognises. Null when
 * the paper is not published or its file is not a PDF. Counted like the API download.
 */
export async function downloadPublishedPdf(ctx: Ctx, id: number, client: DownloadClient | null): Promise<CountedDownload | null> {
  const reader: Ctx = { ...ctx, actor: null };
  const file = await visibleManuscript(reader, id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  });
  if (!file || file.status !== PUBLIC_PAPER_STATUS || file.mediaType !== 'application/pdf') return null;
  await countDownload(reader, file, client);
  return { stream: client ? ctx.files.open(file.sha256) : null, fileName: publishedPdfFileName(id, file.title), mediaType: file.mediaType, sizeBytes: file.sizeBytes };
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

/**
 * GET /api/papers/{id}/rounds/{round}/reviews/{n}/annotated-file: the annotated file of a completed
 * review, as 'Reviewer n' sent it in that round, its metadata removed when it was received (decision
 * 0041). Staff always; authors once a decision has closed the round (the rule of the review
 * comments, decision 0035); nobody else.
 */
export async function downloadAnnotatedFile(ctx: Ctx, id: number, round: number, reviewerNumber: number): Promise<ManuscriptDownload> {
  const { access, state } = await loadVisiblePaper(ctx, id);
  const none = () => new AppError('NOT_FOUND', REVIEW_MESSAGES.noAnnotatedFile);
  if (!state || access.reviewComments === 'none') throw none();
  if (access.reviewComments === 'released' && !(await listDecisions(ctx.db, id)).some((d) => d.round === round)) throw none();
  const numbers = reviewerNumbers(state);
  const review = state.assignments.find((a) => a.round === round && a.status === 'COMPLETED' && numbers.get(a.reviewerId) === reviewerNumber && a.annotatedFileId !== null);
  const file = review ? await findStoredFile(ctx.db, review.annotatedFileId!) : null;
  if (!file || !(await ctx.files.exists(file.sha256))) throw none();
  return { stream: ctx.files.open(file.sha256), fileName: annotatedFileName(id, round, reviewerNumber, file.mediaType), mediaType: file.mediaType };
}

/** GET /api/categories: the names, in their display order. */
export function listCategories(ctx: Ctx): Promise<string[]> {
  return listCategoryNames(ctx.db);
}
