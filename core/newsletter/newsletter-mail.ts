import { NEWSLETTER_CONFIRM_DAYS } from '../../contract/newsletter/newsletter.messages';
import type { Db } from '../../db/client';
import type { Ctx } from '../context';
import { renderMail } from '../mail/mail-templates.service';
import { newsletterToken } from './newsletter-links';
import type { SubscriptionRow } from './newsletter.repo';

/**
 * The newsletter's mail (decision 0043). The confirmation request is the only message an
 * unconfirmed address ever gets; every other carries the reader's unsubscribe link in its text
 * and the one-click List-Unsubscribe headers.
 */
const greeting = (row: SubscriptionRow) => (row.name ? `Dear ${row.name},` : 'Dear reader,');

export async function queueConfirmationRequest(ctx: Ctx, tx: Db, row: SubscriptionRow): Promise<void> {
  const token = newsletterToken(ctx.settings.jwtSecret, 'confirm', row, ctx.clock());
  const mail = await renderMail(ctx, tx, 'newsletter-confirmation', {
    recipientName: row.name || 'reader',
    confirmDays: String(NEWSLETTER_CONFIRM_DAYS),
    link: `${ctx.settings.publicUrl}/newsletter/confirm?token=${token}`,
  });
  await ctx.mail.queue(tx, { to: row.email, ...mail });
}

/** A message to a confirmed reader: the text, then how to stop them, in the body and the headers. */
export async function queueNewsletterMail(ctx: Ctx, tx: Db, row: SubscriptionRow, subject: string, lines: readonly string[]): Promise<void> {
  const token = newsletterToken(ctx.settings.jwtSecret, 'unsubscribe', row, ctx.clock());
  await ctx.mail.queue(tx, {
    to: row.email,
    subject,
    text: [greeting(row), '', ...lines, '', '--', `To stop receiving these messages, unsubscribe here: ${ctx.settings.publicUrl}/newsletter/unsubscribe?token=${token}`].join('\n'),
    unsubscribeUrl: `${ctx.settings.publicUrl}/api/newsletter-subscriptions/unsubscribe/${token}`,
  });
}
