import {
  NEWSLETTER_ADMIN_MESSAGES as M,
  subscriptionFilterSchema,
  subscriptionListQuerySchema,
  type SubscriptionListQueryInput,
  type SubscriptionPage,
  type SubscriptionRemoved,
} from '../../contract/newsletter/newsletter-admin.schema';
import { requireActor, type Ctx } from '../context';
import { AppError } from '../errors';
import { deleteSubscriptionRow, listAllSubscriptionRows, listSubscriptionRows } from './newsletter-admin.repo';
import { subscriptionsCsv } from './subscriptions-csv';

/**
 * The admin dashboard's Newsletter tab (acting-side.md §2, §3 "Newsletter subscription", §4, §7,
 * §8; issue 15; decision 0045): the list with Active or Unsubscribed and confirmed or pending
 * (decision 0043), removal, and the CSV export.
 */

/** GET /api/admin/newsletter-subscriptions: one page, and the counts of confirmed, pending and unsubscribed addresses. */
export async function listNewsletterSubscriptions(ctx: Ctx, input: SubscriptionListQueryInput): Promise<SubscriptionPage> {
  requireActor(ctx);
  const query = subscriptionListQuerySchema.parse(input);
  const { rows, total, counts } = await listSubscriptionRows(ctx.db, query);
  return {
    items: rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      isActive: row.isActive,
      status: row.isActive ? 'active' : 'unsubscribed',
      confirmed: row.confirmedAt !== null,
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
    counts,
  };
}

/**
 * DELETE /api/admin/newsletter-subscriptions/{id}: the row goes (the address is forgotten, as a
 * reader asking to be removed expects); the address may subscribe again later, with a new
 * confirmation.
 */
export async function removeNewsletterSubscription(ctx: Ctx, id: number): Promise<SubscriptionRemoved> {
  requireActor(ctx);
  if (!(await deleteSubscriptionRow(ctx.db, id))) throw new AppError('NOT_FOUND', M.notFound);
  return { id, message: M.removed };
}

/** GET /api/admin/newsletter-subscriptions/export: every subscription the list's filters select, as CSV. */
export async function exportNewsletterSubscriptions(ctx: Ctx, input: unknown): Promise<{ csv: string; filename: string }> {
  requireActor(ctx);
  const query = subscriptionFilterSchema.parse(input ?? {});
  const rows = await listAllSubscriptionRows(ctx.db, query);
  const day = ctx.clock().toISOString().slice(0, 10);
  return { csv: subscriptionsCsv(rows), filename: `newsletter-subscriptions-${day}.csv` };
}
