import { bigint, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stored files (manuscripts, announcement attachments, issue PDFs). The bytes live in the
 * file store under their content hash (DESIGN.md "Files"); this row is the only way to them.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    sha256: text('sha256').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** Checked by content, never taken from the upload (application/pdf, msword, docx). */
    mediaType: text('media_type').notNull(),
    /** The name offered when the file is downloaded; never used as a path. */
    originalName: text('original_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_sha256_idx').on(t.sha256)],
);
