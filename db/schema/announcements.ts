import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export interface AnnouncementAttachment {
  name: string;
  url: string;
}

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Null: derived from the title (reading-side.md §3). */
    type: text('type', { enum: ['Call for Papers', 'Deadline', 'Event', 'General'] }),
    author: text('author').notNull(),
    category: text('category').notNull().default('General'),
    attachments: jsonb('attachments').$type<AnnouncementAttachment[]>().notNull().default(sql`'[]'::jsonb`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    priority: text('priority', { enum: ['high', 'normal', 'low'] }).notNull().default('normal'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('announcements_priority_check', sql`${t.priority} in ('high','normal','low')`)],
);
