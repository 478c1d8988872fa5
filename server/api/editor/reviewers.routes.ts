import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF } from '../../../contract/auth/access.policy';
import { problemSchema } from '../../../contract/http/problem';
import { reviewerCandidateListSchema } from '../../../contract/users/users.schema';
import { listReviewerCandidates } from '../../../core/users/users.service';

export const reviewersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/editor/reviewers', {
    config: { access: STAFF },
    schema: {
      tags: ['editor'],
      summary: 'Reviewer candidates for assignment (editor dashboard)',
      response: { 200: reviewerCandidateListSchema, 401: problemSchema, 403: problemSchema },
    },
    handler: (request) => listReviewerCandidates(request.ctx),
  });
};
