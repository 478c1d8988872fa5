import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemSchema } from '../../../contract/http/problem';
import { newsletterSubscribedSchema, newsletterSubscriptionSchema } from '../../../contract/newsletter/newsletter.schema';
import { subscribeToNewsletter } from '../../../core/newsletter/newsletter.service';
import { RATE_LIMITS } from '../rate-limits';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/newsletter-subscriptions', {
    config: { access: 'public', rateLimit: RATE_LIMITS.newsletter },
    schema: {
      tags: ['newsletter'],
      summary: 'Subscribe an address to new-publication notices (reading-side.md §2 Information for readers)',
      description: 'Stored once per address, whatever its letter case. A repeat answers the same success without a second row.',
      body: newsletterSubscriptionSchema,
      response: { 200: newsletterSubscribedSchema, 400: problemSchema, 429: problemSchema },
    },
    handler: async (request) => {
      const result = await subscribeToNewsletter(request.ctx, request.body);
      request.ctx.mail.kick();
      return result;
    },
  });
};
