import { z } from 'zod';
import { contactMessagesQuerySchema } from '../../../contract/contact/contact.schema';

/**
 * Everything /admin-dashboard keeps in its address (decision 0036): which tab is open, and the
 * open tab's list query. Contact Forms: the list's query (GET /api/admin/contact-forms, the
 * contract's schema as it is) and the message opened from it. A later tab adds its key to
 * ADMIN_TAB_KEYS and its own fields here.
 */
export const ADMIN_TAB_KEYS = ['contact-forms'] as const;
export type AdminTabKey = (typeof ADMIN_TAB_KEYS)[number];

const messageId = z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(1).max(2_147_483_647).optional());

export const adminDashboardQuerySchema = contactMessagesQuerySchema.extend({
  tab: z.preprocess((value) => (value === '' ? undefined : value), z.enum(ADMIN_TAB_KEYS).default('contact-forms')),
  message: messageId,
});
export type AdminDashboardQuery = z.output<typeof adminDashboardQuerySchema>;
