import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { journalIssues } from './issues';
import { papers } from './papers';
import { users } from './users';

/**
 * Crossref deposits sent by the DOI manager (decision 0057): one row per batch Crossref received,
 * written only once Crossref's receipt arrived (a failed send leaves nothing).
 */
export const doiDeposits = pgTable(
  'doi_deposits',
  {
    id: serial('id').primaryKey(),
    /** The deposit's <doi_batch_id>: Crossref's submission log is asked by it. */
    batchId: text('batch_id').notNull(),
    scope: text('scope', { enum: ['paper', 'issue'] }).notNull(),
    paperId: integer('paper_id').references(() => papers.id, { onDelete: 'set null' }),
    issueId: integer('issue_id').references(() => journalIssues.id, { onDelete: 'set null' }),
    submittedById: integer('submitted_by_id').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    /** The last time Crossref's submission log was read for this batch. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('doi_deposits_batch_id_key').on(t.batchId),
    check('doi_deposits_scope_check', sql`${t.scope} in ('paper','issue')`),
  ],
);

export const DOI_RECORD_STATUSES = ['pending', 'success', 'failure', 'warning'] as const;

/** Each DOI of a deposit and Crossref's answer for it: a failed record marks that record only. */
export const doiDepositRecords = pgTable(
  'doi_deposit_records',
  {
    id: serial('id').primaryKey(),
    depositId: integer('deposit_id')
      .notNull()
      .references(() => doiDeposits.id, { onDelete: 'cascade' }),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    doi: text('doi').notNull(),
    status: text('status', { enum: DOI_RECORD_STATUSES }).notNull().default('pending'),
    /** Crossref's <msg> for this DOI. */
    message: text('message'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('doi_deposit_records_deposit_idx').on(t.depositId),
    // A paper's latest deposit (the DOI manager's list).
    index('doi_deposit_records_paper_idx').on(t.paperId, t.id),
    check('doi_deposit_records_status_check', sql`${t.status} in ('pending','success','failure','warning')`),
  ],
);
