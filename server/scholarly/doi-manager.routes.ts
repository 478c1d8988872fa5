import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { STAFF } from '../../contract/auth/access.policy';
import { problemSchema } from '../../contract/http/problem';
import { depositAnswerSchema, depositIdParamsSchema, doiListQuerySchema, doiManagerPageSchema } from '../../contract/scholarly/doi-manager.schema';
import { issueIdParamsSchema, paperIdParamsSchema } from '../../contract/scholarly/scholarly.schema';
import { CrossrefUnavailableError } from '../../core/scholarly/crossref-client';
import { depositIssue, depositPaper, listDoiPapers, refreshDeposit } from '../../core/scholarly/doi-manager.service';
import type { DepositAnswer } from '../../contract/scholarly/doi-manager.schema';
import { problem, sendProblem } from '../problem';

/**
 * The DOI manager's calls (decision 0057), editors and admins: the list, a deposit of an article or
 * an issue through Crossref's HTTPS deposit, and a batch's result from Crossref's submission log.
 * Crossref unreachable or refusing the account is 502 with a sentence for the office.
 */
const writeResponses = { 200: depositAnswerSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema, 502: problemSchema };

async function answer(reply: FastifyReply, work: Promise<DepositAnswer>) {
  try {
    return await work;
  } catch (error) {
    if (error instanceof CrossrefUnavailableError) return sendProblem(reply, problem(502, error.message));
    throw error;
  }
}

export const doiManagerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/dois', {
    config: { access: STAFF },
    schema: {
      tags: ['admin'],
      summary: 'Published articles with their DOI and latest Crossref deposit (batch id, when, Crossref\u2019s answer), paged, searched (q: title or DOI), filtered (state); with the issues to deposit and whether Crossref credentials are configured',
      querystring: doiListQuerySchema,
      response: { 200: doiManagerPageSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
    },
    handler: (request) => listDoiPapers(request.ctx, request.query),
  });

  app.post('/api/admin/dois/papers/:id/deposit', {
    config: { access: STAFF },
    schema: {
      tags: ['admin'],
      summary: 'Deposit a published article with Crossref (409 without a DOI, without an ISSN or without CROSSREF_USERNAME/PASSWORD; 502 when Crossref is unreachable or refuses: nothing recorded)',
      params: paperIdParamsSchema,
      response: writeResponses,
    },
    handler: (request, reply) => answer(reply, depositPaper(request.ctx, request.params.id)),
  });

  app.post('/api/admin/dois/issues/:id/deposit', {
    config: { access: STAFF },
    schema: {
      tags: ['admin'],
      summary: 'Deposit a published issue\u2019s articles that have a DOI with Crossref (the others are left out; 409 when none has one)',
      params: issueIdParamsSchema,
      response: writeResponses,
    },
    handler: (request, reply) => answer(reply, depositIssue(request.ctx, request.params.id)),
  });

  app.post('/api/admin/dois/deposits/:id/refresh', {
    config: { access: STAFF },
    schema: {
      tags: ['admin'],
      summary: 'Ask Crossref\u2019s submission log for a batch\u2019s result and record each DOI\u2019s answer (Success, Failure with Crossref\u2019s message, Warning)',
      params: depositIdParamsSchema,
      response: writeResponses,
    },
    handler: (request, reply) => answer(reply, refreshDeposit(request.ctx, request.params.id)),
  });
};
