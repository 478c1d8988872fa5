import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY } from '../../../contract/auth/access.policy';
import { problemSchema } from '../../../contract/http/problem';
import {
  mailTemplateDetailSchema,
  mailTemplateEditSchema,
  mailTemplateListSchema,
  mailTemplateParamsSchema,
  mailTemplatePreviewSchema,
  mailTemplateSavedSchema,
} from '../../../contract/mail/mail-templates.schema';
import { getMailTemplate, listMailTemplates, previewMailTemplate, resetMailTemplate, saveMailTemplate } from '../../../core/mail/mail-templates.service';

/**
 * The content manager's mail templates (issue 15 "Mail templates"; decision 0054): every mail the
 * workflow sends, its placeholders, the admin's edit, the reset to the default and the preview.
 */
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
const placeholderRule = 'A placeholder the template does not list is 400 with errors.subject or errors.body naming the allowed ones.';

export const adminMailTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/mail-templates', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['admin', 'mail'],
      summary: 'Every mail template: title, when it is sent, edited or default',
      response: { 200: mailTemplateListSchema, 401: problemSchema, 403: problemSchema },
    },
    handler: (request) => listMailTemplates(request.ctx),
  });

  app.get('/api/admin/mail-templates/:key', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['admin', 'mail'],
      summary: 'One mail template: the text in force, its default and its placeholders with sample values',
      params: mailTemplateParamsSchema,
      response: { 200: mailTemplateDetailSchema, ...errors },
    },
    handler: (request) => getMailTemplate(request.ctx, request.params.key),
  });

  app.put('/api/admin/mail-templates/:key', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['admin', 'mail'],
      summary: 'Save an edit of a mail template: the next mail of that kind uses it',
      description: placeholderRule,
      params: mailTemplateParamsSchema,
      body: mailTemplateEditSchema,
      response: { 200: mailTemplateSavedSchema, ...errors },
    },
    handler: (request) => saveMailTemplate(request.ctx, request.params.key, request.body),
  });

  app.delete('/api/admin/mail-templates/:key', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['admin', 'mail'],
      summary: 'Reset a mail template to its default (the edit is deleted)',
      params: mailTemplateParamsSchema,
      response: { 200: mailTemplateSavedSchema, ...errors },
    },
    handler: (request) => resetMailTemplate(request.ctx, request.params.key),
  });

  app.post('/api/admin/mail-templates/:key/preview', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['admin', 'mail'],
      summary: 'A draft of the template rendered with the sample values (nothing is stored)',
      description: placeholderRule,
      params: mailTemplateParamsSchema,
      body: mailTemplateEditSchema,
      response: { 200: mailTemplatePreviewSchema, ...errors },
    },
    handler: (request) => previewMailTemplate(request.ctx, request.params.key, request.body),
  });
};
