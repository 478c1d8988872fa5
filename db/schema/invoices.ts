import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { FEE_TIERS, PAYMENT_METHOD_IDS, WAIVER_KINDS } from '../../contract/journal/fees';
import { ARTICLE_TYPE_IDS } from '../../contract/journal/manuscripts';
import type { InvoiceExtras, InvoiceLine } from '../../contract/invoices/invoice-amounts';
import { INVOICE_STATES, WAIVER_REQUEST_STATES } from '../../contract/invoices/invoice.schema';
import { papers } from './papers';
import { users } from './users';

/**
 * Publication-fee invoices (issue 15; decisions 0011, 0048): one per paper, issued on acceptance,
 * numbered INV-{year}-{sequence}. The lines and the payer are a snapshot: financial records are
 * kept after the paper or the account is gone (acting-side.md §9 privacy: about 7 years).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    paperId: integer('paper_id').references(() => papers.id, { onDelete: 'set null' }),
    paperTitle: text('paper_title').notNull(),
    billedToName: text('billed_to_name').notNull(),
    billedToEmail: text('billed_to_email').notNull(),
    billedToAffiliation: text('billed_to_affiliation'),
    articleType: text('article_type', { enum: ARTICLE_TYPE_IDS }).notNull(),
    feeTier: text('fee_tier', { enum: FEE_TIERS }).notNull(),
    extras: jsonb('extras').$type<InvoiceExtras>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    waivedCents: integer('waived_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    state: text('state', { enum: INVOICE_STATES }).notNull().default('issued'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHOD_IDS }),
    paymentReference: text('payment_reference'),
    paymentDate: date('payment_date', { mode: 'string' }),
    paymentRecordedAt: timestamp('payment_recorded_at', { withTimezone: true }),
    paymentRecordedById: integer('payment_recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    waiverKind: text('waiver_kind', { enum: WAIVER_KINDS }),
    waiverReason: text('waiver_reason'),
    waivedAt: timestamp('waived_at', { withTimezone: true }),
    waivedById: integer('waived_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_year_sequence_key').on(t.year, t.sequence),
    uniqueIndex('invoices_paper_key').on(t.paperId),
    index('invoices_state_due_idx').on(t.state, t.dueAt),
    index('invoices_issued_at_idx').on(t.issuedAt),
    check('invoices_state_check', sql`${t.state} in ('issued','paid','waived')`),
  ],
);

/** The last invoice sequence of each year: taken with one upsert, so two acceptances never share a number. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** Full-waiver requests (acting-side.md §9), decided by the office apart from review (decision 0011). */
export const waiverRequests = pgTable(
  'waiver_requests',
  {
    id: serial('id').primaryKey(),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: WAIVER_KINDS }).notNull(),
    reason: text('reason').notNull(),
    state: text('state', { enum: WAIVER_REQUEST_STATES }).notNull().default('pending'),
    requestedById: integer('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
  },
  (t) => [
    index('waiver_requests_paper_idx').on(t.paperId),
    // At most one request waits per paper.
    uniqueIndex('waiver_requests_one_pending_key').on(t.paperId).where(sql`${t.state} = 'pending'`),
    index('waiver_requests_state_idx').on(t.state, t.requestedAt),
  ],
);
