import { ZodError, type core } from 'zod';
import { AUTHOR_JOURNEY_MESSAGES as J, type RevisionDraft, type SubmissionResult } from '../../contract/papers/author-journey.schema';
import { SUBMISSION_CATEGORIES } from '../../contract/papers/submission-categories';
import {
  SUBMISSION_MESSAGES as M,
  parseAuthorsJson,
  parseChecklistJson,
  splitKeywords,
  submissionSchema,
  type Submission,
} from '../../contract/papers/submission.schema';
import type { Db } from '../../db/client';
import { requireActor, type Actor, type Ctx } from '../context';
import { AppError } from '../errors';
import { detectManuscriptType, MANUSCRIPT_MEDIA_TYPES } from '../files/manuscript-type';
import type { ReceivedUpload } from '../files/receive-upload';
import { listAuthorsOf } from './papers.repo';
import { queueSubmissionMails } from './submission-mail';
import { requireOwnerAction } from '../workflow/paper-workflow';
import { specialIssueRefusal } from '../../contract/papers/workflow/paper-workflow.policy';
import { queueRevisionReceived } from '../workflow/workflow-mail';
import {
  ensureCategory,
  findPaperForRevision,
  findSpecialIssue,
  insertEvent,
  insertPaper,
  insertStoredFile,
  insertVersion,
  replaceAuthors,
  updatePaper,
  type NewAuthorRow,
} from './submission.repo';

/**
 * acting-side.md §2 /submit-paper, §5 "Submission", §7 POST /papers and GET /papers/{id}/revision:
 * a new paper, or version N+1 of one whose editor asked for revisions. Everything is checked
 * before one transaction writes the paper, its authors, the version, the event and the mail.
 * Files before rows (decision 0022): the manuscript is in its final place, on disk, before that
 * transaction starts; if the transaction fails, the file is an orphan the file sweep removes.
 */

/** A manuscript streamed to the file store's temp folder by the HTTP edge. */
export interface ManuscriptUpload extends ReceivedUpload {
  /** The name the browser sent; kept for the record, never used as a path. */
  originalName: string;
}


/** The form's fields checked with the shared schema; a missing manuscript is one more field error. */
function parseSubmission(fields: Record<string, unknown>, upload: ManuscriptUpload | null): Submission {
  const issues: core.$ZodIssue[] = [];
  const authors = fields.authors === undefined ? [] : parseAuthorsJson(fields.authors);
  if (authors === null) issues.push({ code: 'custom', path: ['authors'], message: M.authorsNotJson, input: fields.authors });
  const checklist = fields.checklist === undefined ? [] : parseChecklistJson(fields.checklist);
  if (checklist === null) issues.push({ code: 'custom', path: ['checklist'], message: M.checklistNotJson, input: fields.checklist });
  const parsed = submissionSchema.safeParse({ ...fields, authors: authors ?? [], checklist: checklist ?? [] });
  if (!parsed.success) {
    issues.push(...parsed.error.issues.filter((issue) => !(authors === null && issue.path[0] === 'authors') && !(checklist === null && issue.path[0] === 'checklist')));
  }
  if (!upload) issues.push({ code: 'custom', path: ['manuscript'], message: M.manuscriptRequired, input: undefined });
  if (issues.length || !parsed.success) throw new ZodError(issues);
  return parsed.data;
}

const toAuthorRows = (submission: Submission): NewAuthorRow[] =>
  submission.authors.map((author) => ({
    name: author.name,
    email: author.email,
    affiliation: author.affiliation,
    orcid: author.orcid ?? null,
    isPrimaryContact: author.isPrimaryContact,
  }));

/** The metadata snapshot each version keeps (what the author sent, as stored). */
const snapshotOf = (submission: Submission, specialIssueId: number | null) => ({
  title: submission.title,
  abstract: submission.abstract,
  keywords: splitKeywords(submission.keywords),
  category: submission.category,
  authors: toAuthorRows(submission),
  coverLetter: submission.coverLetter,
  fundingInfo: submission.fundingInfo || null,
  ethicsStatement: submission.ethicsStatement || null,
  conflictOfInterest: submission.conflictOfInterest || null,
  acknowledgments: submission.acknowledgments || null,
  checklist: submission.checklist,
  licenceConsent: submission.licenceConsent,
  specialIssueId,
});

/** Only an open special issue whose deadline has not passed takes submissions (acting-side.md §4). */
async function checkSpecialIssue(ctx: Ctx, tx: Db, id: number): Promise<{ id: number; title: string }> {
  const issue = await findSpecialIssue(tx, id);
  if (!issue) throw new AppError('NOT_FOUND', J.specialIssueNotFound, { specialIssueId: [J.specialIssueNotFound] });
  const refusal = specialIssueRefusal(issue, ctx.clock());
  if (refusal) throw new AppError('CONFLICT', refusal);
  return { id: issue.id, title: issue.title };
}

async function storeManuscript(tx: Db, upload: ManuscriptUpload, mediaType: string, now: Date): Promise<number> {
  return insertStoredFile(tx, {
    sha256: upload.sha256,
    sizeBytes: upload.sizeBytes,
    mediaType,
    originalName: upload.originalName,
    createdAt: now,
  });
}

/** POST /api/papers (multipart): a new submission, or a revision when `revisionOf` is given. */
export async function submitPaper(ctx: Ctx, fields: Record<string, unknown>, upload: ManuscriptUpload | null): Promise<SubmissionResult> {
  try {
    const actor = requireActor(ctx);
    const submission = parseSubmission(fields, upload);
    const type = await detectManuscriptType(upload!.tempFile);
    if (!type) throw new AppError('UNSUPPORTED_TYPE', M.fileTypeInvalid, { manuscript: [M.fileTypeInvalid] });
    const mediaType = MANUSCRIPT_MEDIA_TYPES[type];
    await ctx.files.keep(upload!.tempFile, upload!.sha256);
    return submission.revisionOf
      ? await submitRevision(ctx, actor, submission, submission.revisionOf, upload!, mediaType)
      : await submitNew(ctx, actor, submission, upload!, mediaType);
  } finally {
    // After keep() the temp file is gone and this does nothing; on a failure before it, it removes it.
    if (upload) await ctx.files.discard(upload.tempFile);
  }
}

async function submitNew(ctx: Ctx, actor: Actor, submission: Submission, upload: ManuscriptUpload, mediaType: string): Promise<SubmissionResult> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    // In the transaction, so a special issue closed or deleted meanwhile is seen (decision 0052).
    const specialIssue = submission.specialIssueId ? await checkSpecialIssue(ctx, tx, submission.specialIssueId) : null;
    await ensureCategory(tx, submission.category, SUBMISSION_CATEGORIES.indexOf(submission.category as never) + 1);
    const fileId = await storeManuscript(tx, upload, mediaType, now);
    const paperId = await insertPaper(tx, {
      title: submission.title,
      abstract: submission.abstract,
      keywords: splitKeywords(submission.keywords),
      category: submission.category,
      status: 'SUBMITTED',
      submitterId: actor.id,
      specialIssueId: specialIssue?.id ?? null,
      coverLetter: submission.coverLetter,
      fundingInfo: submission.fundingInfo || null,
      ethicsStatement: submission.ethicsStatement || null,
      conflictOfInterest: submission.conflictOfInterest || null,
      acknowledgments: submission.acknowledgments || null,
      articleType: submission.articleType!,
      feeTier: submission.feeTier,
      // The form refuses a submission without them (contract/papers/submission.schema.ts).
      checklistConfirmedAt: now,
      licenceAcceptedAt: now,
      manuscriptFileId: fileId,
      currentVersion: 1,
      submittedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await replaceAuthors(tx, paperId, toAuthorRows(submission));
    await insertVersion(tx, { paperId, version: 1, manuscriptFileId: fileId, metadata: snapshotOf(submission, specialIssue?.id ?? null), submittedById: actor.id, createdAt: now });
    await insertEvent(tx, { paperId, actorId: actor.id, kind: 'submitted', fromStatus: null, toStatus: 'SUBMITTED', comments: specialIssue ? `For the special issue "${specialIssue.title}".` : null, createdAt: now });
    await queueSubmissionMails(ctx, tx, { paperId, version: 1, submission, actor, specialIssueTitle: specialIssue?.title ?? null });
    return { id: paperId, status: 'SUBMITTED' as const, version: 1, message: M.submissionSuccessful };
  });
}

async function submitRevision(
  ctx: Ctx,
  actor: Actor,
  submission: Submission,
  paperId: number,
  upload: ManuscriptUpload,
  mediaType: string,
): Promise<SubmissionResult> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const state = await requireOwnerAction(tx, paperId, actor, 'revise', now);
    const paper = state.paper;
    const to = state.to!;
    if (submission.specialIssueId && submission.specialIssueId !== paper.specialIssueId) {
      throw new AppError('BAD_INPUT', J.revisionSpecialIssue, { specialIssueId: [J.revisionSpecialIssue] });
    }
    const version = paper.currentVersion + 1;
    await ensureCategory(tx, submission.category, SUBMISSION_CATEGORIES.indexOf(submission.category as never) + 1);
    const fileId = await storeManuscript(tx, upload, mediaType, now);
    await updatePaper(tx, paperId, {
      title: submission.title,
      abstract: submission.abstract,
      keywords: splitKeywords(submission.keywords),
      category: submission.category,
      // Under review again, in the next round (decision 0034).
      status: to,
      reviewRound: paper.reviewRound + 1,
      coverLetter: submission.coverLetter,
      fundingInfo: submission.fundingInfo || null,
      ethicsStatement: submission.ethicsStatement || null,
      conflictOfInterest: submission.conflictOfInterest || null,
      acknowledgments: submission.acknowledgments || null,
      checklistConfirmedAt: now,
      licenceAcceptedAt: now,
      manuscriptFileId: fileId,
      currentVersion: version,
      updatedAt: now,
    });
    await replaceAuthors(tx, paperId, toAuthorRows(submission));
    await insertVersion(tx, { paperId, version, manuscriptFileId: fileId, metadata: snapshotOf(submission, paper.specialIssueId), submittedById: actor.id, createdAt: now });
    await insertEvent(tx, { paperId, actorId: actor.id, kind: 'revision_submitted', fromStatus: paper.status, toStatus: to, comments: `Version ${version} submitted.`, createdAt: now });
    await queueSubmissionMails(ctx, tx, { paperId, version, submission, actor, specialIssueTitle: null });
    await queueRevisionReceived(ctx, tx, state, version);
    return { id: paperId, status: to, version, message: M.submissionSuccessful };
  });
}

/** GET /api/papers/{id}/revision: the owner's paper awaiting revision, to prefill the form (no file). */
export async function getRevisionDraft(ctx: Ctx, paperId: number): Promise<RevisionDraft> {
  const actor = requireActor(ctx);
  // The owner of a paper awaiting revision; for anyone else the paper does not exist here (decision 0019).
  await requireOwnerAction(ctx.db, paperId, actor, 'revise', ctx.clock(), { lock: false });
  const paper = (await findPaperForRevision(ctx.db, paperId))!;
  const authors = await listAuthorsOf(ctx.db, [paperId]);
  return {
    id: paper.id,
    title: paper.title,
    abstract: paper.abstract,
    keywords: paper.keywords.join(', '),
    category: paper.category,
    coverLetter: paper.coverLetter ?? '',
    fundingInfo: paper.fundingInfo ?? '',
    ethicsStatement: paper.ethicsStatement ?? '',
    conflictOfInterest: paper.conflictOfInterest ?? '',
    acknowledgments: paper.acknowledgments ?? '',
    authors: authors.map(({ name, email, affiliation, orcid, isPrimaryContact }) => ({ name, email, affiliation, orcid: orcid ?? '', isPrimaryContact })),
    version: paper.currentVersion,
    specialIssue: paper.specialIssueId !== null && paper.specialIssueTitle !== null ? { id: paper.specialIssueId, title: paper.specialIssueTitle } : null,
  };
}
