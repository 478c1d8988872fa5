import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY } from '../../../contract/auth/access.policy';
import { problemSchema } from '../../../contract/http/problem';
import {
  pageDetailSchema,
  pageListSchema,
  pageParamsSchema,
  pagePreviewRequestSchema,
  pagePreviewSchema,
  pageRestoreSchema,
  pageRevisionPageSchema,
  pageRevisionParamsSchema,
  pageRevisionsQuerySchema,
  pageSaveSchema,
} from '../../../contract/pages/pages.schema';
import { getPageForEditing, listPageRevisions, listPages, previewPage, restorePageRevision, savePage } from '../../../core/pages/pages.service';

/**
 * The content manager's static pages (issue 15 "Static pages"; decision 0047): the text of each
 * public information page in Markdown, its revisions and their restore, and the live preview.
 * A save clears the anonymous page cache (server/app.ts), so the public page shows it at once.
 */
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };

export const adminPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/pages', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['admin', 'pages'],
      summary: 'Every static page whose text the content manager edits, with its current revision',
      response: { 200: pageListSchema, 401: problemSchema, 403: problemSchema },
    },
    handler: (request) => listPages(request.ctx),
  });

  app.post('/api/admin/pages/preview', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['admin', 'pages'],
      summary: 'The live preview: Markdown rendered and sanitised as a save would, with the placeholder problems listed (nothing is stored)',
      body: pagePreviewRequestSchema,
      response: { 200: pagePreviewSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
    },
    handler: (request) => previewPage(request.ctx, request.body.markdown),
  });

  app.get('/api/admin/pages/:slug', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['admin', 'pages'],
      summary: 'One static page (the slug is its path without the slash, e.g. about): its Markdown, rendered HTML and current revision',
      params: pageParamsSchema,
      response: { 200: pageDetailSchema, ...errors },
    },
    handler: (request) => getPageForEditing(request.ctx, request.params.slug),
  });

  app.put('/api/admin/pages/:slug', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['admin', 'pages'],
      summary: 'Save a static page’s text as a new revision',
      description:
        'markdown, and baseRevisionId: the revision the text was written from. If someone saved the page since, the answer is 409 and nothing is stored. A placeholder the site does not know is 400 with errors.markdown naming it.',
      params: pageParamsSchema,
      body: pageSaveSchema,
      response: { 200: pageDetailSchema, ...errors, 409: problemSchema },
    },
    handler: (request) => savePage(request.ctx, request.params.slug, request.body),
  });

  app.get('/api/admin/pages/:slug/revisions', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['admin', 'pages'],
      summary: 'The revisions of a static page, newest first, paged',
      params: pageParamsSchema,
      querystring: pageRevisionsQuerySchema,
      response: { 200: pageRevisionPageSchema, ...errors },
    },
    handler: (request) => listPageRevisions(request.ctx, request.params.slug, request.query),
  });

  app.post('/api/admin/pages/:slug/revisions/:id/restore', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['admin', 'pages'],
      summary: 'Restore a revision: its text becomes the page’s text again, as a new revision',
      description: 'Optionally baseRevisionId, the revision the editor was looking at: if someone saved the page since, the answer is 409.',
      params: pageRevisionParamsSchema,
      body: pageRestoreSchema,
      response: { 200: pageDetailSchema, ...errors, 409: problemSchema },
    },
    handler: (request) => restorePageRevision(request.ctx, request.params.slug, request.params.id, request.body ?? {}),
  });
};
