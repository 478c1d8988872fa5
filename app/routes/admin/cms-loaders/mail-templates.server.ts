import { findMailTemplate } from '../../../../contract/mail/mail-templates';
import type { Ctx } from '../../../../core/context';
import { getMailTemplate, listMailTemplates } from '../../../../core/mail/mail-templates.service';
import type { CmsMailTemplatesData } from '../../../features/cms-mail-templates/mail-templates-data';
import type { MailTemplatesQuery } from '../../../features/cms-mail-templates/mail-templates-query';
import { orNull } from '../../../lib/api-data';

/** The Mail templates section for the session cookie's viewer, from the services GET /api/admin/mail-templates… use. */
export async function loadMailTemplatesSection(ctx: Ctx, query: MailTemplatesQuery): Promise<CmsMailTemplatesData> {
  const key = query.template && findMailTemplate(query.template) ? query.template : undefined;
  const [templates, template] = await Promise.all([
    orNull(listMailTemplates(ctx), 'The mail templates'),
    key ? orNull(getMailTemplate(ctx, key), 'The mail template') : null,
  ]);
  return { templates, opened: key ? { key, template } : null };
}
