import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY } from '../../../contract/auth/access.policy';
import { messageResponseSchema } from '../../../contract/auth/auth.schema';
import { problemSchema } from '../../../contract/http/problem';
import {
  adminBoardPageSchema,
  BOARD_MESSAGES as M,
  BOARD_PHOTO_MAX_BYTES,
  boardMemberFormSchema,
  boardMemberIdParamsSchema,
  boardMemberSavedSchema,
  boardQuerySchema,
} from '../../../contract/editorial/admin-board.schema';
import { createBoardMember, listBoardMembers, removeBoardMember, updateBoardMemberById } from '../../../core/editorial/admin-board.service';
import { discardUploads, readAdminParts } from './admin-upload-parts';
import { multipartDoc } from '../../openapi';

/** The member form's fields and photo, for the API documentation. */
const BOARD_FORM_DOC = multipartDoc(boardMemberFormSchema, { photo: 'A photo: JPEG, PNG or WebP, judged by content, stored resized' });

/**
 * acting-side.md §7 POST /admin/editorial-board, PUT /admin/editorial-board/{id} (multipart),
 * DELETE /admin/editorial-board/{id}, and the list the spec calls "a helper" (decision 0046).
 */
const FILES = { photo: { maxBytes: BOARD_PHOTO_MAX_BYTES, tooLarge: M.photoTooLarge } };

const writeResponses = {
  200: boardMemberSavedSchema,
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  413: problemSchema,
  415: problemSchema,
};

const FORM_FIELDS =
  'multipart/form-data: name, title, affiliation, email, department, bio, role (chief_editor|deputy_editor|managing_editor|associate_editor|member), displayOrder (default 999), position, boardType, institution, specialization, phone, the long profile (biography, qualifications, researchInterests, achievements, responsibilities, expertise, services: one item per line; officeHours, editorialMessage), removePhoto; file `photo` (JPEG, PNG or WebP up to 5MB, stored resized)';

export const adminEditorialBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/editorial-board', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['admin'],
      summary: 'Editorial board and team members with their whole profiles, paged, searched (q), filtered (role) and sorted (Editorial Board tab)',
      querystring: boardQuerySchema,
      response: { 200: adminBoardPageSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
    },
    handler: (request) => listBoardMembers(request.ctx, request.query),
  });

  app.post('/api/admin/editorial-board', {
    config: { access: ADMIN_ONLY, upload: true },
    schema: { tags: ['admin'], summary: `Add a member (${FORM_FIELDS})`, consumes: ['multipart/form-data'], multipart: BOARD_FORM_DOC, response: writeResponses },
    handler: async (request) => {
      const { fields, uploads } = await readAdminParts(request, request.ctx.files, FILES);
      try {
        return await createBoardMember(request.ctx, boardMemberFormSchema.parse(fields), uploads.photo);
      } finally {
        await discardUploads(request.ctx.files, uploads);
      }
    },
  });

  app.put('/api/admin/editorial-board/:id', {
    config: { access: ADMIN_ONLY, upload: true },
    schema: {
      tags: ['admin'],
      summary: `Change a member (${FORM_FIELDS}); the public editorial pages show it at once`,
      consumes: ['multipart/form-data'],
      multipart: BOARD_FORM_DOC,
      params: boardMemberIdParamsSchema,
      response: writeResponses,
    },
    handler: async (request) => {
      const { fields, uploads } = await readAdminParts(request, request.ctx.files, FILES);
      try {
        return await updateBoardMemberById(request.ctx, request.params.id, boardMemberFormSchema.parse(fields), uploads.photo);
      } finally {
        await discardUploads(request.ctx.files, uploads);
      }
    },
  });

  app.delete('/api/admin/editorial-board/:id', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['admin'],
      summary: 'Remove a member from the editorial pages',
      params: boardMemberIdParamsSchema,
      response: { 200: messageResponseSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema },
    },
    handler: (request) => removeBoardMember(request.ctx, request.params.id),
  });
};
