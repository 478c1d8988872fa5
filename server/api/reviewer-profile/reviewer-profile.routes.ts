import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemSchema } from '../../../contract/http/problem';
import { myReviewerProfileSchema, reviewerProfileSchema, reviewerProfileUpdateSchema } from '../../../contract/reviews/reviewer-profile.schema';
import { getMyReviewerProfile, updateMyReviewerProfile } from '../../../core/reviewers/reviewer-profile.service';

/** The signed-in account's reviewer profile (decision 0041): any role; null or 404 outside the pool. */
export const reviewerProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/reviewer-profile', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['reviewers'],
      summary: 'My reviewer profile (expertise, institution, unavailable-until date), or null when my account is not in the reviewer pool',
      response: { 200: myReviewerProfileSchema, 401: problemSchema },
    },
    handler: (request) => getMyReviewerProfile(request.ctx),
  });

  app.put('/api/reviewer-profile', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['reviewers'],
      summary: 'Change my reviewer profile: expertise keywords, institution, and the date until which I cannot review (today or later; null when available)',
      body: reviewerProfileUpdateSchema,
      response: { 200: reviewerProfileSchema, 400: problemSchema, 401: problemSchema, 404: problemSchema },
    },
    handler: (request) => updateMyReviewerProfile(request.ctx, request.body),
  });
};
