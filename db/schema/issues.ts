import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { storedFiles } from './files';

/** A journal issue (volume and number); only published issues are public. */
export const journalIssues = pgTable(
  'journal_issues',
  {
    id: serial('id').primaryKey(),
    volume: integer('volume').notNull(),
    number: integer('number').notNull(),
    year: integer('year').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    publicationDate: date('publication_date', { mode: 'string' }).notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    coverImageUrl: text('cover_image_url'),
    pdfFileId: integer('pdf_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** The cover uploaded by the office (decision 0046): resized, served with its size so pages do not shift. */
    coverFileId: integer('cover_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    coverWidth: integer('cover_width'),
    coverHeight: integer('cover_height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('journal_issues_volume_number_key').on(t.volume, t.number),
    check('journal_issues_volume_check', sql`${t.volume} >= 1`),
    check('journal_issues_number_check', sql`${t.number} >= 1`),
    check('journal_issues_year_check', sql`${t.year} between 2000 and 2100`),
  ],
);
