import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF } from '../../../contract/auth/access.policy';
import { rowIdParam } from '../../../contract/http/ids';
import { problemSchema } from '../../../contract/http/problem';
import {
  applicationDecisionSchema,
  approveApplicationSchema,
  REVIEWER_APPLICATION_MESSAGES as M,
  reviewerApplicationFormSchema,
  reviewerApplicationListSchema,
  reviewerApplicationsQuerySchema,
  reviewerApplicationSubmittedSchema,
} from '../../../contract/reviews/reviewer-application.schema';
import { approveReviewerApplication, declineReviewerApplication, listReviewerApplications, submitReviewerApplication } from '../../../core/reviewers/reviewer-applications.service';
import { RATE_LIMITS } from '../rate-limits';

/**
 * Reviewer applications (acting-side.md §2 /become-reviewer, §7 POST /api/reviewer-applications;
 * issue 14; decision 0041 "Applications"): anyone applies, editors and admins decide.
 */
const applicationIdParams = z.object({ id: rowIdParam({ invalid: 'The application id must be a positive whole number.', notFound: M.notFound }) });
const decisionResponses = { 200: applicationDecisionSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };

export const reviewerApplicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/reviewer-applications', {
    config: { access: 'public', rateLimit: RATE_LIMITS.reviewerApplication },
    schema: {
      tags: ['reviewers'],
      summary: 'Apply to review for the journal (acting-side.md §2 /become-reviewer): the seven fields; the editors are told by email',
      description: 'One open application per address, whatever its letter case: another while one waits is 409.',
      body: reviewerApplicationFormSchema,
      response: { 201: reviewerApplicationSubmittedSchema, 400: problemSchema, 409: problemSchema, 429: problemSchema },
    },
    handler: async (request, reply) => {
      const result = await submitReviewerApplication(request.ctx, request.body);
      request.ctx.mail.kick();
      return reply.status(201).send(result);
    },
  });

  app.get('/api/editor/reviewer-applications', {
    config: { access: STAFF },
    schema: {
      tags: ['reviewers'],
      summary: 'Reviewer applications: open ones oldest first, or (status=all) every application, with the account each concerns',
      querystring: reviewerApplicationsQuerySchema,
      response: { 200: reviewerApplicationListSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
    },
    handler: (request) => listReviewerApplications(request.ctx, request.query),
  });

  app.post('/api/editor/reviewer-applications/:id/approve', {
    config: { access: STAFF },
    schema: {
      tags: ['reviewers'],
      summary: 'Approve an open application: the account with its address joins the reviewer pool (keeping its role), or a REVIEWER account is made and mailed a set-password link',
      description: 'Optional body: the expertise keywords as the editor normalised them; otherwise those of the application. Deciding twice is 409.',
      params: applicationIdParams,
      body: approveApplicationSchema,
      response: decisionResponses,
    },
    handler: async (request) => {
      const result = await approveReviewerApplication(request.ctx, request.params.id, request.body);
      request.ctx.mail.kick();
      return result;
    },
  });

  app.post('/api/editor/reviewer-applications/:id/decline', {
    config: { access: STAFF },
    schema: {
      tags: ['reviewers'],
      summary: 'Decline an open application: the applicant receives a polite email. Deciding twice is 409.',
      params: applicationIdParams,
      response: decisionResponses,
    },
    handler: async (request) => {
      const result = await declineReviewerApplication(request.ctx, request.params.id);
      request.ctx.mail.kick();
      return result;
    },
  });
};
