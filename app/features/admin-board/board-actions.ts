import { z } from 'zod';
import { messageResponseSchema } from '../../../contract/auth/auth.schema';
import { BOARD_MESSAGES as M, boardMemberSavedSchema } from '../../../contract/editorial/admin-board.schema';
import { sendJson } from '../../lib/api-data';
import { failureReason, problemDetail, problemFieldErrors } from '../../lib/problem-outcome';
import { upload } from '../../lib/upload';

/**
 * The Editorial Board tab's changes, as the admin dashboard's `clientAction` (decision 0036): the
 * member dialog and the remove confirmation submit through a fetcher with an `intent`; this calls
 * the API with the bearer token (multipart for the form, with the photo) and answers an outcome in
 * the spec's words (acting-side.md §8: 'Failed to save editorial board member: {message}',
 * 'Failed to remove member').
 */
const id = z.coerce.number().int().min(1);

export const BOARD_INTENTS = ['saveMember', 'removeMember'] as const;

export const boardIntentSchema = z.discriminatedUnion('intent', [
  /** The form's own fields (name, title, …, photo) pass through to the API as they are. */
  z.looseObject({ intent: z.literal('saveMember'), memberId: z.preprocess((v) => (v === '' ? undefined : v), id.optional()) }),
  z.object({ intent: z.literal('removeMember'), memberId: id }),
]);
export type BoardIntent = z.output<typeof boardIntentSchema>;

export interface BoardOutcome {
  intent: BoardIntent['intent'];
  ok: boolean;
  message: string;
  detail?: string;
  /** Field messages from the server, shown on their fields. */
  fieldErrors?: Record<string, string>;
}

export async function runBoardIntent(intent: BoardIntent): Promise<BoardOutcome> {
  if (intent.intent === 'removeMember') {
    try {
      const result = await sendJson(`/admin/editorial-board/${intent.memberId}`, undefined, messageResponseSchema, { method: 'DELETE' });
      return { intent: 'removeMember', ok: true, message: result.message };
    } catch (error) {
      console.warn('Removing an editorial board member failed', error);
      const detail = problemDetail(error);
      return { intent: 'removeMember', ok: false, message: M.removeFailed, ...(detail ? { detail } : {}) };
    }
  }
  const { intent: _intent, memberId, ...fields } = intent;
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof File) {
      if (value.size > 0) body.append(name, value, value.name);
    } else if (typeof value === 'string') body.append(name, value);
  }
  try {
    const result = await upload(memberId ? `/admin/editorial-board/${memberId}` : '/admin/editorial-board', body, boardMemberSavedSchema, { method: memberId ? 'PUT' : 'POST' }).promise;
    return { intent: 'saveMember', ok: true, message: result.message };
  } catch (error) {
    console.warn('Saving an editorial board member failed', error);
    return { intent: 'saveMember', ok: false, message: M.saveFailed(failureReason(error)), fieldErrors: problemFieldErrors(error) };
  }
}
