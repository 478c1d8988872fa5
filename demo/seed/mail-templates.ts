import { findMailTemplate } from '../../contract/mail/mail-templates';
import type { Actor, Ctx } from '../../core/context';
import { MailSender } from '../../core/mail/mail-sender';
import { saveMailTemplate } from '../../core/mail/mail-templates.service';
import { NO_TRANSPORT, type DemoBase } from './editorial-history';

/** When the office edited the template: after the demo's past mail. */
const EDITED_AT = '2026-11-20T09:30:00Z';

/**
 * The demo's edited mail template (decision 0054): the office added a line to the answer that
 * declines a reviewer application, through the service the content manager calls; every other
 * template shows its default.
 */
export async function seedMailTemplates(base: DemoBase, admin: Actor): Promise<void> {
  const now = new Date(EDITED_AT);
  const clock = () => now;
  const ctx: Ctx = { ...base, actor: admin, clock, mail: new MailSender(base.db, NO_TRANSPORT, clock) };
  const declined = findMailTemplate('reviewer-application-declined')!;
  const body = declined.body.replace(
    'With our thanks and best wishes,',
    'Our reviewer workshops, open to everyone, are announced on {{siteUrl}}/announcements.\n\nWith our thanks and best wishes,',
  );
  await saveMailTemplate(ctx, declined.key, { subject: declined.subject, body });
}
