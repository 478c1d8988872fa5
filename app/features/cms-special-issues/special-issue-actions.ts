import { z } from 'zod';
import { messageResponseSchema } from '../../../contract/auth/auth.schema';
import { ADMIN_SPECIAL_ISSUE_MESSAGES as M, specialIssueSavedSchema } from '../../../contract/special-issues/admin-special-issues.schema';
import { sendJson } from '../../lib/api-data';
import { failureReason, problemDetail, problemFieldErrors } from '../../lib/problem-outcome';

/**
 * The Special issues section's changes, as /admin/cms's `clientAction` (decision 0036, 0052): the
 * dialog and the delete confirmation submit through a fetcher with an `intent`; this calls the API
 * with the bearer token and answers an outcome for the toast ('Failed to save special issue: …',
 * 'Failed to delete special issue' with the server's sentence).
 */
const id = z.coerce.number().int().min(1);

export const SPECIAL_ISSUE_INTENTS = ['saveSpecialIssue', 'deleteSpecialIssue'] as const;

export const specialIssueIntentSchema = z.discriminatedUnion('intent', [
  /** `form`: the dialog's fields as JSON text (guest editors are a list); the server checks them with the contract. */
  z.object({ intent: z.literal('saveSpecialIssue'), specialIssueId: z.preprocess((v) => (v === '' ? undefined : v), id.optional()), form: z.string() }),
  z.object({ intent: z.literal('deleteSpecialIssue'), specialIssueId: id }),
]);
export type SpecialIssueIntent = z.output<typeof specialIssueIntentSchema>;

export interface SpecialIssueOutcome {
  intent: SpecialIssueIntent['intent'];
  ok: boolean;
  message: string;
  /** The server's own sentence when it refused. */
  detail?: string;
  /** Field messages from the server, shown on their fields. */
  fieldErrors?: Record<string, string>;
}

export async function runSpecialIssueIntent(intent: SpecialIssueIntent): Promise<SpecialIssueOutcome> {
  if (intent.intent === 'deleteSpecialIssue') {
    try {
      const result = await sendJson(`/admin/special-issues/${intent.specialIssueId}`, undefined, messageResponseSchema, { method: 'DELETE' });
      return { intent: 'deleteSpecialIssue', ok: true, message: result.message };
    } catch (error) {
      console.warn('Deleting a special issue failed', error);
      const detail = problemDetail(error);
      return { intent: 'deleteSpecialIssue', ok: false, message: M.deleteFailed, ...(detail ? { detail } : {}) };
    }
  }
  try {
    const body: unknown = JSON.parse(intent.form);
    const path = intent.specialIssueId ? `/admin/special-issues/${intent.specialIssueId}` : '/admin/special-issues';
    const result = await sendJson(path, body, specialIssueSavedSchema, { method: intent.specialIssueId ? 'PUT' : 'POST' });
    return { intent: 'saveSpecialIssue', ok: true, message: result.message };
  } catch (error) {
    console.warn('Saving a special issue failed', error);
    return { intent: 'saveSpecialIssue', ok: false, message: M.saveFailed(failureReason(error)), fieldErrors: problemFieldErrors(error) };
  }
}
