import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CMS_SECTION_ACCESS } from '../../../contract/auth/access.policy';
import { messageResponseSchema } from '../../../contract/auth/auth.schema';
import { problemSchema } from '../../../contract/http/problem';
import { specialIssueFormSchema, specialIssueIdParamsSchema, specialIssueSavedSchema } from '../../../contract/special-issues/admin-special-issues.schema';
import { createSpecialIssue, deleteSpecialIssue, updateSpecialIssue } from '../../../core/special-issues/special-issues.service';

/**
 * The content manager's Special issues section (issue 15; decision 0052): create, change and
 * delete, for admins and editors. The list is the public GET /api/special-issues (every status,
 * real counts). A change clears the anonymous page cache (server/app.ts), so /special-issues and
 * the submission form follow at once.
 */
/** The policy's roles for the section (ADMIN and EDITOR): the page and these calls agree. */
const access = CMS_SECTION_ACCESS['special-issues'];

const writeResponses = { 200: specialIssueSavedSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };

const FORM_FIELDS =
  'JSON: title, description (up to 400 words), status (open|closed|planning|review), deadline (YYYY-MM-DD; required and not past when open), expectedPublication, guestEditors (2-3 names), maxArticles (1-1000, not below the papers already submitted)';

export const adminSpecialIssuesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/admin/special-issues', {
    config: { access },
    schema: {
      tags: ['admin'],
      summary: `Create a special issue (${FORM_FIELDS})`,
      body: specialIssueFormSchema,
      response: writeResponses,
    },
    handler: (request) => createSpecialIssue(request.ctx, request.body),
  });

  app.put('/api/admin/special-issues/:id', {
    config: { access },
    schema: {
      tags: ['admin'],
      summary: `Change a special issue (${FORM_FIELDS}); any status but open stops new submissions, papers already submitted keep it`,
      params: specialIssueIdParamsSchema,
      body: specialIssueFormSchema,
      response: writeResponses,
    },
    handler: (request) => updateSpecialIssue(request.ctx, request.params.id, request.body),
  });

  app.delete('/api/admin/special-issues/:id', {
    config: { access },
    schema: {
      tags: ['admin'],
      summary: 'Delete a special issue; 409 while any paper names it (withdrawn ones included): close it instead',
      params: specialIssueIdParamsSchema,
      response: { 200: messageResponseSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema },
    },
    handler: (request) => deleteSpecialIssue(request.ctx, request.params.id),
  });
};
