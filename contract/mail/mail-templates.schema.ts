import { z } from 'zod';
import { plainText } from '../http/text';
import { MAIL_TEMPLATE_MESSAGES as M, MAIL_TEMPLATE_BODY_MAX, MAIL_TEMPLATE_SUBJECT_MAX } from './mail-templates.messages';

export * from './mail-templates.messages';

/**
 * The content manager's mail templates (issue 15 "Mail templates"; decision 0054):
 * GET /api/admin/mail-templates, GET/PUT/DELETE /api/admin/mail-templates/{key} and
 * POST /api/admin/mail-templates/{key}/preview. Unknown placeholders are checked by the service
 * against the template's own list (contract/mail/mail-render.ts), as 400 with field messages.
 */

/** A template's key: lowercase words joined by hyphens (else 400). An unknown key is a 404. */
export const mailTemplateKeyParam = z.string({ error: M.invalidKey }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, M.invalidKey).max(64, M.invalidKey);
export const mailTemplateParamsSchema = z.object({ key: mailTemplateKeyParam });

/** PUT (and the preview's draft): the subject, one line, and the body. */
export const mailTemplateEditSchema = z.object({
  subject: plainText({ error: M.subjectRequired })
    .refine((v) => v.trim().length > 0, M.subjectRequired)
    .refine((v) => !/[\r\n]/.test(v), M.subjectOneLine)
    .refine((v) => v.length <= MAIL_TEMPLATE_SUBJECT_MAX, M.subjectTooLong),
  body: plainText({ error: M.bodyRequired })
    .refine((v) => v.trim().length > 0, M.bodyRequired)
    .refine((v) => v.length <= MAIL_TEMPLATE_BODY_MAX, M.bodyTooLong),
});
export type MailTemplateEditInput = z.input<typeof mailTemplateEditSchema>;

export const mailPlaceholderSchema = z.object({ name: z.string(), description: z.string(), sample: z.string() });

export const mailTemplateSummarySchema = z.object({
  key: z.string(),
  title: z.string(),
  when: z.string(),
  /** An admin's text is in force (false: the default). */
  edited: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type MailTemplateSummary = z.infer<typeof mailTemplateSummarySchema>;
export const mailTemplateListSchema = z.array(mailTemplateSummarySchema);

export const mailTemplateDetailSchema = mailTemplateSummarySchema.extend({
  placeholders: z.array(mailPlaceholderSchema),
  subject: z.string(),
  body: z.string(),
  defaultSubject: z.string(),
  defaultBody: z.string(),
  /** Who saved the edit in force; null for the default or a deleted account. */
  updatedBy: z.string().nullable(),
});
export type MailTemplateDetail = z.infer<typeof mailTemplateDetailSchema>;

export const mailTemplateSavedSchema = z.object({ message: z.string(), template: mailTemplateDetailSchema });
export type MailTemplateSaved = z.infer<typeof mailTemplateSavedSchema>;

/** The preview: the draft rendered with the sample values (nothing is stored). */
export const mailTemplatePreviewSchema = z.object({ subject: z.string(), text: z.string() });
export type MailTemplatePreview = z.infer<typeof mailTemplatePreviewSchema>;
