import { EDITOR_DESK_MESSAGES as M, type ReviewReport, type WorkflowResult } from '../../contract/editor-desk/editor-desk.schema';
import { EDITOR_TARGETS } from '../../contract/journal/review';
import { isAuthorRelation, isHoldingAssignment, isOpenAssignment, relationsOf } from '../../contract/papers/workflow/paper-relations';
import type { PaperStatus } from '../../contract/papers/paper-status';
import { requireActor, type Ctx } from '../context';
import type { Db } from '../../db/client';
import { AppError } from '../errors';
import { activeReviewerIds } from '../reviewers/reviewer-pool.repo';
import { insertEvent, updatePaper } from '../papers/submission.repo';
import { requireAction, reviewerNumbers, type PaperState } from './paper-workflow';
import { queueReviewInvitations, queueReviewReceived } from './workflow-mail';
import { completeAssignment, findAssignment, findUsers, insertAssignments } from './workflow.repo';

/**
 * Reviewers on a paper (acting-side.md §5 "Reviewer assignment", §7 POST
 * /editor/papers/{id}/assign-reviewers; decision 0034 "Rounds"). The reviewers' own workspace,
 * invitations with answers and the matching modal are issue 14; this is what the desk needs.
 */

const WEEK_MS = 7 * 86_400_000;

/** The round new assignments join: a SUBMITTED paper opens the next one; under review, the current. */
const roundForAssignment = (state: PaperState) => (state.paper.status === 'SUBMITTED' ? state.paper.reviewRound + 1 : Math.max(state.paper.reviewRound, 1));

async function assign(ctx: Ctx, tx: Db, state: PaperState & { to: PaperStatus | null }, reviewerIds: number[], actorId: number): Promise<number> {
  const now = ctx.clock();
  const round = roundForAssignment(state);
  const wanted = [...new Set(reviewerIds)];
  const found = await findUsers(tx, wanted);
  // The pool is a profile, not a role (decision 0041): any account with an active reviewer profile.
  const pool = await activeReviewerIds(tx, wanted);
  if (found.length !== wanted.length || found.some((user) => !pool.has(user.id))) throw new AppError('BAD_INPUT', M.notAReviewer, { reviewers: [M.notAReviewer] });
  for (const reviewer of found) {
    const relations = relationsOf(state.parties, { id: reviewer.id, role: reviewer.role, email: reviewer.email, emailVerified: true });
    if (isAuthorRelation(relations)) throw new AppError('CONFLICT', M.reviewerIsAuthor);
  }
  const already = new Set(state.assignments.filter((a) => a.round === round && isHoldingAssignment(a.status)).map((a) => a.reviewerId));
  const invited = found.filter((reviewer) => !already.has(reviewer.id));
  if (invited.length === 0) throw new AppError('CONFLICT', M.alreadyAssigned);
  const dueAt = new Date(now.getTime() + EDITOR_TARGETS.reviewCompleteWeeks * WEEK_MS);
  await insertAssignments(
    tx,
    invited.map((reviewer) => ({ paperId: state.paper.id, reviewerId: reviewer.id, round, status: 'INVITED' as const, dueAt, assignedById: actorId, assignedAt: now })),
  );
  const to = state.to ?? state.paper.status;
  await updatePaper(tx, state.paper.id, { status: to, reviewRound: round, updatedAt: now });
  if (to !== state.paper.status) {
    await insertEvent(tx, { paperId: state.paper.id, actorId, kind: 'sent_to_review', fromStatus: state.paper.status, toStatus: to, createdAt: now });
  }
  await insertEvent(tx, {
    paperId: state.paper.id,
    actorId,
    kind: 'reviewers_assigned',
    comments: `${invited.length} ${invited.length === 1 ? 'reviewer' : 'reviewers'} invited to round ${round}: ${invited.map((r) => `${r.firstName} ${r.lastName}`).join(', ')}.`,
    createdAt: now,
  });
  await queueReviewInvitations(ctx, tx, { ...state, paper: { ...state.paper, reviewRound: round } }, invited, dueAt);
  return invited.length;
}

/** POST /api/editor/papers/{id}/assign-reviewers {reviewers}: SUBMITTED → UNDER_REVIEW, or more reviewers for the round. */
export async function assignReviewers(ctx: Ctx, paperId: number, reviewerIds: number[]): Promise<WorkflowResult> {
  const actor = requireActor(ctx);
  if (reviewerIds.length === 0) throw new AppError('BAD_INPUT', M.selectReviewer, { reviewers: [M.selectReviewer] });
  return ctx.db.transaction(async (tx) => {
    const state = await requireAction(tx, paperId, actor, 'assignReviewers', ctx.clock());
    await assign(ctx, tx, state, reviewerIds, actor.id);
    return { id: paperId, status: state.to ?? state.paper.status, message: M.reviewersAssigned };
  });
}

/** POST /api/editor/papers/{id}/reinvite-reviewers: the previous round's reviewers, in one action. */
export async function reinviteReviewers(ctx: Ctx, paperId: number): Promise<WorkflowResult> {
  const actor = requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const state = await requireAction(tx, paperId, actor, 'assignReviewers', ctx.clock());
    const previous = state.paper.status === 'UNDER_REVIEW' ? state.paper.reviewRound - 1 : -1;
    const reviewers = state.assignments.filter((a) => a.round === previous && a.status === 'COMPLETED').map((a) => a.reviewerId);
    if (previous < 1 || reviewers.length === 0) throw new AppError('CONFLICT', M.noPreviousReviewers);
    await assign(ctx, tx, state, reviewers, actor.id);
    return { id: paperId, status: state.paper.status, message: M.reviewersAssigned };
  });
}

const assignmentNotFound = () => new AppError('NOT_FOUND', 'Review assignment not found.');

/** POST /api/reviewer/assignments/{id}/review: the reviewer's report for the current round. */
export async function submitReview(ctx: Ctx, assignmentId: number, report: ReviewReport): Promise<{ id: number; message: string }> {
  const actor = requireActor(ctx);
  const assignment = await findAssignment(ctx.db, assignmentId);
  if (!assignment || assignment.reviewerId !== actor.id) throw assignmentNotFound();
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const state = await requireAction(tx, assignment.paperId, actor, 'submitReview', now);
    const current = state.assignments.find((a) => a.id === assignmentId);
    if (!current || current.round !== state.paper.reviewRound || !isOpenAssignment(current.status)) {
      throw new AppError('CONFLICT', 'This review assignment is closed: its review was sent or its round has ended.');
    }
    await completeAssignment(tx, assignmentId, { recommendation: report.recommendation, commentsToAuthor: report.commentsToAuthor, confidentialComments: report.confidentialComments ?? null, at: now });
    const number = reviewerNumbers(state).get(actor.id)!;
    await insertEvent(tx, { paperId: state.paper.id, actorId: actor.id, kind: 'review_submitted', comments: `Reviewer ${number}, round ${current.round}: ${report.recommendation}.`, createdAt: now });
    await queueReviewReceived(ctx, tx, state, number);
    return { id: assignmentId, message: M.reviewSent };
  });
}
