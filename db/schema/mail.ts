import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Outgoing mail is written here in the same transaction as the change it reports, then sent by the worker. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    /** Where replies go: the handling editor for workflow mail (issue 13); null: the sender. */
    replyTo: text('reply_to'),
    /** A newsletter's one-click unsubscribe address (RFC 8058): the List-Unsubscribe headers carry it. */
    unsubscribeUrl: text('unsubscribe_url'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * An admin's edit of a mail template (decision 0054): overrides only, one row per edited key of
 * contract/mail/mail-templates.ts; resetting deletes the row and the default is in force again.
 */
export const mailTemplates = pgTable('mail_templates', {
  key: text('key').primaryKey(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
});
