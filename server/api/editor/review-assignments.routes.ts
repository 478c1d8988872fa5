import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF } from '../../../contract/auth/access.policy';
import { problemSchema } from '../../../contract/http/problem';
import { rowIdParam } from '../../../contract/http/ids';
import { cancelAssignmentResultSchema, cancelAssignmentSchema, REVIEW_MESSAGES } from '../../../contract/reviews/review.schema';
import { cancelReviewAssignment } from '../../../core/workflow/reviewers.service';

/** Issue 14; decision 0041 "Adding and cancelling reviewers under review": editors withdraw an invitation or assignment. */
export const reviewAssignmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/editor/assignments/:id/cancel', {
    config: { access: STAFF },
    schema: {
      tags: ['editor'],
      summary: 'Cancel an invitation or accepted assignment of the current round: the reviewer is told by email, the link stops working, no reminder follows',
      description:
        'Optional body: the reason, for the staff timeline only (plain text, at most 2,000 characters). 409 unless the assignment is invited or accepted in the paper’s current round; 403 for an editor who is an author of the paper.',
      params: z.object({ id: rowIdParam({ invalid: REVIEW_MESSAGES.invalidId, notFound: REVIEW_MESSAGES.notFound }) }),
      body: cancelAssignmentSchema,
      response: { 200: cancelAssignmentResultSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema },
    },
    handler: async (request) => {
      const result = await cancelReviewAssignment(request.ctx, request.params.id, request.body);
      request.ctx.mail.kick();
      return result;
    },
  });
};
