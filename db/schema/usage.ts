import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { papers } from './papers';

export const USAGE_EVENT_KINDS = ['view', 'download'] as const;

/**
 * Views of article pages and downloads of their files, one row per event that passed the COUNTER R5
 * filters (decision 0059): no robots, no double-click within 30 seconds. No address, user agent or
 * account is kept: only the session's daily hash.
 */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: serial('id').primaryKey(),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    /** view: an investigation (the article page); download: a request (the full text), also an investigation. */
    kind: text('kind', { enum: USAGE_EVENT_KINDS }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The COUNTER session: a hash of (account or address, user agent, day) with that day's salt, which
     * is deleted once the day is over. Null for events recorded before the COUNTER rules: each is then
     * a session of its own.
     */
    sessionId: text('session_id'),
  },
  (t) => [
    // Monthly figures per article and for the journal (core/usage/usage.repo.ts).
    index('usage_events_at_idx').on(t.at),
    index('usage_events_paper_at_idx').on(t.paperId, t.at),
    check('usage_events_kind_check', sql`${t.kind} in ('view', 'download')`),
  ],
);

/**
 * The salt of each day's session hashes (decision 0059): random, shared by every instance through
 * the database, and deleted after the day, so an old session id can never be tied to an address again.
 */
export const usageSessionSalts = pgTable('usage_session_salts', {
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * Every counted view and download, one row kept by the usage_events triggers (migration 0018), so the
 * home page's figures are one read whatever the number of events (issue 17).
 */
export const usageTotals = pgTable(
  'usage_totals',
  {
    id: smallint('id').primaryKey().default(1),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    downloads: bigint('downloads', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('usage_totals_one_row', sql`${t.id} = 1`)],
);
