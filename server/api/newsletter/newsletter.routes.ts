import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '../../../contract/http/problem';
import { newsletterLinkParamsSchema, newsletterLinkResultSchema, newsletterSubscribedSchema, newsletterSubscriptionSchema } from '../../../contract/newsletter/newsletter.schema';
import { confirmNewsletterSubscription, subscribeToNewsletter, unsubscribeFromNewsletter } from '../../../core/newsletter/newsletter.service';
import { RATE_LIMITS } from '../rate-limits';

const linkResponses = { 200: newsletterLinkResultSchema, 400: problemSchema, 404: problemSchema, 429: problemSchema };

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  // A mail client's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form (RFC 8058); this plugin only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, String(body)));

  app.post('/api/newsletter-subscriptions', {
    config: { access: 'public', rateLimit: RATE_LIMITS.newsletter },
    schema: {
      tags: ['newsletter'],
      summary: 'Subscribe an address to new-publication notices (reading-side.md §2 Information for readers), with double opt-in',
      description:
        'Stored once per address, whatever its letter case. A new address (or one that unsubscribed) gets a confirmation request and nothing else until it confirms; a repeat within the hour sends no second request. The answer is the same in every case.',
      body: newsletterSubscriptionSchema,
      response: { 200: newsletterSubscribedSchema, 400: problemSchema, 429: problemSchema },
    },
    handler: async (request) => {
      const result = await subscribeToNewsletter(request.ctx, request.body);
      request.ctx.mail.kick();
      return result;
    },
  });

  app.post('/api/newsletter-subscriptions/confirm/:token', {
    config: { access: 'public', rateLimit: RATE_LIMITS.newsletterLink },
    schema: {
      tags: ['newsletter'],
      summary: 'Confirm a subscription with the token of the confirmation mail (valid 7 days); a welcome mail follows once',
      params: newsletterLinkParamsSchema,
      body: z.unknown().optional(),
      response: linkResponses,
    },
    handler: async (request) => {
      const result = await confirmNewsletterSubscription(request.ctx, request.params.token);
      request.ctx.mail.kick();
      return result;
    },
  });

  app.post('/api/newsletter-subscriptions/unsubscribe/:token', {
    config: { access: 'public', rateLimit: RATE_LIMITS.newsletterLink },
    schema: {
      tags: ['newsletter'],
      summary: 'Unsubscribe with the token every newsletter mail carries: from /newsletter/unsubscribe, or one click from a mail client (List-Unsubscribe-Post, RFC 8058)',
      params: newsletterLinkParamsSchema,
      body: z.unknown().optional(),
      response: linkResponses,
    },
    handler: (request) => unsubscribeFromNewsletter(request.ctx, request.params.token),
  });
};
