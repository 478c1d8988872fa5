import { AUTHOR_JOURNEY_MESSAGES as M, withdrawResultSchema } from '../../../contract/papers/author-journey.schema';
import { sendJson } from '../../lib/api-data';

/** What a withdrawal came to, in the spec's words (acting-side.md §8). */
export interface WithdrawOutcome {
  ok: boolean;
  paperId: number;
  message: string;
}

/**
 * POST /api/papers/{id}/withdraw with the bearer token: the dashboard's clientAction (decision
 * 0036). Any failure (refused, offline, an answer not in the contract) is the spec's one message;
 * the list then reloads through the page's loader, so it shows the paper as the server has it.
 */
export async function withdrawSubmission(paperId: number): Promise<WithdrawOutcome> {
  try {
    await sendJson(`/papers/${paperId}/withdraw`, undefined, withdrawResultSchema);
    return { ok: true, paperId, message: M.withdrawn };
  } catch (error) {
    console.warn('Withdrawal failed', error);
    return { ok: false, paperId, message: M.withdrawFailed };
  }
}
