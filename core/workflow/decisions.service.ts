import { EDITOR_DESK_MESSAGES as M, type DecisionRequest, type LetterDraft, type StatusChange, type WorkflowResult } from '../../contract/editor-desk/editor-desk.schema';
import { DECISION_LABELS, type EditorialDecision } from '../../contract/papers/workflow/editorial-decisions';
import { actionForStatus, decideAction } from '../../contract/papers/workflow/paper-workflow.policy';
import { requireActor, type Actor, type Ctx } from '../context';
import { AppError } from '../errors';
import { issueInvoiceOnAcceptance } from '../invoices/invoices.service';
import { insertEvent, updatePaper } from '../papers/submission.repo';
import { requireAction, requireAllowed, requireVisiblePaper, type PaperState } from './paper-workflow';
import { correspondingAuthors, decisionLetterTemplate, queueDecisionLetter } from './workflow-mail';
import { cancelOpenAssignments, insertDecision } from './workflow.repo';

/**
 * Editorial decisions with letters (issue 13; decisions 0016 and 0034): the letter starts from a
 * template, the editor edits it, and sending it records the decision, moves the paper, closes the
 * round (its reviews are released to the authors) and mails the letter.
 */

const nameOf = (actor: Actor) => `${actor.firstName} ${actor.lastName}`;

async function letterFor(ctx: Ctx, state: PaperState, actor: Actor, decision: EditorialDecision, comments?: string): Promise<LetterDraft> {
  const [addressee] = await correspondingAuthors(ctx.db, state);
  return decisionLetterTemplate(ctx, state, { decision, comments, editorName: nameOf(actor), addressee: addressee?.name ?? 'Author' });
}

/** POST /api/editor/papers/{id}/decision-letter: the template, when the decision is possible now. */
export async function draftDecisionLetter(ctx: Ctx, paperId: number, input: { decision: EditorialDecision; comments?: string }): Promise<LetterDraft> {
  const actor = requireActor(ctx);
  const state = await requireVisiblePaper(ctx.db, paperId, actor, { lock: false });
  requireAllowed(state, decideAction(input.decision), ctx.clock());
  return letterFor(ctx, state, actor, input.decision, input.comments);
}

/** POST /api/editor/papers/{id}/decision: record and send the decision. */
export async function recordDecision(ctx: Ctx, paperId: number, input: DecisionRequest): Promise<WorkflowResult> {
  const actor = requireActor(ctx);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const state = await requireAction(tx, paperId, actor, decideAction(input.decision), now);
    const to = state.to!;
    const round = state.paper.reviewRound;
    await insertDecision(tx, { paperId, round, decision: input.decision, editorId: actor.id, letter: input.letter, fromStatus: state.paper.status, toStatus: to, createdAt: now });
    await cancelOpenAssignments(tx, paperId, round);
    await updatePaper(tx, paperId, { status: to, updatedAt: now });
    // Issue 15 (decision 0048): the invoice is issued at once, in the acceptance's transaction.
    if (to === 'ACCEPTED') await issueInvoiceOnAcceptance(ctx, tx, paperId, now);
    await insertEvent(tx, { paperId, actorId: actor.id, kind: 'decision', decision: input.decision, fromStatus: state.paper.status, toStatus: to, comments: null, createdAt: now });
    const { subject } = decisionLetterTemplate(ctx, state, { decision: input.decision, editorName: nameOf(actor), addressee: '' });
    await queueDecisionLetter(ctx, tx, state, subject, input.letter);
    return { id: paperId, status: to, message: M.decisionSent(DECISION_LABELS[input.decision]) };
  });
}

/**
 * POST /api/editor/papers/{id}/status {status, comments} (acting-side.md §7): the decision the
 * status stands for, with the template letter and the comments in it (decision 0034). A status
 * that is not a decision is refused with what to do instead; nothing changes.
 */
export async function changeStatus(ctx: Ctx, paperId: number, input: StatusChange): Promise<WorkflowResult> {
  const actor = requireActor(ctx);
  const action = actionForStatus(input.status);
  const state = await requireVisiblePaper(ctx.db, paperId, actor, { lock: false });
  if (action === null) throw new AppError('CONFLICT', M.statusNotAnAction);
  requireAllowed(state, action, ctx.clock());
  if (action === 'assignReviewers') throw new AppError('CONFLICT', M.useAssignReviewers);
  if (action === 'publish') throw new AppError('CONFLICT', M.usePublish);
  if (!action.startsWith('decide:')) throw new AppError('CONFLICT', M.statusNotAnAction);
  const decision = action.slice('decide:'.length) as EditorialDecision;
  const { letter } = await letterFor(ctx, state, actor, decision, input.comments);
  const result = await recordDecision(ctx, paperId, { decision, letter });
  return { ...result, message: M.statusUpdated(result.status) };
}
