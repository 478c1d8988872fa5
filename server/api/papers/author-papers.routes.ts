import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '../../../contract/http/problem';
import { mySubmissionsSchema, revisionDraftSchema, submissionResultSchema, withdrawResultSchema } from '../../../contract/papers/author-journey.schema';
import { paperIdParamsSchema } from '../../../contract/papers/papers.schema';
import { listMySubmissions, withdrawPaper } from '../../../core/papers/my-submissions.service';
import { getRevisionDraft, submitPaper } from '../../../core/papers/submission.service';
import { RATE_LIMITS } from '../rate-limits';
import { appealRequestSchema, workflowResultSchema } from '../../../contract/editor-desk/editor-desk.schema';
import { fileAppeal } from '../../../core/workflow/appeals.service';
import { readSubmissionParts } from './submission-parts';
import { multipartDoc } from '../../openapi';
import { submissionSchema } from '../../../contract/papers/submission.schema';

/**
 * acting-side.md §7: the author's calls on papers. Every one needs a signed-in caller; what they
 * may do with a given paper (owner only, by status) is the services' rule.
 */
export const authorPapersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/papers', {
    // upload: at most 3 in flight per client address (server/plugins/slow-clients.ts, decision 0025).
    config: { access: 'signed-in', rateLimit: RATE_LIMITS.submission, upload: true },
    schema: {
      tags: ['papers'],
      summary:
        'Submit a paper, or with revisionOf a revised version of one awaiting revision (multipart/form-data: title, abstract, keywords, category, coverLetter, fundingInfo, ethicsStatement, conflictOfInterest, acknowledgments, authors as JSON text, specialIssueId, revisionOf, and the file `manuscript`: PDF, DOC or DOCX up to 10485760 bytes)',
      consumes: ['multipart/form-data'],
      multipart: multipartDoc(
        submissionSchema,
        { manuscript: 'The manuscript: PDF, DOC or DOCX up to 10485760 bytes, judged by content' },
        { authors: 'the authors, an array of {name, email, affiliation, orcid, isPrimaryContact} in byline order', checklist: 'the submission checklist items the author confirms, an array of their ids' },
      ),
      response: { 201: submissionResultSchema, 400: problemSchema, 401: problemSchema, 404: problemSchema, 409: problemSchema, 413: problemSchema, 415: problemSchema, 429: problemSchema },
    },
    handler: async (request, reply) => {
      const { fields, upload } = await readSubmissionParts(request, request.ctx.files);
      const result = await submitPaper(request.ctx, fields, upload);
      request.ctx.mail.kick();
      return reply.code(201).header('Location', `/api/papers/${result.id}`).send(result);
    },
  });

  app.get('/api/papers/my-submissions', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['papers'],
      summary: 'The signed-in user’s papers (submitted by them, or listing their email as an author’s), newest first',
      response: { 200: mySubmissionsSchema, 401: problemSchema },
    },
    handler: (request) => listMySubmissions(request.ctx),
  });

  app.get('/api/papers/:id/revision', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['papers'],
      summary: 'The owner’s paper awaiting revision, to prefill the revision form (no file); 404 for others’ papers, 409 when no revision is asked',
      params: paperIdParamsSchema,
      response: { 200: revisionDraftSchema, 400: problemSchema, 401: problemSchema, 404: problemSchema, 409: problemSchema },
    },
    handler: (request) => getRevisionDraft(request.ctx, request.params.id),
  });

  app.post('/api/papers/:id/withdraw', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['papers'],
      summary: 'Withdraw the owner’s SUBMITTED paper (no body); 409 in any other status, 404 for others’ papers',
      params: paperIdParamsSchema,
      body: z.unknown().optional(),
      response: { 200: withdrawResultSchema, 400: problemSchema, 401: problemSchema, 404: problemSchema, 409: problemSchema },
    },
    handler: (request) => withdrawPaper(request.ctx, request.params.id),
  });

  app.post('/api/papers/:id/appeals', {
    // An appeal may carry a file (decision 0025's per-address upload cap applies).
    config: { access: 'signed-in', rateLimit: RATE_LIMITS.submission, upload: true },
    schema: {
      tags: ['papers'],
      summary:
        'Appeal a rejection within 30 days (the owner; once per decision): JSON {reasons}, or multipart/form-data with `reasons` and an optional PDF or Word file in `file`; 409 outside the window or when already appealed, 404 for others’ papers',
      consumes: ['application/json', 'multipart/form-data'],
      multipart: multipartDoc(appealRequestSchema, { file: 'Optional: a PDF or Word file supporting the appeal, judged by content' }),
      params: paperIdParamsSchema,
      response: { 201: workflowResultSchema, 400: problemSchema, 401: problemSchema, 404: problemSchema, 409: problemSchema, 413: problemSchema, 415: problemSchema, 429: problemSchema },
    },
    handler: async (request, reply) => {
      const { fields, upload } = request.isMultipart() ? await readSubmissionParts(request, request.ctx.files, 'file') : { fields: request.body, upload: null };
      try {
        const { reasons } = appealRequestSchema.parse(fields ?? {});
        const result = await fileAppeal(request.ctx, request.params.id, reasons, upload);
        request.ctx.mail.kick();
        return reply.code(201).send(result);
      } finally {
        if (upload) await request.ctx.files.discard(upload.tempFile);
      }
    },
  });
};
