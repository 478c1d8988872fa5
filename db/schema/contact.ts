import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { CONTACT_CATEGORIES, CONTACT_STATUSES } from '../../contract/contact/contact.messages';
import { users } from './users';

/**
 * Messages sent from /contact (acting-side.md §3 "Contact submission"; decision 0042) and the
 * admins' replies to them, kept with the message.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    category: text('category', { enum: CONTACT_CATEGORIES }).notNull().default('general'),
    status: text('status', { enum: CONTACT_STATUSES }).notNull().default('unread'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    readById: integer('read_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The admin list, unread first and newest first ('unread' > 'read'), is this index read backwards;
    // the unread count is a range of it.
    index('contact_messages_status_created_idx').on(t.status, t.createdAt, t.id),
    // The list by date alone (newest or oldest first).
    index('contact_messages_created_idx').on(t.createdAt, t.id),
  ],
);

export const contactReplies = pgTable(
  'contact_replies',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** The address the reply was mailed to (the sender's, as it was then). */
    toAddress: text('to_address').notNull(),
    sentById: integer('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.sentAt)],
);
