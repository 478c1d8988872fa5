import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { citationQuerySchema, citationSchema } from '../../../contract/citations/citations';
import { rowIdParam } from '../../../contract/http/ids';
import { problemSchema } from '../../../contract/http/problem';
import { PAPER_MESSAGES } from '../../../contract/papers/messages';
import {
  paperDetailSchema,
  paperIdParam,
  paperIdParamsSchema,
  paperListQuerySchema,
  paperPageSchema,
  paperSearchPageSchema,
  paperSearchQuerySchema,
} from '../../../contract/papers/papers.schema';
import { downloadAnnotatedFile, downloadManuscript, downloadPublishedPdf, downloadVersion, getPaperForViewer, listPublishedPapersPage, searchPublishedPapers } from '../../../core/papers/papers.service';
import { UsageRecorder } from '../../../core/usage/usage.service';
import { getCitation } from '../../../core/citations/citations.service';
import { REVIEW_MESSAGES } from '../../../contract/reviews/review.messages';
import { clientAddress } from '../rate-limits';
import { sendAttachment } from '../send-attachment';
import { problem, sendProblem } from '../../problem';

/**
 * reading-side.md §7: the read calls on papers. All are public; a bearer token, when sent,
 * makes the caller the viewer (the auth plugin sets request.ctx.actor) so authors, editors and
 * admins see what contract/papers/paper-visibility.policy.ts gives them.
 */
export const papersRoutes: FastifyPluginAsyncZod<{ usage?: UsageRecorder }> = async (app, options) => {
  /** COUNTER's filters (decision 0059); the app passes the one the pages count views with. */
  const usage = options.usage ?? new UsageRecorder();

  app.get('/api/papers', {
    config: { access: 'public' },
    schema: {
      tags: ['papers'],
      summary: 'Published papers, newest first, paginated',
      querystring: paperListQuerySchema,
      response: { 200: paperPageSchema, 400: problemSchema },
    },
    handler: (request) => listPublishedPapersPage(request.ctx, request.query),
  });

  app.get('/api/papers/search', {
    config: { access: 'public' },
    schema: {
      tags: ['papers'],
      summary: 'Full-text search of published papers (title > keywords, authors > abstract), with category, date-range and author filters; 10 a page',
      querystring: paperSearchQuerySchema,
      response: { 200: paperSearchPageSchema, 400: problemSchema },
    },
    handler: (request) => searchPublishedPapers(request.ctx, request.query),
  });

  app.get('/api/papers/:id', {
    config: { access: 'public' },
    schema: {
      tags: ['papers'],
      summary: "A paper as this viewer may see it; 404 'Paper not found or you don't have permission to view it.' otherwise",
      params: paperIdParamsSchema,
      response: { 200: paperDetailSchema, 400: problemSchema, 404: problemSchema },
    },
    handler: (request) => getPaperForViewer(request.ctx, Number(request.params.id)),
  });

  const downloadClient = (request: FastifyRequest) => (request.method === 'HEAD' ? null : { address: clientAddress(request), userAgent: request.headers['user-agent'], usage });

  app.route({
    // HEAD answers like GET, without the body and without counting a download (issue 16).
    method: ['GET', 'HEAD'],
    url: '/api/papers/:id/download',
    exposeHeadRoute: false,
    config: { access: 'public' },
    schema: {
      tags: ['papers'],
      summary: 'The manuscript file (attachment named paper-{id}.pdf, .doc or .docx); counts a download of a published paper on the COUNTER R5 rules: no robots, a repeat within 30 seconds once (HEAD: the headers only, nothing counted)',
      params: paperIdParamsSchema,
      response: { 200: z.any().describe('The manuscript file (application/pdf, application/msword or DOCX)'), 400: problemSchema, 404: problemSchema },
    },
    handler: async (request, reply) => sendAttachment(reply, await downloadManuscript(request.ctx, Number(request.params.id), downloadClient(request))),
  });

  app.route({
    // The published article's PDF at a public, crawlable address outside /api (robots.txt allows it; citation_pdf_url).
    method: ['GET', 'HEAD'],
    url: '/paper/:id/pdf',
    exposeHeadRoute: false,
    config: { access: 'public' },
    schema: { hide: true, params: paperIdParamsSchema },
    handler: async (request, reply) => {
      const pdf = await downloadPublishedPdf(request.ctx, Number(request.params.id), downloadClient(request));
      if (!pdf) return sendProblem(reply, problem(404, PAPER_MESSAGES.notFound));
      return sendAttachment(reply, pdf, { disposition: 'inline', cacheControl: 'public, no-cache' });
    },
  });

  app.get('/api/papers/:id/citation', {
    config: { access: 'public' },
    schema: {
      tags: ['papers'],
      summary:
        'A published paper\'s reference in one format (apa, mla, chicago, harvard, vancouver, ieee, bibtex, ris, csl-json; default apa), made with the official CSL styles; JSON {format, label, text, fileName}, or with download=1 the text itself as citation-{format}.txt. 404 for a paper this viewer may not see, 409 for one not yet published',
      params: paperIdParamsSchema,
      querystring: citationQuerySchema,
      response: { 200: citationSchema.describe('The citation (with download=1: the text, text/plain; charset=utf-8, as an attachment)'), 400: problemSchema, 404: problemSchema, 409: problemSchema },
    },
    handler: async (request, reply) => {
      const citation = await getCitation(request.ctx, Number(request.params.id), request.query.format);
      if (request.query.download !== '1') return citation;
      // The file is the text itself, not the JSON schema's object: Fastify sends a Buffer as it is.
      const file = Buffer.from(`${citation.text}\n`, 'utf8');
      return reply
        .type('text/plain; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${citation.fileName}"`)
        .send(file as never);
    },
  });

  app.get('/api/papers/:id/versions/:version/download', {
    config: { access: 'public' },
    schema: {
      tags: ['papers'],
      summary: 'The manuscript of one version (paper-{id}-v{n}.pdf, .doc or .docx), for the authors and the editors',
      params: z.object({ id: paperIdParam, version: rowIdParam({ invalid: 'The version must be a positive whole number.', notFound: PAPER_MESSAGES.notFound }) }),
      response: { 200: z.any().describe('The manuscript file'), 400: problemSchema, 404: problemSchema },
    },
    handler: async (request, reply) => {
      return sendAttachment(reply, await downloadVersion(request.ctx, Number(request.params.id), Number(request.params.version)));
    },
  });

  app.get('/api/papers/:id/rounds/:round/reviews/:reviewer/annotated-file', {
    config: { access: 'public' },
    schema: {
      tags: ['papers'],
      summary:
        'The annotated file of Reviewer {reviewer}’s review in round {round}, its metadata removed (review-{id}-round-{r}-reviewer-{n}.pdf or .docx): editors always, the authors once a decision has closed the round',
      params: z.object({
        id: paperIdParam,
        round: rowIdParam({ invalid: 'The round must be a positive whole number.', notFound: REVIEW_MESSAGES.noAnnotatedFile }),
        reviewer: rowIdParam({ invalid: 'The reviewer number must be a positive whole number.', notFound: REVIEW_MESSAGES.noAnnotatedFile }),
      }),
      response: { 200: z.any().describe('The annotated file'), 400: problemSchema, 404: problemSchema },
    },
    handler: async (request, reply) =>
      sendAttachment(reply, await downloadAnnotatedFile(request.ctx, Number(request.params.id), Number(request.params.round), Number(request.params.reviewer))),
  });
};
