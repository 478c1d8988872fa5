import { HOME_METRICS_KEY, homeMetricsSchema, type HomeMetrics } from '../../contract/settings/metrics';
import { CONTACT_DETAILS_KEY, contactDetailsSchema, type ContactDetails } from '../../contract/settings/contact-details';
import type { Ctx } from '../context';
import { findSetting } from './settings.repo';

/**
 * The home page's Journal Impact & Reach figures, or null when the journal has not set them:
 * the page then leaves the section out rather than show figures nobody entered (decision 0008).
 */
export async function getHomeMetrics(ctx: Pick<Ctx, 'db'>): Promise<HomeMetrics | null> {
  const parsed = homeMetricsSchema.safeParse(await findSetting(ctx.db, HOME_METRICS_KEY));
  return parsed.success ? parsed.data : null;
}

/**
 * The editorial office's contact facts for /contact and the contact form's mail, or null when the
 * journal has not entered them (or they do not parse): the page then leaves the cards out rather
 * than invent an address, and the form's mail goes to the admins (decision 0042).
 */
export async function getContactDetails(ctx: Pick<Ctx, 'db'>): Promise<ContactDetails | null> {
  const parsed = contactDetailsSchema.safeParse(await findSetting(ctx.db, CONTACT_DETAILS_KEY));
  return parsed.success ? parsed.data : null;
}
