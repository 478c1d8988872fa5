import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The static pages' text (issue 15 "Static pages"; decision 0047). `pages` holds each page's
 * current text with its sanitised HTML and contents (rendered once, on save: reads are a row);
 * `page_revisions` keeps every save, the seeded text first, so any can be restored.
 */
export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  markdown: text('markdown').notNull(),
  html: text('html').notNull(),
  toc: jsonb('toc').$type<{ id: string; title: string }[]>().notNull(),
  /** The revision the current text is: a save based on another one is stale (409). */
  revisionId: integer('revision_id').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
});

export const pageRevisions = pgTable(
  'page_revisions',
  {
    id: serial('id').primaryKey(),
    pageSlug: text('page_slug')
      .notNull()
      .references(() => pages.slug, { onDelete: 'cascade' }),
    markdown: text('markdown').notNull(),
    /** null: the seeded text, or an author whose account was deleted. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    restoredFromId: integer('restored_from_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_revisions_page_idx').on(t.pageSlug, t.id)],
);
