import { CONTACT_CATEGORY_LABELS, type ContactCategory } from '../../contract/contact/contact.messages';
import { formatLongDate } from '../../contract/format/long-date';
import type { Db } from '../../db/client';
import type { Ctx } from '../context';

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
  const { journalName, publicUrl } = ctx.settings;
  for (const to of recipients) {
    await ctx.mail.queue(tx, {
      to,
      replyTo: message.email,
      subject: `Contact form: ${oneLine(message.subject)}`,
      text: [
        `A message was sent from the contact page of ${journalName}.`,
        '',
        `From: ${message.name} <${message.email}>`,
        `Category: ${CONTACT_CATEGORY_LABELS[message.category]}`,
        `Subject: ${message.subject}`,
        '',
        message.message,
        '',
        '--',
        `Reply to this email to answer ${message.name} directly, or read and answer it under Contact Forms on the admin dashboard, where replies are kept with the message: ${publicUrl}/admin-dashboard?tab=contact-forms&message=${message.id}`,
      ].join('\n'),
    });
  }
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
  await ctx.mail.queue(tx, {
    to: reply.to,
    replyTo: reply.replyTo,
    subject: /^re:/i.test(subject) ? subject : `Re: ${subject}`,
    text: [
      `Dear ${reply.senderName},`,
      '',
      reply.body,
      '',
      reply.adminName,
      `The editorial office, ${ctx.settings.journalName}`,
      '',
      `On ${formatLongDate(reply.original.sentAt)} you wrote through our contact page:`,
      ...reply.original.message.split(/\r?\n/).map((line) => `> ${line}`),
    ].join('\n'),
  });
}
