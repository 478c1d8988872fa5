import {
  ADMIN_ISSUE_MESSAGES as M,
  type AdminIssue,
  type AdminIssuePage,
  type AdminIssueQuery,
  type AdminIssueSaved,
  type IssueForm,
  ISSUE_COVER_WIDTH,
} from '../../contract/issues/admin-issues.schema';
import { issueCitationLabel } from '../../contract/issues/issues.messages';
import { EDITOR_DESK_MESSAGES as D } from '../../contract/editor-desk/editor-desk.schema';
import { buildDoi, DOI_SETTINGS_KEY, doiSettingsSchema } from '../../contract/settings/doi';
import type { Db } from '../../db/client';
import { requireActor, type Actor, type Ctx } from '../context';
import { AppError, isAppError } from '../errors';
import { detectManuscriptType, MANUSCRIPT_MEDIA_TYPES } from '../files/manuscript-type';
import type { ReceivedUpload } from '../files/receive-upload';
import { keepWebImage, recordWebImage, webImagePath, type KeptImage } from '../files/web-image';
import { deleteFileRows } from '../files/web-image.repo';
import { queueNewsletterMail } from '../newsletter/newsletter-mail';
import { insertEvent, insertStoredFile, updatePaper } from '../papers/submission.repo';
import { findSetting } from '../settings/settings.repo';
import { requireAction } from '../workflow/paper-workflow';
import { queuePublicationNotice } from '../workflow/workflow-mail';
import { findWorkflowPaper, isDoiTaken } from '../workflow/workflow.repo';
import {
  deleteIssue as deleteIssueRow,
  findAdminIssueRow,
  hasReaderPdf,
  insertIssue,
  isIssueNumberTaken,
  listAcceptedPaperIdsOfIssue,
  listAdminIssueRows,
  listConfirmedSubscriptions,
  lockIssue,
  updateIssue as updateIssueRow,
  type AdminIssueRow,
  type IssueValues,
} from './admin-issues.repo';
import { listPublishedPaperRowsOfIssue } from './issues.repo';

/**
 * The Issues tab of /admin-dashboard (acting-side.md §2, §3, §5, §8; issue 15; decision 0046).
 * Publishing an issue (draft → published) publishes its ACCEPTED papers through the workflow
 * policy, all or none, and sends its table of contents to the confirmed newsletter readers
 * through the outbox, in the same transaction.
 */

export type Upload = ReceivedUpload & { originalName: string };
export interface IssueUploads {
  coverImage: Upload | null;
  pdfFile: Upload | null;
}

function toAdminIssue(row: AdminIssueRow): AdminIssue {
  return {
    id: row.id,
    title: row.title,
    volume: row.volume,
    issueNumber: row.number,
    year: row.year,
    publicationDate: row.publicationDate,
    description: row.description,
    isPublished: row.isPublished,
    cover: row.coverSha256 && row.coverWidth && row.coverHeight ? { url: webImagePath(row.coverSha256), width: row.coverWidth, height: row.coverHeight } : null,
    pdf: row.pdfFileId !== null && row.pdfName !== null ? { name: row.pdfName, sizeBytes: row.pdfSizeBytes ?? 0 } : null,
    acceptedPapers: row.acceptedPapers,
    publishedPapers: row.publishedPapers,
  };
}

/** GET /api/admin/issues. */
export async function listAdminIssues(ctx: Ctx, query: AdminIssueQuery): Promise<AdminIssuePage> {
  const { rows, total } = await listAdminIssueRows(ctx.db, query);
  return { items: rows.map(toAdminIssue), page: query.page, pageSize: query.pageSize, total };
}

async function requireAdminIssue(db: Db, id: number): Promise<AdminIssue> {
  const row = await findAdminIssueRow(db, id);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return toAdminIssue(row);
}

interface KeptFiles {
  cover: KeptImage | null;
  pdf: Upload | null;
}

/** Files before rows (decision 0022): both files checked by content and in the store before the transaction. */
async function keepFiles(ctx: Ctx, uploads: IssueUploads): Promise<KeptFiles> {
  const cover = uploads.coverImage ? await keepWebImage(ctx, uploads.coverImage, { maxWidth: ISSUE_COVER_WIDTH, field: 'coverImage', notImage: M.coverNotImage }) : null;
  if (uploads.pdfFile) {
    if ((await detectManuscriptType(uploads.pdfFile.tempFile)) !== 'pdf') throw new AppError('UNSUPPORTED_TYPE', M.pdfNotPdf, { pdfFile: [M.pdfNotPdf] });
    await ctx.files.keep(uploads.pdfFile.tempFile, uploads.pdfFile.sha256);
  }
  return { cover, pdf: uploads.pdfFile };
}

async function fileColumns(tx: Db, form: IssueForm, kept: KeptFiles, now: Date): Promise<Partial<IssueValues>> {
  const values: Partial<IssueValues> = {};
  if (kept.cover) {
    values.coverFileId = await recordWebImage(tx, kept.cover, now);
    values.coverWidth = kept.cover.width;
    values.coverHeight = kept.cover.height;
    values.coverImageUrl = webImagePath(kept.cover.sha256);
  } else if (form.removeCover) {
    Object.assign(values, { coverFileId: null, coverWidth: null, coverHeight: null, coverImageUrl: null });
  }
  if (kept.pdf) {
    values.pdfFileId = await insertStoredFile(tx, { sha256: kept.pdf.sha256, sizeBytes: kept.pdf.sizeBytes, mediaType: MANUSCRIPT_MEDIA_TYPES.pdf, originalName: kept.pdf.originalName, createdAt: now });
  } else if (form.removePdf) {
    values.pdfFileId = null;
  }
  return values;
}

const taken = (form: IssueForm) => new AppError('CONFLICT', M.numberTaken(form.volume, form.issueNumber), { issueNumber: [M.numberTaken(form.volume, form.issueNumber)] });

/** POST /api/admin/issues. */
export async function createIssue(ctx: Ctx, form: IssueForm, uploads: IssueUploads): Promise<AdminIssueSaved> {
  const actor = requireActor(ctx);
  const kept = await keepFiles(ctx, uploads);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    if (await isIssueNumberTaken(tx, form.volume, form.issueNumber, null)) throw taken(form);
    const id = await insertIssue(tx, {
      volume: form.volume,
      number: form.issueNumber,
      year: form.year,
      title: form.title,
      description: form.description,
      publicationDate: form.publicationDate,
      isPublished: false,
      ...(await fileColumns(tx, form, kept, now)),
      createdAt: now,
      updatedAt: now,
    });
    if (id === null) throw taken(form);
    const publishedPaperIds = form.isPublished ? await publishIssue(ctx, tx, actor, id, now) : [];
    const issue = await requireAdminIssue(tx, id);
    return { message: form.isPublished ? M.published(issueCitationLabel(toLabel(issue)), publishedPaperIds.length) : M.created, issue, publishedPaperIds };
  });
}

/** PUT /api/admin/issues/{id}. */
export async function updateIssue(ctx: Ctx, id: number, form: IssueForm, uploads: IssueUploads): Promise<AdminIssueSaved> {
  const actor = requireActor(ctx);
  const kept = await keepFiles(ctx, uploads);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const current = await lockIssue(tx, id);
    if (!current) throw new AppError('NOT_FOUND', M.notFound);
    if (await isIssueNumberTaken(tx, form.volume, form.issueNumber, id)) throw taken(form);
    const files = await fileColumns(tx, form, kept, now);
    await updateIssueRow(tx, id, {
      volume: form.volume,
      number: form.issueNumber,
      year: form.year,
      title: form.title,
      description: form.description,
      publicationDate: form.publicationDate,
      // Unpublishing is allowed (the issue's numbers leave the public pages); publishing goes through publishIssue.
      ...(form.isPublished ? {} : { isPublished: false }),
      ...files,
      updatedAt: now,
    });
    // The replaced or removed cover and PDF are no one's any more.
    await deleteFileRows(tx, [files.coverFileId !== undefined ? current.coverFileId : null, files.pdfFileId !== undefined ? current.pdfFileId : null]);
    const publishing = form.isPublished && !current.isPublished;
    const publishedPaperIds = publishing ? await publishIssue(ctx, tx, actor, id, now) : [];
    const issue = await requireAdminIssue(tx, id);
    return { message: publishing ? M.published(issueCitationLabel(toLabel(issue)), publishedPaperIds.length) : M.updated, issue, publishedPaperIds };
  });
}

const toLabel = (issue: AdminIssue) => ({ volume: issue.volume, issue: issue.issueNumber, year: issue.year });

/** DELETE /api/admin/issues/{id}: refused while published papers belong to it. */
export async function deleteIssue(ctx: Ctx, id: number): Promise<{ message: string }> {
  requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const current = await lockIssue(tx, id);
    if (!current) throw new AppError('NOT_FOUND', M.notFound);
    const issue = await requireAdminIssue(tx, id);
    if (issue.publishedPapers > 0) throw new AppError('CONFLICT', M.deleteRefused(issue.publishedPapers));
    // Accepted papers assigned to it keep waiting, with no issue (the foreign key sets null).
    await deleteIssueRow(tx, id);
    await deleteFileRows(tx, [current.coverFileId, current.pdfFileId]);
    return { message: M.deleted };
  });
}

/**
 * Draft → published: every ACCEPTED paper of the issue through the policy's `publish` (the fee gate
 * `feeCleared` included, decision 0037) and with a PDF for readers; if any may not go, nothing is
 * published and the refusal names each one. Returns the ids published.
 */
async function publishIssue(ctx: Ctx, tx: Db, actor: Actor, issueId: number, now: Date): Promise<number[]> {
  const issue = await requireAdminIssue(tx, issueId);
  const label = issueCitationLabel(toLabel(issue));
  const settings = doiSettingsSchema.safeParse(await findSetting(tx, DOI_SETTINGS_KEY));
  const refused: { id: number; title: string; reason: string }[] = [];
  const ready: Awaited<ReturnType<typeof requireAction>>[] = [];
  for (const paperId of await listAcceptedPaperIdsOfIssue(tx, issueId)) {
    try {
      const state = await requireAction(tx, paperId, actor, 'publish', now);
      if (!(await hasReaderPdf(tx, paperId))) refused.push({ id: paperId, title: state.paper.title, reason: D.galleyRequired });
      else ready.push(state);
    } catch (error) {
      if (!isAppError(error)) throw error;
      refused.push({ id: paperId, title: await paperTitle(tx, paperId), reason: error.message });
    }
  }
  if (refused.length) throw new AppError('CONFLICT', M.publishRefused(refused), { papers: refused.map((p) => `"${p.title}" (paper ${p.id}): ${p.reason}`) });
  for (const state of ready) {
    const doi = state.paper.doi ?? (settings.success ? buildDoi(settings.data, { year: now.getUTCFullYear(), volume: issue.volume, issue: issue.issueNumber, id: state.paper.id }) : null);
    const freeDoi = doi && !(await isDoiTaken(tx, doi, state.paper.id)) ? doi : state.paper.doi;
    await updatePaper(tx, state.paper.id, { status: state.to!, publishedAt: now, doi: freeDoi, updatedAt: now });
    await insertEvent(tx, {
      paperId: state.paper.id,
      actorId: actor.id,
      kind: 'published',
      fromStatus: state.paper.status,
      toStatus: state.to!,
      comments: `${label}, published with its issue${freeDoi ? `; DOI ${freeDoi}` : ''}.`,
      createdAt: now,
    });
    await queuePublicationNotice(ctx, tx, state, { doi: freeDoi, issue: label });
  }
  await updateIssueRow(tx, issueId, { isPublished: true, updatedAt: now });
  await queueTableOfContents(ctx, tx, issueId, label, issue.title);
  return ready.map((state) => state.paper.id);
}

async function paperTitle(tx: Db, paperId: number): Promise<string> {
  return (await findWorkflowPaper(tx, paperId, false))?.title ?? `Paper ${paperId}`;
}

/** The issue's table of contents, one mail per confirmed, active subscription (decision 0043). */
async function queueTableOfContents(ctx: Ctx, tx: Db, issueId: number, label: string, title: string): Promise<void> {
  const papers = await listPublishedPaperRowsOfIssue(tx, issueId);
  const issueUrl = `${ctx.settings.publicUrl}/issues/${issueId}`;
  const lines = [
    `${ctx.settings.journalName} has published ${label}${title ? `: ${title}` : ''}.`,
    '',
    papers.length ? 'In this issue:' : 'The articles of this issue will be listed on its page as they are published.',
    ...papers.flatMap((paper) => [
      '',
      `${paper.title}`,
      `  ${paper.authorNames.join(', ')}${paper.pages ? ` · pp. ${paper.pages}` : ''}`,
      `  ${ctx.settings.publicUrl}/paper/${paper.id}`,
    ]),
    '',
    `The whole issue: ${issueUrl}`,
  ];
  const subject = `${ctx.settings.journalName}: ${label} is out`;
  for (const subscription of await listConfirmedSubscriptions(tx)) await queueNewsletterMail(ctx, tx, subscription, subject, lines);
}
