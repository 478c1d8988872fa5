import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Themed calls for papers; only an open one accepts submissions (reading-side.md §4). */
export const specialIssues = pgTable(
  'special_issues',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['open', 'closed', 'planning', 'review'] }).notNull().default('planning'),
    deadline: date('deadline', { mode: 'string' }),
    expectedPublication: text('expected_publication'),
    guestEditors: text('guest_editors').array().notNull().default(sql`'{}'::text[]`),
    maxArticles: integer('max_articles').notNull().default(10),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('special_issues_status_check', sql`${t.status} in ('open','closed','planning','review')`),
    check('special_issues_max_articles_check', sql`${t.maxArticles} >= 1`),
  ],
);
