import { z } from 'zod';
import { queryNumber } from '../http/ids';
import { pageOf, searchText, sortOrderSchema } from '../users/users.schema';

/**
 * The admin dashboard's Newsletter tab (acting-side.md §2 /admin-dashboard, §3 "Newsletter
 * subscription", §4 "Active or Unsubscribed", §7 GET /admin/newsletter-subscriptions, DELETE
 * /admin/newsletter-subscriptions/{id}, §8; issue 15; decision 0045).
 */
export const NEWSLETTER_ADMIN_MESSAGES = {
  /** acting-side.md §8, word for word, and its matching success alert. */
  removeFailed: 'Failed to remove subscription',
  removed: 'Subscription removed successfully',
  loadFailed: 'Failed to load data. Please try again.',
  notFound: 'Subscription not found.',
  invalidId: 'The subscription id must be a positive whole number.',
  exportFailed: 'Failed to export subscriptions',
} as const;

/** acting-side.md §4: a subscription is Active or Unsubscribed; an active one is confirmed or waits for its owner (decision 0043). */
export const SUBSCRIPTION_STATUSES = ['active', 'unsubscribed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = { active: 'Active', unsubscribed: 'Unsubscribed' };

/** The list's filter: every address, the confirmed active ones (who receive the newsletter), those awaiting confirmation, or the unsubscribed. */
export const SUBSCRIPTION_FILTERS = ['all', 'confirmed', 'pending', 'unsubscribed'] as const;
export type SubscriptionFilter = (typeof SUBSCRIPTION_FILTERS)[number];
export const SUBSCRIPTION_FILTER_LABELS: Record<SubscriptionFilter, string> = {
  all: 'All',
  confirmed: 'Active and confirmed',
  pending: 'Awaiting confirmation',
  unsubscribed: 'Unsubscribed',
};

export const SUBSCRIPTION_SORTS = ['created', 'email', 'name'] as const;
export type SubscriptionSort = (typeof SUBSCRIPTION_SORTS)[number];
export const SUBSCRIPTION_SORT_LABELS: Record<SubscriptionSort, string> = { created: 'Subscribed', email: 'Email', name: 'Name' };

const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** The list's filters (also those of the CSV export): search (email, name), status, sort. */
export const subscriptionFilterSchema = z.object({
  q: searchText,
  status: z.preprocess(blankAsMissing, z.enum(SUBSCRIPTION_FILTERS).default('all')),
  sort: z.preprocess(blankAsMissing, z.enum(SUBSCRIPTION_SORTS).default('created')),
  order: sortOrderSchema,
});
export type SubscriptionFilterQuery = z.output<typeof subscriptionFilterSchema>;

/** GET /api/admin/newsletter-subscriptions: paged, searched and sorted on the server (newest first unless asked). */
export const subscriptionListQuerySchema = subscriptionFilterSchema.extend({
  page: queryNumber('page', { min: 1, max: 100_000, default: 1 }),
  pageSize: queryNumber('pageSize', { min: 1, max: 100, default: 20 }),
});
export type SubscriptionListQuery = z.output<typeof subscriptionListQuerySchema>;
export type SubscriptionListQueryInput = z.input<typeof subscriptionListQuerySchema>;

export const subscriptionRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  isActive: z.boolean(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The owner confirmed the address (double opt-in); only confirmed active addresses receive anything. */
  confirmed: z.boolean(),
  confirmedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SubscriptionRow = z.infer<typeof subscriptionRowSchema>;

/** The page, and the counts across every subscription (the tab's summary). */
export const subscriptionPageSchema = pageOf(subscriptionRowSchema).extend({
  counts: z.object({ confirmed: z.number().int(), pending: z.number().int(), unsubscribed: z.number().int() }),
});
export type SubscriptionPage = z.infer<typeof subscriptionPageSchema>;

export const subscriptionRemovedSchema = z.object({ id: z.number().int(), message: z.literal(NEWSLETTER_ADMIN_MESSAGES.removed) });
export type SubscriptionRemoved = z.infer<typeof subscriptionRemovedSchema>;

/** The CSV export's columns, in order. */
export const SUBSCRIPTION_CSV_COLUMNS = ['Email', 'Name', 'Status', 'Confirmed', 'Confirmed at', 'Subscribed at'] as const;
