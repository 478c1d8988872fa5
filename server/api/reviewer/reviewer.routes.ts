import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewReportSchema } from '../../../contract/editor-desk/editor-desk.schema';
import { rowIdParam } from '../../../contract/http/ids';
import { problemSchema } from '../../../contract/http/problem';
import { submitReview } from '../../../core/workflow/reviewers.service';

/**
 * The reviewer's report on an assignment (decision 0034 "submit review"). Issue 14 builds the
 * reviewer's workspace (invitations, anonymised manuscript, reminders) around it. Any signed-in
 * account may call it: the pool is a profile, not a role (decision 0041), so an author or editor in
 * the pool reviews too; the assignment must be the caller's (404 otherwise) and the workflow policy
 * decides the rest.
 */
const assignmentIdParams = z.object({ id: rowIdParam({ invalid: 'The assignment id must be a positive whole number.', notFound: 'Review assignment not found.' }) });

export const reviewerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/reviewer/assignments/:id/review', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['reviewer'],
      summary: 'Send the review of an open assignment of the current round: recommendation, comments to the author, confidential comments to the editor',
      params: assignmentIdParams,
      body: reviewReportSchema,
      response: { 200: z.object({ id: z.number().int(), message: z.string() }), 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema },
    },
    handler: async (request) => {
      const result = await submitReview(request.ctx, request.params.id, request.body);
      request.ctx.mail.kick();
      return result;
    },
  });
};
