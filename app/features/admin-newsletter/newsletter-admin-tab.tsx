import { subscriptionListQuerySchema, subscriptionPageSchema, type SubscriptionPage } from '../../../contract/newsletter/newsletter-admin.schema';
import { defineAdminTab } from '../../components/admin-dashboard/admin-tab';
import { getJson, orNull } from '../../lib/api-data';
import { writeSearchParams } from '../../lib/search-params';
import { NEWSLETTER_INTENTS, newsletterIntentSchema, runNewsletterIntent } from './newsletter-actions';
import { NewsletterTab } from './newsletter-tab';

export interface NewsletterTabData {
  /** The page of the list, null when it failed to load. */
  page: SubscriptionPage | null;
}

/** acting-side.md §2 Newsletter (decision 0045): GET /api/admin/newsletter-subscriptions with the tab's address as its query. */
export const newsletterTab = defineAdminTab({
  key: 'newsletter',
  title: 'Newsletter',
  query: subscriptionListQuerySchema,
  async load(query, signal): Promise<NewsletterTabData> {
    return {
      page: await orNull(getJson('/admin/newsletter-subscriptions', subscriptionPageSchema, { query: writeSearchParams(query, subscriptionListQuerySchema), signal }), 'The newsletter subscriptions'),
    };
  },
  View: ({ data, query, setQuery, hrefFor, loading, onNotice }) => <NewsletterTab page={data.page} query={query} setQuery={setQuery} hrefFor={hrefFor} loading={loading} onNotice={onNotice} />,
  actions: { intents: NEWSLETTER_INTENTS, schema: newsletterIntentSchema, run: runNewsletterIntent },
});
