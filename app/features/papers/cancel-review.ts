import { REVIEW_MESSAGES as M } from '../../../contract/reviews/review.messages';
import { ApiError } from '../../lib/api';
import { sendJson } from '../../lib/api-data';

/** What cancelling a reviewer came to (issue 14): the message, for the row and dialog that asked. */
export interface CancelOutcome {
  intent: 'cancelReview';
  assignmentId: number;
  ok: boolean;
  message: string;
  /** The server's own sentence when it refused (409: the assignment is no longer open). */
  detail?: string;
  /** The reason's field message (too long, characters not allowed). */
  reasonError?: string;
}

/** The paper page's clientAction for intent=cancelReview: POST /api/editor/assignments/{id}/cancel {reason?}. */
export async function cancelReview(form: FormData): Promise<CancelOutcome> {
  const assignmentId = Number(form.get('assignmentId'));
  const refused = (rest: Partial<CancelOutcome>): CancelOutcome => ({ intent: 'cancelReview', assignmentId, ok: false, message: M.cancelFailed, ...rest });
  const { cancelAssignmentSchema, cancelAssignmentResultSchema } = await import('../../../contract/reviews/review.schema');
  // The contract's rules, here before the server says them again.
  const checked = cancelAssignmentSchema.safeParse({ reason: String(form.get('reason') ?? '') });
  if (!checked.success) return refused({ reasonError: checked.error.issues[0]?.message ?? M.cancelFailed });
  try {
    const reason = checked.data?.reason;
    const result = await sendJson(`/editor/assignments/${assignmentId}/cancel`, reason ? { reason } : {}, cancelAssignmentResultSchema);
    return { intent: 'cancelReview', assignmentId, ok: true, message: result.message };
  } catch (error) {
    console.warn('Cancelling the review assignment failed', error);
    if (!(error instanceof ApiError)) return refused({});
    const reasonError = error.fieldError('reason');
    const detail = error.status >= 400 && error.status < 500 ? error.problem?.detail : undefined;
    return refused({ ...(detail ? { detail } : {}), ...(reasonError ? { reasonError } : {}) });
  }
}
