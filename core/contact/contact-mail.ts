import { CONTACT_CATEGORY_LABELS, type ContactCategory } from '../../contract/contact/contact.messages';
import { formatLongDate } from '../../contract/format/long-date';
import type { Db } from '../../db/client';
import type { Ctx } from '../context';
import { renderMail } from '../mail/mail-templates.service';

/**
 * The contact form's mail (decision 0042): templates in one place, queued in the transaction of
 * the change they report. Subjects are the sender's words on one line.
 */
type MailCtx = Pick<Ctx, 'mail' | 'settings'>;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface ReceivedMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  category: ContactCategory;
}

/** To the editorial office (or each admin): the whole message, and Reply-To the sender, so answering the mail answers them. */
export async function queueMessageReceived(ctx: MailCtx, tx: Db, recipients: string[], message: ReceivedMessage): Promise<void> {
  const mail = await renderMail(ctx, tx, 'contact-received', {
    senderName: message.name,
    senderEmail: message.email,
    category: CONTACT_CATEGORY_LABELS[message.category],
    subject: message.subject,
    message: message.message,
    messageId: String(message.id),
  });
  // The subject is the sender's words on one line.
  for (const to of recipients) await ctx.mail.queue(tx, { to, replyTo: message.email, ...mail, subject: oneLine(mail.subject) });
}

export interface ReplyMail {
  to: string;
  /** Where the sender's answer goes: the office's address, or the admin who wrote. */
  replyTo: string;
  senderName: string;
  adminName: string;
  subject: string;
  body: string;
  original: { message: string; sentAt: Date };
}

/** The admin's reply, to the person who wrote, with their message quoted below it. */
export async function queueReply(ctx: MailCtx, tx: Db, reply: ReplyMail): Promise<void> {
  const subject = oneLine(reply.subject);
  const mail = await renderMail(ctx, tx, 'contact-reply', {
    senderName: reply.senderName,
    replySubject: /^re:/i.test(subject) ? subject : `Re: ${subject}`,
    replyBody: reply.body,
    adminName: reply.adminName,
    sentDate: formatLongDate(reply.original.sentAt),
    quotedMessage: reply.original.message
      .split(/\r?\n/)
      .map((line) => `> ${line}`)
      .join('\n'),
  });
  await ctx.mail.queue(tx, { to: reply.to, replyTo: reply.replyTo, ...mail });
}
