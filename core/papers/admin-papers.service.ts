import {
  ADMIN_PAPER_CATEGORIES,
  ADMIN_PAPER_MESSAGES as M,
  adminPaperFormSchema,
  type AdminPaperAuthor,
  type AdminPaperDeleted,
  type AdminPaperForm,
  type AdminPaperPage,
  type AdminPaperRow,
  type AdminPaperSaved,
  type AdminPapersQuery,
} from '../../contract/papers/admin-papers.schema';
import { EDITOR_DESK_MESSAGES } from '../../contract/editor-desk/editor-desk.messages';
import { splitKeywords } from '../../contract/papers/submission.schema';
import type { PaperStatus } from '../../contract/papers/paper-status';
import type { Db } from '../../db/client';
import { requireActor, type Actor, type Ctx } from '../context';
import { AppError } from '../errors';
import { detectManuscriptType, MANUSCRIPT_MEDIA_TYPES } from '../files/manuscript-type';
import { listAuthorsOf, type AuthorRow } from './papers.repo';
import { deletePaperRow, findAdminPaperRow, findIssueByNumber, listAdminPaperPage, type AdminPaperDbRow } from './admin-papers.repo';
import type { ManuscriptUpload } from './submission.service';
import { ensureCategory, insertEvent, insertPaper, insertStoredFile, insertVersion, replaceAuthors, updatePaper } from './submission.repo';
import { issueInvoiceOnAcceptance } from '../invoices/invoices.service';
import { requireAllowed, requireVisiblePaper } from '../workflow/paper-workflow';
import { isDoiTaken } from '../workflow/workflow.repo';

/**
 * The admin dashboard's Papers tab (acting-side.md §2, §3, §4, §5, §7; decision 0050): an admin
 * adds, edits and deletes papers. A status set here goes through the workflow policy's
 * overrideStatus (its target checked as publishing would be) and is recorded as an event with the
 * admin as actor. Files before rows (decision 0022): a manuscript is kept before the transaction.
 */

const PDF = MANUSCRIPT_MEDIA_TYPES.pdf;
/** Admin categories sort after the submission categories in the categories table. */
const ADMIN_CATEGORY_ORDER_BASE = 100;

function toRow(row: AdminPaperDbRow, authors: AuthorRow[]): AdminPaperRow {
  return {
    id: row.id,
    title: row.title,
    authors: authors.filter((a) => a.paperId === row.id).map(({ name, email, affiliation }) => ({ name, email, affiliation })),
    category: row.category,
    abstract: row.abstract,
    keywords: row.keywords,
    doi: row.doi,
    volume: row.volume,
    issue: row.issue,
    year: row.year ?? (row.publishedAt ?? row.submittedAt).getUTCFullYear(),
    pages: row.pages,
    status: row.status,
    hasManuscript: row.manuscriptFileId !== null,
    submittedAt: row.submittedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    downloads: row.downloads,
    citations: row.citations,
  };
}

/** GET /api/admin/papers. */
export async function listAdminPapers(ctx: Ctx, query: AdminPapersQuery): Promise<AdminPaperPage> {
  const { rows, total } = await listAdminPaperPage(ctx.db, query);
  const authors = await listAuthorsOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toRow(row, authors)), page: query.page, pageSize: query.pageSize, total };
}

async function loadRow(db: Db, id: number): Promise<AdminPaperRow> {
  const row = (await findAdminPaperRow(db, id))!;
  return toRow(row, await listAuthorsOf(db, [id]));
}

/** The manuscript is a PDF by its content (acting-side.md §5 ".pdf only"), kept before any row refers to it. */
async function keepManuscript(ctx: Ctx, upload: ManuscriptUpload | null): Promise<void> {
  if (!upload) return;
  if ((await detectManuscriptType(upload.tempFile)) !== 'pdf') throw new AppError('UNSUPPORTED_TYPE', M.manuscriptPdfOnly, { manuscript: [M.manuscriptPdfOnly] });
  await ctx.files.keep(upload.tempFile, upload.sha256);
}

/**
 * Authors given by name alone keep the address, affiliation and ORCID they had on this paper: the
 * address is what makes a co-author see the paper (decision 0035), and the form shows names.
 */
function mergeAuthors(given: AdminPaperAuthor[], existing: AuthorRow[]) {
  const primaryIndex = Math.max(0, given.findIndex((author) => existing.find((e) => e.name === author.name)?.isPrimaryContact));
  return given.map((author, index) => {
    const before = existing.find((e) => e.name === author.name);
    return {
      name: author.name,
      email: author.email || before?.email || '',
      affiliation: author.affiliation || before?.affiliation || '',
      orcid: before?.orcid ?? null,
      isPrimaryContact: index === primaryIndex,
    };
  });
}

/** The checks that need the database: category, issue, DOI; the issue's id (or null). */
async function checkAgainstRecords(tx: Db, form: AdminPaperForm, paperId: number | null, currentCategory: string | null): Promise<number | null> {
  const adminIndex = (ADMIN_PAPER_CATEGORIES as readonly string[]).indexOf(form.category);
  // A paper submitted under a submission category keeps it when the admin edits something else.
  if (adminIndex < 0 && form.category !== currentCategory) throw new AppError('BAD_INPUT', M.categoryRequired, { category: [M.categoryRequired] });
  if (adminIndex >= 0) await ensureCategory(tx, form.category, ADMIN_CATEGORY_ORDER_BASE + adminIndex);
  let issueId: number | null = null;
  if (form.volume !== undefined && form.issue !== undefined) {
    const issue = await findIssueByNumber(tx, form.volume, form.issue, form.year);
    if (!issue) {
      const message = M.noSuchIssue(form.volume, form.issue, form.year);
      throw new AppError('BAD_INPUT', message, { issue: [message] });
    }
    issueId = issue.id;
  }
  if (form.doi && (await isDoiTaken(tx, form.doi, paperId ?? 0))) throw new AppError('CONFLICT', EDITOR_DESK_MESSAGES.doiTaken, { doi: [EDITOR_DESK_MESSAGES.doiTaken] });
  return issueId;
}

/** The status change, through the policy's admin override (its target checked), recorded with the admin as actor. */
async function overrideStatus(ctx: Ctx, tx: Db, paperId: number, actor: Actor, target: PaperStatus, now: Date): Promise<void> {
  const state = await requireVisiblePaper(tx, paperId, actor, { lock: true });
  if (state.paper.status === target) return;
  const to = requireAllowed(state, 'overrideStatus', now, target)!;
  const current = await findAdminPaperRow(tx, paperId);
  await updatePaper(tx, paperId, { status: to, publishedAt: to === 'PUBLISHED' ? (current?.publishedAt ?? now) : null, updatedAt: now });
  // An accepted paper is invoiced at once, however it came to be accepted (decision 0048).
  if (to === 'ACCEPTED') await issueInvoiceOnAcceptance(ctx, tx, paperId, now);
  await insertEvent(tx, { paperId, actorId: actor.id, kind: 'status_changed', fromStatus: state.paper.status, toStatus: to, comments: 'Status set by an administrator.', createdAt: now });
}

const metadataOf = (form: AdminPaperForm, authors: ReturnType<typeof mergeAuthors>) => ({
  title: form.title,
  abstract: form.abstract,
  keywords: splitKeywords(form.keywords),
  category: form.category,
  authors,
  enteredBy: 'admin',
});

/** POST /api/admin/papers (multipart; authors as JSON text). */
export async function createAdminPaper(ctx: Ctx, fields: Record<string, unknown>, upload: ManuscriptUpload | null): Promise<AdminPaperSaved> {
  const actor = requireActor(ctx);
  try {
    const form = adminPaperFormSchema.parse(fields);
    if (form.status === 'WITHDRAWN') throw new AppError('BAD_INPUT', M.withdrawnNotSettable, { status: [M.withdrawnNotSettable] });
    await keepManuscript(ctx, upload);
    const now = ctx.clock();
    const id = await ctx.db.transaction(async (tx) => {
      const issueId = await checkAgainstRecords(tx, form, null, null);
      const fileId = upload ? await insertStoredFile(tx, { sha256: upload.sha256, sizeBytes: upload.sizeBytes, mediaType: PDF, originalName: upload.originalName, createdAt: now }) : null;
      const paperId = await insertPaper(tx, {
        title: form.title,
        abstract: form.abstract,
        keywords: splitKeywords(form.keywords),
        category: form.category,
        status: 'SUBMITTED',
        submitterId: null,
        issueId,
        doi: form.doi ?? null,
        pages: form.pages ?? null,
        manuscriptFileId: fileId,
        currentVersion: 1,
        submittedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      const authors = mergeAuthors(form.authors, []);
      await replaceAuthors(tx, paperId, authors);
      await insertVersion(tx, { paperId, version: 1, manuscriptFileId: fileId, metadata: metadataOf(form, authors), submittedById: actor.id, createdAt: now });
      await insertEvent(tx, { paperId, actorId: actor.id, kind: 'submitted', fromStatus: null, toStatus: 'SUBMITTED', comments: 'Added by an administrator.', createdAt: now });
      if (form.status !== 'SUBMITTED') await overrideStatus(ctx, tx, paperId, actor, form.status, now);
      return paperId;
    });
    return { paper: await loadRow(ctx.db, id), message: M.created };
  } finally {
    if (upload) await ctx.files.discard(upload.tempFile);
  }
}

/** PUT /api/admin/papers/{id} (multipart): every field; a new manuscript becomes the next version. */
export async function updateAdminPaper(ctx: Ctx, paperId: number, fields: Record<string, unknown>, upload: ManuscriptUpload | null): Promise<AdminPaperSaved> {
  const actor = requireActor(ctx);
  try {
    const form = adminPaperFormSchema.parse(fields);
    await keepManuscript(ctx, upload);
    const now = ctx.clock();
    await ctx.db.transaction(async (tx) => {
      const state = await requireVisiblePaper(tx, paperId, actor, { lock: true });
      if (form.status === 'WITHDRAWN' && state.paper.status !== 'WITHDRAWN') throw new AppError('BAD_INPUT', M.withdrawnNotSettable, { status: [M.withdrawnNotSettable] });
      const issueId = await checkAgainstRecords(tx, form, paperId, state.paper.category);
      const authors = mergeAuthors(form.authors, state.authors);
      let version: number | undefined;
      let fileId: number | undefined;
      if (upload) {
        fileId = await insertStoredFile(tx, { sha256: upload.sha256, sizeBytes: upload.sizeBytes, mediaType: PDF, originalName: upload.originalName, createdAt: now });
        version = state.paper.currentVersion + 1;
        await insertVersion(tx, { paperId, version, manuscriptFileId: fileId, metadata: metadataOf(form, authors), submittedById: actor.id, createdAt: now });
      }
      await updatePaper(tx, paperId, {
        title: form.title,
        abstract: form.abstract,
        keywords: splitKeywords(form.keywords),
        category: form.category,
        issueId,
        doi: form.doi ?? null,
        pages: form.pages ?? null,
        ...(upload ? { manuscriptFileId: fileId, currentVersion: version } : {}),
        updatedAt: now,
      });
      await replaceAuthors(tx, paperId, authors);
      if (form.status !== state.paper.status) await overrideStatus(ctx, tx, paperId, actor, form.status, now);
    });
    return { paper: await loadRow(ctx.db, paperId), message: M.updated };
  } finally {
    if (upload) await ctx.files.discard(upload.tempFile);
  }
}

/**
 * DELETE /api/admin/papers/{id}: a published paper stays on the record (409; decision 0050);
 * any other goes with its versions, authors, events, reviews, decisions and appeals. Its stored
 * files are content-addressed and may be shared, so their rows stay.
 */
export async function deleteAdminPaper(ctx: Ctx, paperId: number): Promise<AdminPaperDeleted> {
  const actor = requireActor(ctx);
  await ctx.db.transaction(async (tx) => {
    const state = await requireVisiblePaper(tx, paperId, actor, { lock: true });
    if (state.paper.status === 'PUBLISHED') throw new AppError('CONFLICT', M.publishedNotDeletable);
    await deletePaperRow(tx, paperId);
  });
  return { id: paperId, message: M.deleted };
}
