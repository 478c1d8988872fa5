import { z } from 'zod';
import { NEWSLETTER_ADMIN_MESSAGES as M, subscriptionRemovedSchema } from '../../../contract/newsletter/newsletter-admin.schema';
import type { AdminTabOutcome } from '../../components/admin-dashboard/admin-tab';
import { ApiError } from '../../lib/api';
import { sendJson } from '../../lib/api-data';

/**
 * The Newsletter tab's change, for the admin dashboard's `clientAction` (decision 0036): removing
 * a subscription (DELETE /api/admin/newsletter-subscriptions/{id}), answered in the spec's words
 * (acting-side.md §8: 'Failed to remove subscription', and its matching success).
 */
export const newsletterIntentSchema = z.discriminatedUnion('intent', [z.object({ intent: z.literal('removeSubscription'), subscriptionId: z.coerce.number().int().min(1) })]);
export type NewsletterIntent = z.output<typeof newsletterIntentSchema>;
export const NEWSLETTER_INTENTS = ['removeSubscription'] as const satisfies readonly NewsletterIntent['intent'][];

export async function runNewsletterIntent(intent: NewsletterIntent): Promise<AdminTabOutcome> {
  try {
    const result = await sendJson(`/admin/newsletter-subscriptions/${intent.subscriptionId}`, undefined, subscriptionRemovedSchema, { method: 'DELETE' });
    return { intent: intent.intent, ok: true, message: result.message };
  } catch (error) {
    console.warn("The Newsletter tab's removal failed", error);
    const detail = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.problem?.detail : undefined;
    return { intent: intent.intent, ok: false, message: M.removeFailed, ...(detail ? { detail } : {}) };
  }
}
