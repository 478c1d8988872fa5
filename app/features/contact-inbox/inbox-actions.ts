import { z } from 'zod';
import { CONTACT_MESSAGES as M, contactMarkedReadSchema, contactReplySentSchema } from '../../../contract/contact/contact.schema';
import { ApiError } from '../../lib/api';
import { sendJson } from '../../lib/api-data';

/**
 * The Contact Forms tab's changes, as the admin dashboard's `clientAction` (decision 0036): Mark
 * as Read (PUT /api/admin/contact-forms/{id}/read) and a reply (POST …/replies). Each answers an
 * outcome in the spec's words (acting-side.md §8: 'Marked as read', 'Failed to mark as read'),
 * shown as a toast; React Router then runs the loader again.
 */
const id = z.coerce.number().int().min(1);

export const inboxIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('markRead'), messageId: id }),
  z.object({ intent: z.literal('reply'), messageId: id, body: z.string() }),
]);
export type InboxIntent = z.output<typeof inboxIntentSchema>;
export const INBOX_INTENTS = ['markRead', 'reply'] as const satisfies readonly InboxIntent['intent'][];

export interface InboxOutcome {
  intent: InboxIntent['intent'];
  ok: boolean;
  message: string;
  /** The server's own sentence when it refused. */
  detail?: string;
  /** The reply's field message from the server. */
  bodyError?: string;
}

function failure(intent: InboxIntent['intent'], message: string, error: unknown): InboxOutcome {
  console.warn(`The contact inbox's ${intent} failed`, error);
  if (!(error instanceof ApiError)) return { intent, ok: false, message };
  const bodyError = error.fieldError('body');
  const detail = error.status === 400 || error.status === 404 ? error.problem?.detail : undefined;
  return { intent, ok: false, message, ...(detail && detail !== message ? { detail } : {}), ...(bodyError ? { bodyError } : {}) };
}

export async function runInboxIntent(intent: InboxIntent): Promise<InboxOutcome> {
  switch (intent.intent) {
    case 'markRead':
      try {
        const result = await sendJson(`/admin/contact-forms/${intent.messageId}/read`, undefined, contactMarkedReadSchema, { method: 'PUT' });
        return { intent: 'markRead', ok: true, message: result.message };
      } catch (error) {
        return failure('markRead', M.markReadFailed, error);
      }
    case 'reply':
      try {
        const result = await sendJson(`/admin/contact-forms/${intent.messageId}/replies`, { body: intent.body }, contactReplySentSchema);
        return { intent: 'reply', ok: true, message: result.message };
      } catch (error) {
        return failure('reply', M.replyFailed, error);
      }
  }
}
