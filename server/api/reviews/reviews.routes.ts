import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '../../../contract/http/problem';
import {
  ANNOTATED_FILE_FIELD,
  declineInputSchema,
  reviewActionResultSchema,
  reviewDetailSchema,
  reviewDraftSchema,
  reviewIdParamsSchema,
  reviewListSchema,
  reviewSessionSchema,
  reviewSubmissionSchema,
} from '../../../contract/reviews/review.schema';
import { INVITATION_TOKEN_HEADER } from '../../../contract/reviews/reviewer-constants';
import {
  acceptInvitation,
  declineInvitation,
  downloadReviewManuscript,
  getReview,
  listMyReviews,
  openReviewSession,
  saveReviewDraft,
  submitReview,
  type AnnotatedUpload,
} from '../../../core/reviews/reviews.service';
import { RATE_LIMITS } from '../rate-limits';
import { readSubmissionParts } from '../papers/submission-parts';
import { sendAttachment } from '../send-attachment';
import { multipartDoc } from '../../openapi';

const ANNOTATED_FILE_DOC = 'Optional: the manuscript annotated by the reviewer, a PDF or DOCX, judged by content';

/**
 * The reviewer's calls (issue 14; decision 0041). Reading the invitation, accepting and declining
 * work with the invitation link's token in the X-Invitation-Token header and no password, or for
 * the reviewer signed in; the manuscript, the draft and the review need the reviewer's session or
 * a session scoped to this review (POST /api/reviews/{id}/session), which the auth plugin refuses
 * everywhere else. Another reviewer's assignment, an unknown id and a dead link are all 404.
 */

/** The header's token as sent; null when absent or empty (a repeated header never matches). */
function invitationToken(request: FastifyRequest): string | null {
  const value = request.headers[INVITATION_TOKEN_HEADER];
  if (value === undefined || value === '') return null;
  return Array.isArray(value) ? value.join(',') : value;
}

// Loose: Fastify replaces request.headers with the parsed value, so the others must stay.
const tokenHeader = z.looseObject({ [INVITATION_TOKEN_HEADER]: z.string().optional().describe('The token of the invitation link (instead of a session)') });
const byLink = 'With the X-Invitation-Token header (the link’s token) or as the reviewer signed in';

/** The draft and the review arrive as JSON, or as multipart/form-data with the annotated file. */
async function reviewBody<S extends z.ZodType>(request: FastifyRequest, schema: S): Promise<{ input: z.output<S>; upload: AnnotatedUpload | null }> {
  if (!request.isMultipart()) return { input: schema.parse(request.body ?? {}), upload: null };
  const { fields, upload } = await readSubmissionParts(request, request.ctx.files, ANNOTATED_FILE_FIELD);
  try {
    return { input: schema.parse(fields), upload };
  } catch (error) {
    if (upload) await request.ctx.files.discard(upload.tempFile);
    throw error;
  }
}

const reviewResponses = { 200: reviewActionResultSchema, 400: problemSchema, 401: problemSchema, 404: problemSchema, 409: problemSchema, 429: problemSchema };

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/reviews', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['reviews'],
      summary: 'My invitations and review assignments with their due dates and states, open ones first (completed reviews stay, read-only)',
      response: { 200: reviewListSchema, 401: problemSchema },
    },
    handler: (request) => listMyReviews(request.ctx),
  });

  app.get('/api/reviews/:id', {
    config: { access: 'public', rateLimit: RATE_LIMITS.invitationLink },
    schema: {
      tags: ['reviews'],
      summary: `The invitation and the anonymised paper (title, abstract, keywords, category), my review and what I may do now. ${byLink}`,
      params: reviewIdParamsSchema,
      headers: tokenHeader,
      response: { 200: reviewDetailSchema, 400: problemSchema, 401: problemSchema, 404: problemSchema, 429: problemSchema },
    },
    handler: (request) => getReview(request.ctx, request.params.id, invitationToken(request)),
  });

  app.post('/api/reviews/:id/accept', {
    config: { access: 'public', rateLimit: RATE_LIMITS.invitationLink },
    schema: {
      tags: ['reviews'],
      summary: `Accept the invitation (no body). ${byLink}; 409 once answered`,
      params: reviewIdParamsSchema,
      headers: tokenHeader,
      body: z.unknown().optional(),
      response: reviewResponses,
    },
    handler: (request) => acceptInvitation(request.ctx, request.params.id, invitationToken(request)),
  });

  app.post('/api/reviews/:id/decline', {
    config: { access: 'public', rateLimit: RATE_LIMITS.invitationLink },
    schema: {
      tags: ['reviews'],
      summary: `Decline the invitation: {reason, suggestedReviewer?: {name, email}}; the editor is told. ${byLink}; 409 once answered`,
      params: reviewIdParamsSchema,
      headers: tokenHeader,
      body: declineInputSchema,
      response: reviewResponses,
    },
    handler: async (request) => {
      const result = await declineInvitation(request.ctx, request.params.id, invitationToken(request), request.body);
      request.ctx.mail.kick();
      return result;
    },
  });

  app.post('/api/reviews/:id/session', {
    config: { access: 'public', rateLimit: RATE_LIMITS.invitationLink },
    schema: {
      tags: ['reviews'],
      summary: 'Exchange the invitation link’s token (X-Invitation-Token) for a short-lived access token that opens only this review; 404 for a wrong or dead link',
      params: reviewIdParamsSchema,
      headers: tokenHeader,
      body: z.unknown().optional(),
      response: { 200: reviewSessionSchema, 400: problemSchema, 404: problemSchema, 429: problemSchema },
    },
    handler: (request) => openReviewSession(request.ctx, request.params.id, invitationToken(request)),
  });

  app.get('/api/reviews/:id/manuscript', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['reviews'],
      summary: 'The reviewers’ copy of the manuscript, its document metadata removed (attachment named manuscript-{id}.pdf, .docx or .doc); 409 before the invitation is accepted',
      params: reviewIdParamsSchema,
      response: { 200: z.any().describe('The manuscript file'), 400: problemSchema, 401: problemSchema, 404: problemSchema, 409: problemSchema },
    },
    handler: async (request, reply) => sendAttachment(reply, await downloadReviewManuscript(request.ctx, request.params.id)),
  });

  app.put('/api/reviews/:id', {
    config: { access: 'signed-in', upload: true },
    schema: {
      tags: ['reviews'],
      summary:
        'Save the draft: JSON {competingInterests, recommendation, commentsToAuthor, confidentialComments, removeAnnotatedFile}, or multipart/form-data with these fields and an annotated PDF or DOCX in `annotatedFile`; 409 before acceptance and once sent',
      consumes: ['application/json', 'multipart/form-data'],
      multipart: multipartDoc(reviewDraftSchema, { [ANNOTATED_FILE_FIELD]: ANNOTATED_FILE_DOC }),
      params: reviewIdParamsSchema,
      response: { ...reviewResponses, 413: problemSchema, 415: problemSchema, 429: problemSchema },
    },
    handler: async (request) => {
      const { input, upload } = await reviewBody(request, reviewDraftSchema);
      return saveReviewDraft(request.ctx, request.params.id, input, upload);
    },
  });

  app.post('/api/reviews/:id/submit', {
    config: { access: 'signed-in', upload: true },
    schema: {
      tags: ['reviews'],
      summary:
        'Send the review, once: competingInterests, recommendation and commentsToAuthor required, confidentialComments optional (JSON, or multipart with `annotatedFile`); then read-only, 409 after',
      consumes: ['application/json', 'multipart/form-data'],
      multipart: multipartDoc(reviewSubmissionSchema, { [ANNOTATED_FILE_FIELD]: ANNOTATED_FILE_DOC }),
      params: reviewIdParamsSchema,
      response: { ...reviewResponses, 413: problemSchema, 415: problemSchema, 429: problemSchema },
    },
    handler: async (request) => {
      const { input, upload } = await reviewBody(request, reviewSubmissionSchema);
      const result = await submitReview(request.ctx, request.params.id, input, upload);
      request.ctx.mail.kick();
      return result;
    },
  });
};
