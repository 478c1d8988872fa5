import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF } from '../../../contract/auth/access.policy';
import { problemSchema } from '../../../contract/http/problem';
import { REVIEW_MESSAGES, reviewRatingResultSchema, reviewRatingSchema } from '../../../contract/reviews/review.schema';
import { rowIdParam } from '../../../contract/http/ids';
import { rateReview } from '../../../core/reviews/ratings.service';

/** Decision 0041 "Ratings": editors rate a completed review 1–5; only staff responses show it. */
export const reviewRatingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/editor/assignments/:id/rating', {
    config: { access: STAFF },
    schema: {
      tags: ['editor'],
      summary: 'Rate a completed review from 1 to 5 (staff only; reviewers never see it); 409 before the review is sent',
      params: z.object({ id: rowIdParam({ invalid: REVIEW_MESSAGES.invalidId, notFound: REVIEW_MESSAGES.notFound }) }),
      body: reviewRatingSchema,
      response: { 200: reviewRatingResultSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema },
    },
    handler: (request) => rateReview(request.ctx, request.params.id, request.body.rating),
  });
};
