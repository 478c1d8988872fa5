import { findMailTemplate } from '../../../contract/mail/mail-templates';
import { mailTemplateDetailSchema, mailTemplateListSchema } from '../../../contract/mail/mail-templates.schema';
import { defineCmsSection } from '../../components/cms/cms-section';
import { getJson, orNull } from '../../lib/api-data';
import { mailTemplateIntentSchema, runMailTemplateIntent } from './mail-template-actions';
import type { CmsMailTemplatesData } from './mail-templates-data';
import { mailTemplatesQuerySchema } from './mail-templates-query';
import { CmsMailTemplatesSection } from './cms-mail-templates-section';

/** /admin/cms "Mail templates" (issue 15; decision 0054): every mail the journal sends, editable, with a preview. */
export const mailTemplatesSection = defineCmsSection({
  key: 'mail-templates',
  title: 'Mail templates',
  lead: 'The subject and text of every mail the journal sends, with their placeholders and a preview.',
  query: mailTemplatesQuerySchema,
  async load(query, signal): Promise<CmsMailTemplatesData> {
    const key = query.template && findMailTemplate(query.template) ? query.template : undefined;
    const [templates, template] = await Promise.all([
      orNull(getJson('/admin/mail-templates', mailTemplateListSchema, { signal }), 'The mail templates'),
      key ? orNull(getJson(`/admin/mail-templates/${key}`, mailTemplateDetailSchema, { signal }), 'The mail template') : null,
    ]);
    return { templates, opened: key ? { key, template } : null };
  },
  View: CmsMailTemplatesSection,
  actions: { intents: ['saveMailTemplate', 'resetMailTemplate'], schema: mailTemplateIntentSchema, run: runMailTemplateIntent },
});
