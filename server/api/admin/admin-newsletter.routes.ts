import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY } from '../../../contract/auth/access.policy';
import { rowIdParam } from '../../../contract/http/ids';
import { problemSchema } from '../../../contract/http/problem';
import {
  NEWSLETTER_ADMIN_MESSAGES as M,
  subscriptionFilterSchema,
  subscriptionListQuerySchema,
  subscriptionPageSchema,
  subscriptionRemovedSchema,
} from '../../../contract/newsletter/newsletter-admin.schema';
import { exportNewsletterSubscriptions, listNewsletterSubscriptions, removeNewsletterSubscription } from '../../../core/newsletter/newsletter-admin.service';

/**
 * The admin dashboard's Newsletter tab (acting-side.md §2 /admin-dashboard, §7 GET
 * /admin/newsletter-subscriptions, DELETE /admin/newsletter-subscriptions/{id}; issue 15: export as
 * CSV; decision 0045).
 */
const subscriptionIdParams = z.object({ id: rowIdParam({ invalid: M.invalidId, notFound: M.notFound }) });
const listErrors = { 400: problemSchema, 401: problemSchema, 403: problemSchema };

export const adminNewsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/newsletter-subscriptions', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['newsletter', 'admin'],
      summary: 'Newsletter subscriptions, paged, searched (email, name), filtered and sorted on the server, with the counts of confirmed, pending and unsubscribed addresses',
      querystring: subscriptionListQuerySchema,
      response: { 200: subscriptionPageSchema, ...listErrors },
    },
    handler: (request) => listNewsletterSubscriptions(request.ctx, request.query),
  });

  app.get('/api/admin/newsletter-subscriptions/export', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['newsletter', 'admin'],
      summary: 'Every subscription the filters select, as a CSV file (Email, Name, Status, Confirmed, Confirmed at, Subscribed at)',
      description: 'Cells that a spreadsheet would read as a formula (starting with =, +, -, @, tab or carriage return) start with an apostrophe.',
      querystring: subscriptionFilterSchema,
      produces: ['text/csv'],
      response: { 200: z.string().describe('text/csv; charset=utf-8, with a header row'), ...listErrors },
    },
    handler: async (request, reply) => {
      const { csv, filename } = await exportNewsletterSubscriptions(request.ctx, request.query);
      return reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${filename}"`).send(csv);
    },
  });

  app.delete('/api/admin/newsletter-subscriptions/:id', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['newsletter', 'admin'],
      summary: "Remove a subscription ('Subscription removed successfully'): the address is forgotten",
      params: subscriptionIdParams,
      response: { 200: subscriptionRemovedSchema, ...listErrors, 404: problemSchema },
    },
    handler: (request) => removeNewsletterSubscription(request.ctx, request.params.id),
  });
};
