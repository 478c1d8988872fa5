import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY } from '../../../contract/auth/access.policy';
import { messageResponseSchema } from '../../../contract/auth/auth.schema';
import { problemSchema } from '../../../contract/http/problem';
import {
  ADMIN_ISSUE_MESSAGES as M,
  adminIssuePageSchema,
  adminIssueQuerySchema,
  adminIssueSavedSchema,
  issueFormSchema,
  ISSUE_COVER_MAX_BYTES,
  ISSUE_PDF_MAX_BYTES,
} from '../../../contract/issues/admin-issues.schema';
import { issueIdParamsSchema } from '../../../contract/issues/issues.schema';
import { createIssue, deleteIssue, listAdminIssues, updateIssue } from '../../../core/issues/admin-issues.service';
import { discardUploads, readAdminParts } from './admin-upload-parts';
import { multipartDoc } from '../../openapi';

/** The issue form's fields and files, for the API documentation. */
const ISSUE_FORM_DOC = multipartDoc(issueFormSchema, { coverImage: 'The cover: JPEG, PNG or WebP up to 5MB, judged by content, stored resized', pdfFile: 'The whole issue as a PDF, up to 50MB, judged by content' });

/**
 * acting-side.md §7 POST /admin/issues, PUT /admin/issues/{id} (multipart), DELETE
 * /admin/issues/{id}, and the list the spec leaves to us (decision 0046). Admins only.
 */
const FILES = {
  coverImage: { maxBytes: ISSUE_COVER_MAX_BYTES, tooLarge: M.coverTooLarge },
  pdfFile: { maxBytes: ISSUE_PDF_MAX_BYTES, tooLarge: M.pdfTooLarge },
};

const writeResponses = {
  200: adminIssueSavedSchema,
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
  413: problemSchema,
  415: problemSchema,
};

const FORM_FIELDS =
  'multipart/form-data: title, volume, issueNumber, year (2000-2100), publicationDate (YYYY-MM-DD), description, isPublished (true|false), removeCover, removePdf; files `coverImage` (JPEG, PNG or WebP up to 5MB, stored resized) and `pdfFile` (PDF up to 50MB)';

export const adminIssuesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/issues', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['admin'],
      summary: 'Every issue, drafts too, paged, searched (q: title, description, volume or year), filtered (state) and sorted (Issues tab)',
      querystring: adminIssueQuerySchema,
      response: { 200: adminIssuePageSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
    },
    handler: (request) => listAdminIssues(request.ctx, request.query),
  });

  app.post('/api/admin/issues', {
    config: { access: ADMIN_ONLY, upload: true },
    schema: {
      tags: ['admin'],
      summary: `Create an issue (${FORM_FIELDS}); published at once publishes its accepted papers and mails its table of contents to confirmed subscribers; a taken volume and number is 409`,
      consumes: ['multipart/form-data'],
      multipart: ISSUE_FORM_DOC,
      response: writeResponses,
    },
    handler: async (request) => {
      const { fields, uploads } = await readAdminParts(request, request.ctx.files, FILES);
      try {
        const result = await createIssue(request.ctx, issueFormSchema.parse(fields), uploads);
        request.ctx.mail.kick();
        return result;
      } finally {
        await discardUploads(request.ctx.files, uploads);
      }
    },
  });

  app.put('/api/admin/issues/:id', {
    config: { access: ADMIN_ONLY, upload: true },
    schema: {
      tags: ['admin'],
      summary: `Change an issue (${FORM_FIELDS}); draft → published publishes its accepted papers (409 naming those the workflow does not allow) and mails its table of contents`,
      consumes: ['multipart/form-data'],
      multipart: ISSUE_FORM_DOC,
      params: issueIdParamsSchema,
      response: writeResponses,
    },
    handler: async (request) => {
      const { fields, uploads } = await readAdminParts(request, request.ctx.files, FILES);
      try {
        const result = await updateIssue(request.ctx, request.params.id, issueFormSchema.parse(fields), uploads);
        request.ctx.mail.kick();
        return result;
      } finally {
        await discardUploads(request.ctx.files, uploads);
      }
    },
  });

  app.delete('/api/admin/issues/:id', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['admin'],
      summary: 'Delete an issue; 409 while it holds published papers (accepted papers assigned to it are left without an issue)',
      params: issueIdParamsSchema,
      response: { 200: messageResponseSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema },
    },
    handler: (request) => deleteIssue(request.ctx, request.params.id),
  });
};
