import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from './mail.repo';

export interface MailTransport {
  send(mail: OutgoingMail & { id: number; date: Date }): Promise<void>;
  close(): void;
}

/** SMTP when a URL is configured; otherwise each message becomes an .eml file in mailDir. */
export function createMailTransport(options: { smtpUrl?: string; mailDir: string; from: string }): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await smtp.sendMail({ from: options.from, to: mail.to, replyTo: mail.replyTo ?? undefined, subject: mail.subject, text: mail.text, date: mail.date });
      },
      close: () => smtp.close(),
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await files.sendMail({ from: options.from, to: mail.to, replyTo: mail.replyTo ?? undefined, subject: mail.subject, text: mail.text, date: mail.date });
      await mkdir(options.mailDir, { recursive: true });
      const stamp = mail.date.toISOString().replace(/[:.]/g, '-');
      await writeFile(path.join(options.mailDir, `${stamp}-${mail.id}.eml`), info.message as Buffer);
    },
    close: () => files.close(),
  };
}
