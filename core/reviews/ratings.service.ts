import { isAuthorRelation, isStaffRelation } from '../../contract/papers/workflow/paper-relations';
import { WORKFLOW_MESSAGES } from '../../contract/papers/workflow/paper-workflow.messages';
import { REVIEW_MESSAGES as M, type ReviewRatingResult } from '../../contract/reviews/review.schema';
import { requireActor, type Ctx } from '../context';
import { AppError } from '../errors';
import { requireVisiblePaper } from '../workflow/paper-workflow';
import { findReviewAssignment, updateReviewAssignment } from './reviews.repo';

/**
 * POST /api/editor/assignments/{id}/rating (decision 0041 "Ratings"): an editor rates a completed
 * review 1–5 for the editors' own use when they choose reviewers later. Only staff responses carry
 * it; an editor who is an author of the paper rates nothing on it (decision 0034).
 */
export async function rateReview(ctx: Ctx, assignmentId: number, rating: number): Promise<ReviewRatingResult> {
  const actor = requireActor(ctx);
  const row = await findReviewAssignment(ctx.db, assignmentId);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  const state = await requireVisiblePaper(ctx.db, row.paperId, actor, { lock: false });
  if (!isStaffRelation(state.relations)) throw new AppError('NOT_FOUND', M.notFound);
  if (isAuthorRelation(state.relations)) throw new AppError('FORBIDDEN', WORKFLOW_MESSAGES.ownPaper);
  if (row.status !== 'COMPLETED') throw new AppError('CONFLICT', M.ratingNeedsCompletedReview);
  await updateReviewAssignment(ctx.db, assignmentId, { rating, ratedById: actor.id });
  return { id: assignmentId, rating, message: M.ratingSaved(rating) };
}
