import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_ANNOUNCEMENT_MESSAGES as M,
  adminAnnouncementPageSchema,
  adminAnnouncementParamsSchema,
  adminAnnouncementQuerySchema,
  adminAnnouncementSavedSchema,
  announcementFormSchema,
  ANNOUNCEMENT_ATTACHMENT_MAX_BYTES,
  ANNOUNCEMENT_UPLOAD_FIELDS,
} from '../../../contract/announcements/admin-announcements.schema';
import { CMS_SECTION_ACCESS } from '../../../contract/auth/access.policy';
import { messageResponseSchema } from '../../../contract/auth/auth.schema';
import { problemSchema } from '../../../contract/http/problem';
import { createAnnouncement, deleteAnnouncement, listAdminAnnouncements, updateAnnouncement, type AnnouncementUpload } from '../../../core/announcements/admin-announcements.service';
import { discardUploads, readAdminParts, type NamedUpload } from './admin-upload-parts';
import { multipartDoc } from '../../openapi';

/** The announcement form's fields and attachments, for the API documentation. */
const ANNOUNCEMENT_FORM_DOC = multipartDoc(announcementFormSchema, Object.fromEntries(ANNOUNCEMENT_UPLOAD_FIELDS.map((field) => [field, 'An attachment: PDF, Word .docx, JPEG, PNG or WebP up to 10MB, judged by content'])));

/**
 * The content manager's announcements (issue 15; decision 0051): admins and editors create,
 * change and delete what /announcements and /rss/announcements show. The calls carry the roles of
 * the section that makes them (CMS_SECTION_ACCESS).
 */
const ANNOUNCEMENT_EDITORS = CMS_SECTION_ACCESS.announcements;
const FILES = Object.fromEntries(ANNOUNCEMENT_UPLOAD_FIELDS.map((field) => [field, { maxBytes: ANNOUNCEMENT_ATTACHMENT_MAX_BYTES, tooLarge: M.attachmentTooLarge }]));

const writeResponses = {
  200: adminAnnouncementSavedSchema,
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  413: problemSchema,
  415: problemSchema,
};

const FORM_FIELDS = `multipart/form-data: title, content, type (Call for Papers, Deadline, Event, General; empty: from the title), priority (high, normal, low), tags (comma-separated), category, author, date (YYYY-MM-DD), keepAttachments (PUT: the numbers of the current attachments to keep, e.g. 0,2; absent keeps all); new files in ${ANNOUNCEMENT_UPLOAD_FIELDS.join(', ')} (PDF, Word .docx, JPEG, PNG or WebP up to 10MB each, judged by content; at most 10 attachments)`;

/** The uploads in the order of their fields. */
const inOrder = (uploads: Record<string, NamedUpload | null>): AnnouncementUpload[] =>
  ANNOUNCEMENT_UPLOAD_FIELDS.flatMap((field) => (uploads[field] ? [uploads[field]] : []));

export const adminAnnouncementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/announcements', {
    config: { access: ANNOUNCEMENT_EDITORS },
    schema: {
      tags: ['admin'],
      summary: 'Every announcement, paged, searched (q: every word in title, content, author, category, type or tags), filtered by type and sorted (newest, oldest)',
      querystring: adminAnnouncementQuerySchema,
      response: { 200: adminAnnouncementPageSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
    },
    handler: (request) => listAdminAnnouncements(request.ctx, request.query),
  });

  app.post('/api/admin/announcements', {
    config: { access: ANNOUNCEMENT_EDITORS, upload: true },
    schema: { tags: ['admin'], summary: `Create an announcement (${FORM_FIELDS}); it shows at once on /announcements and in /rss/announcements`, consumes: ['multipart/form-data'], multipart: ANNOUNCEMENT_FORM_DOC, response: writeResponses },
    handler: async (request) => {
      const { fields, uploads } = await readAdminParts(request, request.ctx.files, FILES);
      try {
        return await createAnnouncement(request.ctx, announcementFormSchema.parse(fields), inOrder(uploads));
      } finally {
        await discardUploads(request.ctx.files, uploads);
      }
    },
  });

  app.put('/api/admin/announcements/:id', {
    config: { access: ANNOUNCEMENT_EDITORS, upload: true },
    schema: {
      tags: ['admin'],
      summary: `Change an announcement (${FORM_FIELDS}); removed attachments are no longer served`,
      consumes: ['multipart/form-data'],
      multipart: ANNOUNCEMENT_FORM_DOC,
      params: adminAnnouncementParamsSchema,
      response: writeResponses,
    },
    handler: async (request) => {
      const { fields, uploads } = await readAdminParts(request, request.ctx.files, FILES);
      try {
        return await updateAnnouncement(request.ctx, request.params.id, announcementFormSchema.parse(fields), inOrder(uploads));
      } finally {
        await discardUploads(request.ctx.files, uploads);
      }
    },
  });

  app.delete('/api/admin/announcements/:id', {
    config: { access: ANNOUNCEMENT_EDITORS },
    schema: {
      tags: ['admin'],
      summary: 'Delete an announcement and its attachments',
      params: adminAnnouncementParamsSchema,
      response: { 200: messageResponseSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema },
    },
    handler: (request) => deleteAnnouncement(request.ctx, request.params.id),
  });
};
