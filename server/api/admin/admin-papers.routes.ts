import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY } from '../../../contract/auth/access.policy';
import { problemSchema } from '../../../contract/http/problem';
import { adminPaperDeletedSchema, adminPaperPageSchema, adminPaperSavedSchema, adminPapersQuerySchema } from '../../../contract/papers/admin-papers.schema';
import { paperIdParamsSchema } from '../../../contract/papers/papers.schema';
import { createAdminPaper, deleteAdminPaper, listAdminPapers, updateAdminPaper } from '../../../core/papers/admin-papers.service';
import { readSubmissionParts } from '../papers/submission-parts';
import { multipartDoc } from '../../openapi';
import { adminPaperFormSchema } from '../../../contract/papers/admin-papers.schema';

/** The paper form's fields and manuscript, for the API documentation. */
const ADMIN_PAPER_FORM_DOC = multipartDoc(adminPaperFormSchema, { manuscript: 'The manuscript: a PDF up to 10MB, judged by content' }, { authors: 'the authors, an array of {name, email, affiliation, orcid} in byline order' });

/** acting-side.md §7: the admin dashboard's Papers tab (decision 0050). */
const FIELDS =
  'multipart/form-data: title, authors (JSON text of a list of names or {name, email, affiliation}), category (an admin category of acting-side.md §3), abstract, keywords, doi, pages, volume and issue (an existing issue, at least 1), year (2000–2100), status, and the file `manuscript` (PDF only, by content)';

export const adminPapersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/papers', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['admin'],
      summary: 'Every paper, paged, searched (title, authors, DOI), filtered by status and sorted on the server (admin dashboard, Papers tab)',
      querystring: adminPapersQuerySchema,
      response: { 200: adminPaperPageSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
    },
    handler: (request) => listAdminPapers(request.ctx, request.query),
  });

  app.post('/api/admin/papers', {
    config: { access: ADMIN_ONLY, upload: true },
    schema: {
      tags: ['admin'],
      summary: `Add a paper (${FIELDS}); a status other than SUBMITTED goes through the workflow policy's admin override and is recorded as an event`,
      consumes: ['multipart/form-data'],
      multipart: ADMIN_PAPER_FORM_DOC,
      response: { 201: adminPaperSavedSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema, 409: problemSchema, 413: problemSchema, 415: problemSchema },
    },
    handler: async (request, reply) => {
      const { fields, upload } = await readSubmissionParts(request, request.ctx.files);
      const result = await createAdminPaper(request.ctx, fields, upload);
      return reply.code(201).send(result);
    },
  });

  app.put('/api/admin/papers/:id', {
    config: { access: ADMIN_ONLY, upload: true },
    schema: {
      tags: ['admin'],
      summary: `Edit a paper (${FIELDS}); a new manuscript becomes the next version; a changed status goes through the admin override`,
      consumes: ['multipart/form-data'],
      multipart: ADMIN_PAPER_FORM_DOC,
      params: paperIdParamsSchema,
      response: { 200: adminPaperSavedSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema, 413: problemSchema, 415: problemSchema },
    },
    handler: async (request) => {
      const { fields, upload } = await readSubmissionParts(request, request.ctx.files);
      return updateAdminPaper(request.ctx, request.params.id, fields, upload);
    },
  });

  app.delete('/api/admin/papers/:id', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['admin'],
      summary: 'Delete a paper with its versions, reviews and history; 409 for a published paper (it stays on the record)',
      params: paperIdParamsSchema,
      body: z.unknown().optional(),
      response: { 200: adminPaperDeletedSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema },
    },
    handler: (request) => deleteAdminPaper(request.ctx, request.params.id),
  });
};
