import type { SubscriptionListQuery } from '../../../../contract/newsletter/newsletter-admin.schema';
import type { Ctx } from '../../../../core/context';
import { listNewsletterSubscriptions } from '../../../../core/newsletter/newsletter-admin.service';
import { orNull } from '../../../lib/api-data';
import type { NewsletterTabData } from '../../../features/admin-newsletter/newsletter-admin-tab';

/** The Newsletter tab for the session cookie's viewer, from the service GET /api/admin/newsletter-subscriptions uses. */
export async function loadNewsletterTab(ctx: Ctx, query: SubscriptionListQuery): Promise<NewsletterTabData> {
  return { page: await orNull(listNewsletterSubscriptions(ctx, query), 'Admin dashboard newsletter subscriptions') };
}
