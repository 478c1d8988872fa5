import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF } from '../../../contract/auth/access.policy';
import {
  appealDecisionSchema,
  appealLetterRequestSchema,
  appealListSchema,
  appealsQuerySchema,
  assignReviewersSchema,
  decisionRequestSchema,
  editorListSchema,
  editorStatsSchema,
  handlingEditorSchema,
  letterDraftSchema,
  letterRequestSchema,
  publicationOptionsSchema,
  publishRequestSchema,
  statusChangeSchema,
  submissionsPageSchema,
  submissionsQuerySchema,
  workflowResultSchema,
} from '../../../contract/editor-desk/editor-desk.schema';
import { rowIdParam } from '../../../contract/http/ids';
import { problemSchema } from '../../../contract/http/problem';
import { paperIdParamsSchema } from '../../../contract/papers/papers.schema';
import { decideAppeal, downloadAppealFile, draftAppealLetter, listAppeals } from '../../../core/workflow/appeals.service';
import { changeStatus, draftDecisionLetter, recordDecision } from '../../../core/workflow/decisions.service';
import { getEditorStats, listSubmissions } from '../../../core/workflow/editor-queue.service';
import { listEditors, setHandlingEditor } from '../../../core/workflow/handling-editor.service';
import { getPublicationOptions, publishPaper } from '../../../core/workflow/publishing.service';
import { assignReviewers, reinviteReviewers } from '../../../core/workflow/reviewers.service';
import { readSubmissionParts } from '../papers/submission-parts';
import { sendAttachment } from '../send-attachment';
import { multipartDoc } from '../../openapi';

/**
 * The editorial desk (issue 13; acting-side.md §2 /editor-dashboard, §7): editors and admins only;
 * what they may do with a given paper is the workflow policy's answer (decision 0034): 409 with a
 * sentence when the status does not allow it, and nothing changes.
 */
const changeResponses = { 200: workflowResultSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
const appealIdParams = z.object({ id: rowIdParam({ invalid: 'The appeal id must be a positive whole number.', notFound: 'Appeal not found.' }) });

export const editorDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/editor/submissions', {
    config: { access: STAFF },
    schema: {
      tags: ['editor'],
      summary: 'Submissions for the editors: paged, sorted (submitted, updated, status, title), filtered (status, category, mine), searched by title or author; each row with its overdue flag and the actions open to the caller',
      querystring: submissionsQuerySchema,
      response: { 200: submissionsPageSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
    },
    handler: (request) => listSubmissions(request.ctx, request.query),
  });

  app.get('/api/editor/stats', {
    config: { access: STAFF },
    schema: {
      tags: ['editor'],
      summary: 'Counts by status and by category, overdue papers, open appeals and the caller’s own papers (the dashboard’s charts)',
      response: { 200: editorStatsSchema, 401: problemSchema, 403: problemSchema },
    },
    handler: (request) => getEditorStats(request.ctx),
  });

  app.get('/api/editor/editors', {
    config: { access: STAFF },
    schema: { tags: ['editor'], summary: 'Editors and admins who can handle a paper, with the open papers each handles', response: { 200: editorListSchema, 401: problemSchema, 403: problemSchema } },
    handler: (request) => listEditors(request.ctx),
  });

  app.post('/api/editor/papers/:id/status', {
    config: { access: STAFF },
    schema: {
      tags: ['editor'],
      summary: 'Change a paper’s status (acting-side.md §7): REJECTED, ACCEPTED or REVISIONS_REQUIRED record that decision with the template letter and the comments; 409 with what is allowed otherwise',
      params: paperIdParamsSchema,
      body: statusChangeSchema,
      response: changeResponses,
    },
    handler: async (request) => {
      const result = await changeStatus(request.ctx, request.params.id, request.body);
      request.ctx.mail.kick();
      return result;
    },
  });

  app.post('/api/editor/papers/:id/assign-reviewers', {
    config: { access: STAFF },
    schema: {
      tags: ['editor'],
      summary: 'Assign reviewers (acting-side.md §5, §7): a SUBMITTED paper goes UNDER_REVIEW in round 1; under review, more reviewers join the current round',
      params: paperIdParamsSchema,
      body: assignReviewersSchema,
      response: changeResponses,
    },
    handler: async (request) => {
      const result = await assignReviewers(request.ctx, request.params.id, request.body.reviewers, request.body.overrides);
      request.ctx.mail.kick();
      return result;
    },
  });

  app.post('/api/editor/papers/:id/reinvite-reviewers', {
    config: { access: STAFF },
    schema: {
      tags: ['editor'],
      summary: 'Invite the reviewers who completed the previous round to review the revised version',
      params: paperIdParamsSchema,
      response: changeResponses,
    },
    handler: async (request) => {
      const result = await reinviteReviewers(request.ctx, request.params.id);
      request.ctx.mail.kick();
      return result;
    },
  });

  app.post('/api/editor/papers/:id/handling-editor', {
    config: { access: STAFF },
    schema: {
      tags: ['editor'],
      summary: 'Give the paper to a handling editor (the caller’s own id takes it; null clears it); the handling editor receives its mail',
      params: paperIdParamsSchema,
      body: handlingEditorSchema,
      response: changeResponses,
    },
    handler: async (request) => {
      const result = await setHandlingEditor(request.ctx, request.params.id, request.body.editorId);
      request.ctx.mail.kick();
      return result;
    },
  });

  app.post('/api/editor/papers/:id/decision-letter', {
    config: { access: STAFF },
    schema: {
      tags: ['editor'],
      summary: 'The template of a decision’s letter (journal, title, the editor’s comments, the round’s reviews as Reviewer 1, Reviewer 2), to edit before sending; changes nothing',
      params: paperIdParamsSchema,
      body: letterRequestSchema,
      response: { 200: letterDraftSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema },
    },
    handler: (request) => draftDecisionLetter(request.ctx, request.params.id, request.body),
  });

  app.post('/api/editor/papers/:id/decision', {
    config: { access: STAFF },
    schema: {
      tags: ['editor'],
      summary: 'Record a decision (accept, minor_revision, major_revision, reject_and_resubmit, reject) and mail its letter to the authors',
      params: paperIdParamsSchema,
      body: decisionRequestSchema,
      response: changeResponses,
    },
    handler: async (request) => {
      const result = await recordDecision(request.ctx, request.params.id, request.body);
      request.ctx.mail.kick();
      return result;
    },
  });

  app.get('/api/editor/papers/:id/publication', {
    config: { access: STAFF },
    schema: {
      tags: ['editor'],
      summary: 'What the publish dialog offers for an accepted paper: the suggested DOI, the issues, the next issue number, whether a final PDF is needed',
      params: paperIdParamsSchema,
      response: { 200: publicationOptionsSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema },
    },
    handler: (request) => getPublicationOptions(request.ctx, request.params.id),
  });

  app.post('/api/editor/papers/:id/publish', {
    config: { access: STAFF, upload: true },
    schema: {
      tags: ['editor'],
      summary:
        'Publish an accepted paper: JSON {issueId | newIssue {volume, number, year, title, publicationDate}, pages, doi}, or multipart/form-data with these as fields (newIssue as JSON text) and the final PDF in `galley`',
      consumes: ['application/json', 'multipart/form-data'],
      multipart: multipartDoc(publishRequestSchema, { galley: 'The final PDF (galley) when the accepted manuscript is not a PDF, judged by content' }, { newIssue: 'a draft issue to create, {volume, number, year, title, publicationDate}' }),
      params: paperIdParamsSchema,
      response: { ...changeResponses, 413: problemSchema, 415: problemSchema },
    },
    handler: async (request) => {
      const multipart = request.isMultipart();
      const { fields, upload } = multipart ? await readSubmissionParts(request, request.ctx.files, 'galley') : { fields: request.body, upload: null };
      try {
        const input = publishRequestSchema.parse(fields ?? {});
        const result = await publishPaper(request.ctx, request.params.id, input, upload);
        request.ctx.mail.kick();
        return result;
      } finally {
        if (upload) await request.ctx.files.discard(upload.tempFile);
      }
    },
  });

  app.get('/api/editor/appeals', {
    config: { access: STAFF },
    schema: {
      tags: ['editor'],
      summary: 'Appeals against rejections, open ones first (status=all for every appeal)',
      querystring: appealsQuerySchema,
      response: { 200: appealListSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
    },
    handler: (request) => listAppeals(request.ctx, request.query.status === 'open'),
  });

  app.get('/api/editor/appeals/:id/file', {
    config: { access: STAFF },
    schema: {
      tags: ['editor'],
      summary: 'The supporting file sent with an appeal (attachment named appeal-{id}.pdf, .doc or .docx)',
      params: appealIdParams,
      response: { 200: z.any().describe('The appeal file'), 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema },
    },
    handler: async (request, reply) => sendAttachment(reply, await downloadAppealFile(request.ctx, request.params.id)),
  });

  app.post('/api/editor/appeals/:id/letter', {
    config: { access: STAFF },
    schema: {
      tags: ['editor'],
      summary: 'The template of an appeal’s outcome letter (changes nothing); 409 once the appeal is decided',
      params: appealIdParams,
      body: appealLetterRequestSchema,
      response: { 200: letterDraftSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema },
    },
    handler: (request) => draftAppealLetter(request.ctx, request.params.id, request.body),
  });

  app.post('/api/editor/appeals/:id/decision', {
    config: { access: STAFF },
    schema: {
      tags: ['editor'],
      summary: 'Record an appeal’s outcome (upheld, reversed to UNDER_REVIEW or ACCEPTED, modified to a revision) and mail the letter to the authors',
      params: appealIdParams,
      body: appealDecisionSchema,
      response: changeResponses,
    },
    handler: async (request) => {
      const result = await decideAppeal(request.ctx, request.params.id, request.body);
      request.ctx.mail.kick();
      return result;
    },
  });
};
