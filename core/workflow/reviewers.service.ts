import { EDITOR_DESK_MESSAGES as M, type WorkflowResult } from '../../contract/editor-desk/editor-desk.schema';
import { isAuthorRelation, isHoldingAssignment, isOpenAssignment, relationsOf } from '../../contract/papers/workflow/paper-relations';
import type { PaperStatus } from '../../contract/papers/paper-status';
import { REVIEW_MESSAGES } from '../../contract/reviews/review.messages';
import type { CancelAssignmentInput, CancelAssignmentResult } from '../../contract/reviews/review.schema';
import { requireActor, type Ctx } from '../context';
import type { Db } from '../../db/client';
import { AppError, isAppError } from '../errors';
import { MANUSCRIPT_MEDIA_TYPES } from '../files/manuscript-type';
import { activeReviewerIds } from '../reviewers/reviewer-pool.repo';
import { requireConflictReasons } from '../reviews/assignment-conflicts';
import { queueReviewCancelled, roundAfter, tellEditorsIfRoundComplete } from '../reviews/review-mail';
import { findReviewAssignment, updateReviewAssignment } from '../reviews/reviews.repo';
import { insertEvent, updatePaper } from '../papers/submission.repo';
import { invitationDueDates, newInvitationToken } from '../reviews/invitations';
import { requireAction, type PaperState } from './paper-workflow';
import { queueReviewInvitations } from './workflow-mail';
import { findFileMediaType, findUsers, insertAssignments } from './workflow.repo';

/**
 * Reviewers on a paper (acting-side.md §5 "Reviewer assignment", §7 POST
 * /editor/papers/{id}/assign-reviewers; decision 0034 "Rounds"). Each invitation carries its two
 * due dates and a link of its own (decision 0041); the reviewers' answers and reviews are
 * core/reviews/.
 */

type ConflictOverride = { reviewerId: number; reason: string };

/** The round new assignments join: a SUBMITTED paper opens the next one; under review, the current. */
const roundForAssignment = (state: PaperState) => (state.paper.status === 'SUBMITTED' ? state.paper.reviewRound + 1 : Math.max(state.paper.reviewRound, 1));

/**
 * `overrides`: the editor's reasons for reviewers with a conflict of interest (decision 0041);
 * null when the previous round's reviewers are invited again (they were weighed then).
 */
async function assign(
  ctx: Ctx,
  tx: Db,
  state: PaperState & { to: PaperStatus | null },
  reviewerIds: number[],
  actorId: number,
  overrides: readonly ConflictOverride[] | null,
): Promise<number> {
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
  // One assignment per reviewer and round (the table's unique key): who declined or was cancelled in it stays out of it.
  const closed = found.filter((reviewer) => !already.has(reviewer.id) && state.assignments.some((a) => a.round === round && a.reviewerId === reviewer.id));
  if (closed.length > 0) throw new AppError('CONFLICT', REVIEW_MESSAGES.closedInRound(closed.map((r) => `${r.firstName} ${r.lastName}`)));
  // In the editor's order, not the database's: until they send a review, reviewers are numbered by assignment on the editors' screens (decision 0041).
  const invited = wanted.map((id) => found.find((user) => user.id === id)!).filter((reviewer) => !already.has(reviewer.id));
  if (invited.length === 0) throw new AppError('CONFLICT', M.alreadyAssigned);
  const reasons = overrides
    ? await requireConflictReasons(
        tx,
        state,
        invited.map((reviewer) => reviewer.id),
        overrides,
      )
    : new Map<number, string>();
  const due = await invitationDueDates(tx, now);
  const tokens = new Map(invited.map((reviewer) => [reviewer.id, newInvitationToken()]));
  const assignmentIds = await insertAssignments(
    tx,
    invited.map((reviewer) => ({
      paperId: state.paper.id,
      reviewerId: reviewer.id,
      round,
      status: 'INVITED' as const,
      responseDueAt: due.responseDueAt,
      dueAt: due.dueAt,
      invitationTokenHash: tokens.get(reviewer.id)!.hash,
      conflictOverride: reasons.get(reviewer.id) ?? null,
      assignedById: actorId,
      assignedAt: now,
    })),
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
  const invitations = invited.map((reviewer) => ({ reviewer, assignmentId: assignmentIds.get(reviewer.id)!, token: tokens.get(reviewer.id)!.token }));
  await queueReviewInvitations(ctx, tx, { ...state, paper: { ...state.paper, reviewRound: round } }, invitations, due);
  return invited.length;
}

/** The desk's answer; a legacy .doc goes to reviewers as it is, so the editor is told (decision 0041). */
async function assignedMessage(tx: Db, state: PaperState): Promise<string> {
  const legacyDoc = (await findFileMediaType(tx, state.paper.manuscriptFileId)) === MANUSCRIPT_MEDIA_TYPES.doc;
  return legacyDoc ? `${M.reviewersAssigned} ${REVIEW_MESSAGES.legacyDocWarning}` : M.reviewersAssigned;
}

/** POST /api/editor/papers/{id}/assign-reviewers {reviewers}: SUBMITTED → UNDER_REVIEW, or more reviewers for the round. */
export async function assignReviewers(ctx: Ctx, paperId: number, reviewerIds: number[], overrides: readonly ConflictOverride[] = []): Promise<WorkflowResult> {
  const actor = requireActor(ctx);
  if (reviewerIds.length === 0) throw new AppError('BAD_INPUT', M.selectReviewer, { reviewers: [M.selectReviewer] });
  return ctx.db.transaction(async (tx) => {
    const state = await requireAction(tx, paperId, actor, 'assignReviewers', ctx.clock());
    await assign(ctx, tx, state, reviewerIds, actor.id, overrides);
    return { id: paperId, status: state.to ?? state.paper.status, message: await assignedMessage(tx, state) };
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
    await assign(ctx, tx, state, reviewers, actor.id, null);
    return { id: paperId, status: state.paper.status, message: await assignedMessage(tx, state) };
  });
}

/**
 * POST /api/editor/assignments/{id}/cancel {reason?} (issue 14; decision 0041 "Adding and
 * cancelling reviewers under review"): an editor withdraws an invitation or an accepted
 * assignment of the current round. Whoever may manage the paper's reviewers may cancel one (the
 * policy's `assignReviewers`); the reviewer is told by mail, the link dies with the assignment,
 * the reminder worker passes it over, and the round may be complete now.
 */
export async function cancelReviewAssignment(ctx: Ctx, assignmentId: number, input: CancelAssignmentInput): Promise<CancelAssignmentResult> {
  const actor = requireActor(ctx);
  const row = await findReviewAssignment(ctx.db, assignmentId);
  if (!row) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.notFound);
  const cannotCancel = () => new AppError('CONFLICT', REVIEW_MESSAGES.cannotCancel);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const state = await requireAction(tx, row.paperId, actor, 'assignReviewers', now).catch((error: unknown) => {
      // A paper that left review holds no open assignment: the refusal speaks of the assignment, not of assigning.
      throw isAppError(error) && error.code === 'CONFLICT' ? cannotCancel() : error;
    });
    const current = state.assignments.find((a) => a.id === assignmentId);
    if (!current) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.notFound);
    if (!isOpenAssignment(current.status) || current.round !== state.paper.reviewRound) throw cannotCancel();
    const accepted = current.status === 'ACCEPTED';
    const name = `${current.reviewerFirstName} ${current.reviewerLastName}`;
    // next_reminder_at cleared: the worker claims only open assignments, and this one is closed for good.
    await updateReviewAssignment(tx, assignmentId, { status: 'CANCELLED', nextReminderAt: null });
    const reason = input?.reason;
    await insertEvent(tx, {
      paperId: state.paper.id,
      actorId: actor.id,
      kind: 'review_cancelled',
      comments: `${name}'s ${accepted ? 'assignment for' : 'invitation to'} round ${current.round} was cancelled.${reason ? ` Reason: ${reason}` : ''}`,
      createdAt: now,
    });
    await queueReviewCancelled(ctx, tx, state, { name, email: current.reviewerEmail }, accepted);
    await tellEditorsIfRoundComplete(ctx, tx, state, roundAfter(state, assignmentId, 'CANCELLED'));
    return { id: assignmentId, status: 'CANCELLED', message: REVIEW_MESSAGES.cancelled };
  });
}
