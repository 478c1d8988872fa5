import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '../../../contract/http/problem';
import { issueIdParamsSchema } from '../../../contract/issues/issues.schema';
import { currentPublicationsSchema } from '../../../contract/publications/current-publications.schema';
import { sendAttachment } from '../send-attachment';
import { downloadIssuePdf, exportIssueCsv, getCurrentPublications } from '../../../core/publications/publications.service';

/**
 * /current-publications (acting-side.md §2, issue 15): the page's data, and its Export CSV and
 * Download PDF buttons for a published issue. All public; an unpublished issue is 404.
 */
export const publicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/publications/current', {
    config: { access: 'public' },
    schema: {
      tags: ['issues'],
      summary: 'Current publications: the latest published issue with its papers (null before the first), featured articles (most downloaded of the latest issues), statistics and the upcoming issue',
      response: { 200: currentPublicationsSchema },
    },
    handler: (request) => getCurrentPublications(request.ctx),
  });

  app.get('/api/issues/:id/papers.csv', {
    config: { access: 'public' },
    schema: {
      tags: ['issues'],
      summary: "A published issue's papers as CSV (title, authors, pages, DOI, URL, category, keywords), attachment volume-{v}-issue-{n}-articles.csv",
      params: issueIdParamsSchema,
      response: { 200: z.any().describe('text/csv; charset=utf-8'), 400: problemSchema, 404: problemSchema },
    },
    handler: async (request, reply) => {
      const { fileName, text } = await exportIssueCsv(request.ctx, request.params.id);
      return sendAttachment(reply, { stream: Buffer.from(text, 'utf8'), fileName, mediaType: 'text/csv; charset=utf-8' });
    },
  });

  app.get('/api/issues/:id/pdf', {
    config: { access: 'public' },
    schema: {
      tags: ['issues'],
      summary: "A published issue's PDF (volume-{v}-issue-{n}.pdf), or, when the office has uploaded none, its table of contents as a PDF (volume-{v}-issue-{n}-contents.pdf)",
      params: issueIdParamsSchema,
      response: { 200: z.any().describe('application/pdf'), 400: problemSchema, 404: problemSchema },
    },
    handler: async (request, reply) => {
      return sendAttachment(reply, await downloadIssuePdf(request.ctx, request.params.id));
    },
  });
};
