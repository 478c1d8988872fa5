import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF } from '../../../contract/auth/access.policy';
import { problemSchema } from '../../../contract/http/problem';
import { paperIdParamsSchema } from '../../../contract/papers/papers.schema';
import { reviewerCandidatesQuerySchema, reviewerCandidatesSchema } from '../../../contract/reviews/reviewer-candidates.schema';
import { listReviewerCandidates } from '../../../core/reviews/reviewer-candidates.service';

/** The assignment modal's ranked reviewer list (issue 14; acting-side.md §5; decision 0041). */
export const reviewerCandidatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/editor/papers/:id/reviewer-candidates', {
    config: { access: STAFF },
    schema: {
      tags: ['editor'],
      summary: 'The reviewer pool ranked for this paper (the best `limit`, default 50, narrowed by `q`): expertise match, load and record, availability, conflicts of interest (while reviewers may be assigned)',
      params: paperIdParamsSchema,
      querystring: reviewerCandidatesQuerySchema,
      response: { 200: reviewerCandidatesSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema },
    },
    handler: (request) => listReviewerCandidates(request.ctx, request.params.id, request.query),
  });
};
