import { z } from 'zod';
import { messageResponseSchema } from '../../../contract/auth/auth.schema';
import { ADMIN_ISSUE_MESSAGES as M, adminIssueSavedSchema } from '../../../contract/issues/admin-issues.schema';
import { sendJson } from '../../lib/api-data';
import { failureReason, problemDetail, problemFieldErrors } from '../../lib/problem-outcome';
import { upload } from '../../lib/upload';

/**
 * The Issues tab's changes, as the admin dashboard's `clientAction` (decision 0036): the dialog
 * and the delete confirmation submit through a fetcher with an `intent`; this calls the API with
 * the bearer token (multipart for the form, with its files) and answers an outcome in the spec's
 * words (acting-side.md §8: 'Failed to save issue: {message}', 'Failed to delete issue').
 */
const id = z.coerce.number().int().min(1);

export const ISSUE_INTENTS = ['saveIssue', 'deleteIssue'] as const;

export const issueIntentSchema = z.discriminatedUnion('intent', [
  /** The form's own fields (title, volume, …, coverImage, pdfFile) pass through to the API as they are. */
  z.looseObject({ intent: z.literal('saveIssue'), issueId: z.preprocess((v) => (v === '' ? undefined : v), id.optional()) }),
  z.object({ intent: z.literal('deleteIssue'), issueId: id }),
]);
export type IssueIntent = z.output<typeof issueIntentSchema>;

export interface IssueOutcome {
  intent: IssueIntent['intent'];
  ok: boolean;
  message: string;
  /** The server's own sentence when it refused a delete. */
  detail?: string;
  /** Field messages from the server, shown on their fields. */
  fieldErrors?: Record<string, string>;
}

export async function runIssueIntent(intent: IssueIntent): Promise<IssueOutcome> {
  if (intent.intent === 'deleteIssue') {
    try {
      const result = await sendJson(`/admin/issues/${intent.issueId}`, undefined, messageResponseSchema, { method: 'DELETE' });
      return { intent: 'deleteIssue', ok: true, message: result.message };
    } catch (error) {
      console.warn('Deleting an issue failed', error);
      const detail = problemDetail(error);
      return { intent: 'deleteIssue', ok: false, message: M.deleteFailed, ...(detail ? { detail } : {}) };
    }
  }
  const { intent: _intent, issueId, ...fields } = intent;
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof File) {
      if (value.size > 0) body.append(name, value, value.name);
    } else if (typeof value === 'string') body.append(name, value);
  }
  try {
    const result = await upload(issueId ? `/admin/issues/${issueId}` : '/admin/issues', body, adminIssueSavedSchema, { method: issueId ? 'PUT' : 'POST' }).promise;
    return { intent: 'saveIssue', ok: true, message: result.message };
  } catch (error) {
    console.warn('Saving an issue failed', error);
    return { intent: 'saveIssue', ok: false, message: M.saveFailed(failureReason(error)), fieldErrors: problemFieldErrors(error) };
  }
}
