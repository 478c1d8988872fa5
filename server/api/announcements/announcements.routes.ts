import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { announcementAttachmentParamsSchema, announcementListSchema, announcementQuerySchema } from '../../../contract/announcements/announcements.schema';
import { problemSchema } from '../../../contract/http/problem';
import { listAnnouncements, openAnnouncementAttachment } from '../../../core/announcements/announcements.service';
import { attachmentDisposition } from './content-disposition';

/** reading-side.md §7 GET /api/announcements, and the files the announcements link to. */
export const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/announcements', {
    config: { access: 'public' },
    schema: {
      tags: ['announcements'],
      summary: 'Announcements, newest first; optional search text, type (all, Call for Papers, Deadline, Event, General) and sort (newest, oldest)',
      querystring: announcementQuerySchema,
      response: { 200: announcementListSchema, 400: problemSchema },
    },
    handler: (request) => listAnnouncements(request.ctx, request.query),
  });

  app.get('/api/announcements/:id/attachments/:index', {
    config: { access: 'public' },
    schema: {
      tags: ['announcements'],
      summary: 'A stored attachment of an announcement (index from 0), offered under its name',
      params: announcementAttachmentParamsSchema,
      response: { 200: z.any().describe('The attachment file'), 400: problemSchema, 404: problemSchema },
    },
    handler: async (request, reply) => {
      const file = await openAnnouncementAttachment(request.ctx, request.params.id, request.params.index);
      return reply
        .header('Content-Type', file.mediaType)
        .header('Content-Disposition', attachmentDisposition(file.fileName, file.mediaType))
        .header('X-Content-Type-Options', 'nosniff')
        // An edit may give this address (its index) to another file, or remove it: caches ask again (decision 0051).
        .header('Cache-Control', 'no-cache')
        .send(file.stream);
    },
  });
};
