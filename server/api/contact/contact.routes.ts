import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY } from '../../../contract/auth/access.policy';
import {
  CONTACT_MESSAGES as M,
  contactMarkedReadSchema,
  contactMessageDetailSchema,
  contactMessagePageSchema,
  contactMessagesQuerySchema,
  contactReplyFormSchema,
  contactReplySentSchema,
  contactSentSchema,
  contactSubmissionSchema,
} from '../../../contract/contact/contact.schema';
import { rowIdParam } from '../../../contract/http/ids';
import { problemSchema } from '../../../contract/http/problem';
import { getContactMessage, listContactMessages, markContactMessageRead, replyToContactMessage, submitContactMessage } from '../../../core/contact/contact.service';
import { RATE_LIMITS } from '../rate-limits';

/**
 * The contact form and the office's inbox (acting-side.md §2 /contact, /admin-dashboard "Contact
 * Forms"; §7 GET /admin/contact-forms, PUT /admin/contact-forms/{id}/read; issue 15; decision 0042):
 * anyone writes, admins read, mark read and reply.
 */
const messageIdParams = z.object({ id: rowIdParam({ invalid: M.invalidId, notFound: M.notFound }) });
const adminErrors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/contact', {
    config: { access: 'public', rateLimit: RATE_LIMITS.contact },
    schema: {
      tags: ['contact'],
      summary: 'Send a message to the editorial office (acting-side.md §2 /contact): stored, and mailed to the office with Reply-To the sender',
      description:
        'name, email, subject, message (at least 10 characters) and category (general unless given), plus the spam guard: formToken, the signed token of the /contact page, at least a few seconds old, and the honeypot field `website`, left empty. A guard failure is 400 with one sentence for every cause.',
      body: contactSubmissionSchema,
      response: { 201: contactSentSchema, 400: problemSchema, 429: problemSchema },
    },
    handler: async (request, reply) => {
      const result = await submitContactMessage(request.ctx, request.body);
      request.ctx.mail.kick();
      return reply.status(201).send(result);
    },
  });

  app.get('/api/admin/contact-forms', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['contact', 'admin'],
      summary: 'Contact messages, paged, searched and sorted (unread first by default), each with the first 50 characters of its message, and the unread count',
      querystring: contactMessagesQuerySchema,
      response: { 200: contactMessagePageSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
    },
    handler: (request) => listContactMessages(request.ctx, request.query),
  });

  app.get('/api/admin/contact-forms/:id', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['contact', 'admin'],
      summary: 'One contact message in full, with the replies sent to it',
      params: messageIdParams,
      response: { 200: contactMessageDetailSchema, ...adminErrors },
    },
    handler: (request) => getContactMessage(request.ctx, request.params.id),
  });

  app.put('/api/admin/contact-forms/:id/read', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['contact', 'admin'],
      summary: "Mark a contact message as read ('Marked as read'); a message already read stays as it was",
      params: messageIdParams,
      response: { 200: contactMarkedReadSchema, ...adminErrors },
    },
    handler: (request) => markContactMessageRead(request.ctx, request.params.id),
  });

  app.post('/api/admin/contact-forms/:id/replies', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['contact', 'admin'],
      summary: 'Reply to a contact message: mailed to the sender, kept with the message, and the message is marked read',
      params: messageIdParams,
      body: contactReplyFormSchema,
      response: { 201: contactReplySentSchema, ...adminErrors },
    },
    handler: async (request, reply) => {
      const result = await replyToContactMessage(request.ctx, request.params.id, request.body);
      request.ctx.mail.kick();
      return reply.status(201).send(result);
    },
  });
};
