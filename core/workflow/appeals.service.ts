import { EDITOR_DESK_MESSAGES as M, type Appeal, type AppealDecision, type LetterDraft, type WorkflowResult } from '../../contract/editor-desk/editor-desk.schema';
import { APPEAL_OUTCOME_LABELS } from '../../contract/papers/workflow/editorial-decisions';
import type { PaperStatus } from '../../contract/papers/paper-status';
import { requireActor, type Ctx } from '../context';
import { AppError } from '../errors';
import { issueInvoiceOnAcceptance } from '../invoices/invoices.service';
import { insertEvent, insertStoredFile, updatePaper } from '../papers/submission.repo';
import { detectManuscriptType, MANUSCRIPT_MEDIA_TYPES } from '../files/manuscript-type';
import type { ReceivedUpload } from '../files/receive-upload';
import { requireAction, requireAllowed, requireOwnerAction, requireVisiblePaper } from './paper-workflow';
import { appealLetterTemplate, correspondingAuthors, queueAppealDecided, queueAppealReceived } from './workflow-mail';
import { findAppeal, findAppealFile, insertAppeal, listAppealRows, updateAppeal } from './workflow.repo';
import { appealFileName } from '../../contract/papers/papers.schema';
import type { Readable } from 'node:stream';

/**
 * Appeals (reading-side.md §4 "Appeal within 30 days with outcomes upheld, reversed or modified";
 * APPEALS; decision 0034): the author files one against a rejection within the window, with
 * reasons and an optional file; an editor records the outcome with a letter.
 */

const appealNotFound = () => new AppError('NOT_FOUND', 'Appeal not found.');

/** POST /api/papers/{id}/appeals. */
export async function fileAppeal(ctx: Ctx, paperId: number, reasons: string, file: (ReceivedUpload & { originalName: string }) | null): Promise<WorkflowResult> {
  const actor = requireActor(ctx);
  try {
    const type = file ? await detectManuscriptType(file.tempFile) : null;
    if (file && !type) throw new AppError('UNSUPPORTED_TYPE', 'Invalid file type. Please upload a PDF or Word document.', { file: ['Invalid file type. Please upload a PDF or Word document.'] });
    if (file) await ctx.files.keep(file.tempFile, file.sha256);
    const now = ctx.clock();
    return await ctx.db.transaction(async (tx) => {
      const state = await requireOwnerAction(tx, paperId, actor, 'appeal', now);
      const fileId = file && type ? await insertStoredFile(tx, { sha256: file.sha256, sizeBytes: file.sizeBytes, mediaType: MANUSCRIPT_MEDIA_TYPES[type], originalName: file.originalName, createdAt: now }) : null;
      await insertAppeal(tx, { paperId, decisionId: state.lastDecision!.id, appellantId: actor.id, reasons, fileId, createdAt: now });
      await insertEvent(tx, { paperId, actorId: actor.id, kind: 'appeal_filed', fromStatus: state.paper.status, toStatus: state.paper.status, createdAt: now });
      await updatePaper(tx, paperId, { updatedAt: now });
      await queueAppealReceived(ctx, tx, state, state.lastDecision!.createdAt);
      return { id: paperId, status: state.paper.status, message: M.appealFiled };
    });
  } finally {
    if (file) await ctx.files.discard(file.tempFile);
  }
}

/** GET /api/editor/appeals. */
export async function listAppeals(ctx: Ctx, onlyOpen: boolean): Promise<Appeal[]> {
  requireActor(ctx);
  const rows = await listAppealRows(ctx.db, onlyOpen);
  return rows.map((row) => ({
    id: row.id,
    paper: { id: row.paperId, title: row.title, status: row.paperStatus },
    appellant: row.appellantFirstName === null ? null : `${row.appellantFirstName} ${row.appellantLastName}`,
    reasons: row.reasons,
    hasFile: row.fileId !== null,
    status: row.status,
    filedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectedAt: row.rejectedAt.toISOString(),
  }));
}

/** Upheld: stays rejected; Reversed: back to review or accepted; Modified: the rejection becomes a revision request. */
function outcomeStatus(decision: AppealDecision): PaperStatus {
  if (decision.outcome === 'reversed') return decision.reversedTo!;
  return decision.outcome === 'modified' ? 'REVISIONS_REQUIRED' : 'REJECTED';
}

const alreadyDecided = () => new AppError('CONFLICT', 'This appeal has already been decided.');

/** POST /api/editor/appeals/{id}/letter: the outcome letter's template, while the appeal can be decided by this editor. */
export async function draftAppealLetter(ctx: Ctx, appealId: number, input: Pick<AppealDecision, 'outcome' | 'reversedTo'>): Promise<LetterDraft> {
  const actor = requireActor(ctx);
  const appeal = await findAppeal(ctx.db, appealId);
  if (!appeal) throw appealNotFound();
  const state = await requireVisiblePaper(ctx.db, appeal.paperId, actor, { lock: false });
  if (state.lastDecision?.id !== appeal.decisionId || appeal.status !== 'open') throw alreadyDecided();
  requireAllowed(state, 'decideAppeal', ctx.clock());
  const [addressee] = await correspondingAuthors(ctx.db, state);
  return appealLetterTemplate(ctx, state, { ...input, filedAt: appeal.createdAt, editorName: `${actor.firstName} ${actor.lastName}`, addressee: addressee?.name ?? 'Author' });
}

/** POST /api/editor/appeals/{id}/decision. */
export async function decideAppeal(ctx: Ctx, appealId: number, decision: AppealDecision): Promise<WorkflowResult> {
  const actor = requireActor(ctx);
  const appeal = await findAppeal(ctx.db, appealId);
  if (!appeal) throw appealNotFound();
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const state = await requireAction(tx, appeal.paperId, actor, 'decideAppeal', now);
    if (state.lastDecision?.id !== appeal.decisionId || appeal.status !== 'open') throw alreadyDecided();
    const to = outcomeStatus(decision);
    await updateAppeal(tx, appealId, { status: decision.outcome, outcomeLetter: decision.letter, reversedTo: decision.outcome === 'reversed' ? to : null, decidedById: actor.id, decidedAt: now });
    // Back to review opens a new round for fresh reports (decision 0034).
    await updatePaper(tx, appeal.paperId, { status: to, reviewRound: to === 'UNDER_REVIEW' ? state.paper.reviewRound + 1 : state.paper.reviewRound, updatedAt: now });
    // An appeal upheld into acceptance issues the invoice as an acceptance does (decision 0048).
    if (to === 'ACCEPTED') await issueInvoiceOnAcceptance(ctx, tx, appeal.paperId, now);
    await insertEvent(tx, { paperId: appeal.paperId, actorId: actor.id, kind: 'appeal_decided', decision: decision.outcome, fromStatus: state.paper.status, toStatus: to, createdAt: now });
    await queueAppealDecided(ctx, tx, state, decision.outcome, decision.letter);
    return { id: appeal.paperId, status: to, message: M.appealDecided(APPEAL_OUTCOME_LABELS[decision.outcome]) };
  });
}

/** GET /api/editor/appeals/{id}/file: the appeal's supporting file, for staff (the route's access). */
export async function downloadAppealFile(ctx: Ctx, appealId: number): Promise<{ stream: Readable; fileName: string; mediaType: string }> {
  requireActor(ctx);
  const file = await findAppealFile(ctx.db, appealId);
  if (!file || !(await ctx.files.exists(file.sha256))) throw new AppError('NOT_FOUND', 'This appeal has no file.');
  return { stream: ctx.files.open(file.sha256), fileName: appealFileName(appealId, file.mediaType), mediaType: file.mediaType };
}
