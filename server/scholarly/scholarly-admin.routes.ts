import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF } from '../../contract/auth/access.policy';
import { problemSchema } from '../../contract/http/problem';
import { doajArticlesSchema, issueIdParamsSchema, paperIdParamsSchema } from '../../contract/scholarly/scholarly.schema';
import { buildArticleDeposit, buildIssueDeposit, getIssueDoajArticles } from '../../core/scholarly/scholarly-outputs.service';

/**
 * The office's scholarly exports (decision 0057), editors and admins: Crossref deposit XML for an
 * article or an issue (for a manual upload at Crossref), and DOAJ's article JSON for an issue.
 */
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
const XML = 'application/xml; charset=utf-8';

export const scholarlyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/crossref/papers/:id.xml', {
    config: { access: STAFF },
    schema: {
      tags: ['admin'],
      summary: 'Crossref 5.4.0 deposit XML of a published article (a new doi_batch_id each time); 409 when it has no DOI or the journal no ISSN',
      params: paperIdParamsSchema,
      produces: ['application/xml'],
      response: { 200: z.string(), ...errors },
    },
    handler: async (request, reply) => {
      const batch = await buildArticleDeposit(request.ctx, request.params.id);
      return reply.header('Content-Type', XML).header('Content-Disposition', `attachment; filename="crossref-${batch.batchId}.xml"`).send(batch.xml);
    },
  });

  app.get('/api/admin/crossref/issues/:id.xml', {
    config: { access: STAFF },
    schema: {
      tags: ['admin'],
      summary: 'Crossref 5.4.0 deposit XML of a published issue: its published articles with a DOI (the others left out); 409 when none has one',
      params: issueIdParamsSchema,
      produces: ['application/xml'],
      response: { 200: z.string(), ...errors },
    },
    handler: async (request, reply) => {
      const batch = await buildIssueDeposit(request.ctx, request.params.id);
      return reply.header('Content-Type', XML).header('Content-Disposition', `attachment; filename="crossref-${batch.batchId}.xml"`).send(batch.xml);
    },
  });

  app.get('/api/admin/doaj/issues/:id.json', {
    config: { access: STAFF },
    schema: {
      tags: ['admin'],
      summary: 'DOAJ article JSON (bibjson) of a published issue\u2019s published articles, for DOAJ\u2019s bulk upload',
      params: issueIdParamsSchema,
      response: { 200: doajArticlesSchema, ...errors },
    },
    handler: async (request, reply) => {
      const articles = await getIssueDoajArticles(request.ctx, request.params.id);
      return reply.header('Content-Disposition', `attachment; filename="doaj-issue-${request.params.id}.json"`).send(articles);
    },
  });
};
