import { z } from 'zod';
import { MAIL_TEMPLATE_MESSAGES as M, mailTemplateSavedSchema } from '../../../contract/mail/mail-templates.schema';
import type { AdminTabOutcome } from '../../components/admin-dashboard/admin-tab';
import { ApiError } from '../../lib/api';
import { sendJson } from '../../lib/api-data';

/**
 * The Mail templates section's changes (decision 0054): a save (PUT /api/admin/mail-templates/{key})
 * and a reset to the default (DELETE …), each answering an outcome for the toast.
 */
export const mailTemplateIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('saveMailTemplate'), key: z.string(), subject: z.string(), body: z.string() }),
  z.object({ intent: z.literal('resetMailTemplate'), key: z.string() }),
]);
export type MailTemplateIntent = z.output<typeof mailTemplateIntentSchema>;

export interface MailTemplateOutcome extends AdminTabOutcome {
  intent: MailTemplateIntent['intent'];
  /** The server's field messages (subject, body) when it refused a save. */
  textErrors?: Record<string, string[]>;
}

function failure(intent: MailTemplateIntent['intent'], error: unknown): MailTemplateOutcome {
  console.warn(`The mail template ${intent} failed`, error);
  const reason = error instanceof ApiError ? (error.problem?.detail ?? error.message) : 'The server could not be reached. Please try again.';
  const message = intent === 'saveMailTemplate' ? M.failedToSave(reason) : M.failedToReset(reason);
  const textErrors = error instanceof ApiError ? error.problem?.errors : undefined;
  return { intent, ok: false, message, ...(textErrors ? { textErrors } : {}) };
}

export async function runMailTemplateIntent(intent: MailTemplateIntent): Promise<MailTemplateOutcome> {
  try {
    if (intent.intent === 'saveMailTemplate') {
      const saved = await sendJson(`/admin/mail-templates/${intent.key}`, { subject: intent.subject, body: intent.body }, mailTemplateSavedSchema, { method: 'PUT' });
      return { intent: intent.intent, ok: true, message: saved.message };
    }
    const reset = await sendJson(`/admin/mail-templates/${intent.key}`, undefined, mailTemplateSavedSchema, { method: 'DELETE' });
    return { intent: intent.intent, ok: true, message: reset.message };
  } catch (error) {
    return failure(intent.intent, error);
  }
}
