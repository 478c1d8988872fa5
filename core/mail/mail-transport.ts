import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from './mail.repo';

export interface MailTransport {
  send(mail: OutgoingMail & { id: number; date: Date }): Promise<void>;
  close(): void;
}

/** What nodemailer sends: the message, with the one-click unsubscribe headers of a newsletter (RFC 2369, RFC 8058). */
function messageOf(from: string, mail: OutgoingMail & { date: Date }) {
  return {
    from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    date: mail.date,
    ...(mail.unsubscribeUrl ? { list: { unsubscribe: { url: mail.unsubscribeUrl, comment: 'Unsubscribe' } }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
  };
}

/** SMTP when a URL is configured; otherwise each message becomes an .eml file in mailDir. */
export function createMailTransport(options: { smtpUrl?: string; mailDir: string; from: string }): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await smtp.sendMail(messageOf(options.from, mail));
      },
      close: () => smtp.close(),
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await files.sendMail(messageOf(options.from, mail));
      await mkdir(options.mailDir, { recursive: true });
      const stamp = mail.date.toISOString().replace(/[:.]/g, '-');
      await writeFile(path.join(options.mailDir, `${stamp}-${mail.id}.eml`), info.message as Buffer);
    },
    close: () => files.close(),
  };
}
