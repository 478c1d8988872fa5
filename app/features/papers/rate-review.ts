import { REVIEW_MESSAGES as M } from '../../../contract/reviews/review.messages';
import { ApiError } from '../../lib/api';
import { sendJson } from '../../lib/api-data';

/** What rating a review came to (decision 0041 "Ratings"): the message, for the row that asked. */
export interface RatingOutcome {
  intent: 'rate';
  assignmentId: number;
  ok: boolean;
  message: string;
}

/** The paper page's clientAction for intent=rate: the editors' 1–5 of a completed review. */
export async function rateReview(form: FormData): Promise<RatingOutcome> {
  const assignmentId = Number(form.get('assignmentId'));
  const { reviewRatingSchema, reviewRatingResultSchema } = await import('../../../contract/reviews/review.schema');
  const checked = reviewRatingSchema.safeParse({ rating: Number(form.get('rating')) });
  if (!checked.success) return { intent: 'rate', assignmentId, ok: false, message: M.ratingRange };
  try {
    const result = await sendJson(`/editor/assignments/${assignmentId}/rating`, checked.data, reviewRatingResultSchema);
    return { intent: 'rate', assignmentId, ok: true, message: result.message };
  } catch (error) {
    console.warn('Rating the review failed', error);
    return { intent: 'rate', assignmentId, ok: false, message: error instanceof ApiError && error.problem?.detail ? error.problem.detail : M.ratingFailed };
  }
}
