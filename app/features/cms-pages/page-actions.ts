import { z } from 'zod';
import { PAGE_MESSAGES as M, pageDetailSchema } from '../../../contract/pages/pages.schema';
import type { AdminTabOutcome } from '../../components/admin-dashboard/admin-tab';
import { ApiError } from '../../lib/api';
import { sendJson } from '../../lib/api-data';

/**
 * The Pages section's changes, run by /admin/cms's `clientAction` (decision 0036): a save (PUT
 * /api/admin/pages/{slug}) and a restore (POST …/revisions/{id}/restore), each answering an
 * outcome for the toast; the loaders then run again (not after a refusal: the editor keeps the text).
 */
const id = z.coerce.number().int().min(1);

export const pageIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('save'), slug: z.string(), markdown: z.string(), baseRevisionId: id }),
  z.object({ intent: z.literal('restore'), slug: z.string(), revisionId: id, baseRevisionId: id }),
]);
export type PageIntent = z.output<typeof pageIntentSchema>;

export interface PageOutcome extends AdminTabOutcome {
  intent: PageIntent['intent'];
  /** The text's field messages from the server (all of them: a page may have several unknown placeholders). */
  markdownErrors?: string[];
}

/** 'Failed to save page: {message}' with the server's sentence (a stale save, an unknown placeholder). */
function failure(intent: PageIntent['intent'], error: unknown): PageOutcome {
  console.warn(`The page ${intent} failed`, error);
  const reason = error instanceof ApiError ? (error.problem?.detail ?? error.message) : 'The server could not be reached. Please try again.';
  const message = intent === 'save' ? M.failedToSave(reason) : M.failedToRestore(reason);
  const markdownErrors = error instanceof ApiError ? error.problem?.errors?.markdown : undefined;
  return { intent, ok: false, message, ...(markdownErrors ? { markdownErrors } : {}) };
}

export async function runPageIntent(intent: PageIntent): Promise<PageOutcome> {
  switch (intent.intent) {
    case 'save':
      try {
        await sendJson(`/admin/pages/${intent.slug}`, { markdown: intent.markdown, baseRevisionId: intent.baseRevisionId }, pageDetailSchema, { method: 'PUT' });
        return { intent: 'save', ok: true, message: M.saved };
      } catch (error) {
        return failure('save', error);
      }
    case 'restore':
      try {
        await sendJson(`/admin/pages/${intent.slug}/revisions/${intent.revisionId}/restore`, { baseRevisionId: intent.baseRevisionId }, pageDetailSchema);
        return { intent: 'restore', ok: true, message: M.restored };
      } catch (error) {
        return failure('restore', error);
      }
  }
}
