import type { MailTemplateDetail, MailTemplateSummary } from '../../../contract/mail/mail-templates.schema';

/** What /admin/cms's Mail templates section shows (decision 0054): the list, and the template opened (null: failed to load). */
export interface CmsMailTemplatesData {
  templates: MailTemplateSummary[] | null;
  opened: { key: string; template: MailTemplateDetail | null } | null;
}
