import { NEWSLETTER_CONFIRM_DAYS } from '../../contract/newsletter/newsletter.messages';
import type { Db } from '../../db/client';
import type { Ctx } from '../context';
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
  await ctx.mail.queue(tx, {
    to: row.email,
    subject: `Please confirm your subscription to ${ctx.settings.journalName}`,
    text: [
      greeting(row),
      '',
      `Someone, we hope you, asked to receive notices of new publications from ${ctx.settings.journalName} at this address.`,
      `To confirm, open this link within ${NEWSLETTER_CONFIRM_DAYS} days and press the button:`,
      `${ctx.settings.publicUrl}/newsletter/confirm?token=${token}`,
      '',
      'If you did not ask for this, ignore this message: nothing more will be sent to you.',
    ].join('\n'),
  });
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
