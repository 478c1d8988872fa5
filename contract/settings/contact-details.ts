import { z } from 'zod';
import { SOCIAL_NETWORKS } from './social-networks';

export { SOCIAL_NETWORK_LABELS, SOCIAL_NETWORKS } from './social-networks';

/**
 * The editorial office's contact facts (acting-side.md §2 /contact: info cards, the urgent-matters
 * address, social links, the map), a journal setting stored in `settings` under this key, like the
 * home figures (decision 0008): a faculty enters its own, and a fact that is not set is left off
 * the page rather than invented. `email` is also where the contact form's messages are mailed
 * (decision 0042); without the setting they go to the admins.
 */
export const CONTACT_DETAILS_KEY = 'contact.details';

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// address' }).max(500);

export const contactDetailsSchema = z.object({
  /** The office's name as the first line of the address card ("Editorial Office"). */
  office: z.string().trim().min(1).max(200),
  /** The postal address, one line each. */
  address: z.array(z.string().trim().min(1).max(200)).min(1).max(6),
  /** The office's address: shown on the page, and the contact form's messages are mailed to it. */
  email: z.email().max(254),
  phone: z.string().trim().min(3).max(50).optional(),
  /** acting-side.md §2 "urgent-matters address": who to write to when it cannot wait. */
  urgent: z.object({ email: z.email().max(254), note: z.string().trim().min(1).max(300) }).optional(),
  /** Where the office is, for the map shown on request (decision 0042). */
  location: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).optional(),
  /** The journal's own accounts only; none unless the journal has them. */
  social: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: httpsUrl })).max(8).default([]),
});
export type ContactDetails = z.output<typeof contactDetailsSchema>;
export type ContactDetailsInput = z.input<typeof contactDetailsSchema>;
