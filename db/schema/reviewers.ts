import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { REVIEWER_APPLICATION_STATUSES } from '../../contract/reviews/reviewer-constants';
import { users } from './users';

/**
 * The reviewer pool (docs/decisions/0041-reviewers.md): a profile puts an account in the pool,
 * whatever its role, with the expertise the assignment modal matches on.
 */
export const reviewerProfiles = pgTable(
  'reviewer_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Expertise keywords, as the reviewer or the approving editor wrote them. */
    expertise: text('expertise').array().notNull().default(sql`'{}'::text[]`),
    /** The institution declared for reviewing (conflict checks compare it with the authors'). */
    institution: text('institution').notNull(),
    /** Not to be invited before this day (leave, fieldwork); null when available. */
    unavailableUntil: date('unavailable_until', { mode: 'string' }),
    /** Out of the pool without losing the history (an editor or the reviewer may set it). */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reviewer_profiles_active_idx').on(t.active)],
);

/** /become-reviewer applications (acting-side.md §2, §3, §5): the spec's seven fields. */
export const reviewerApplications = pgTable(
  'reviewer_applications',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    institution: text('institution').notNull(),
    expertise: text('expertise').notNull(),
    qualifications: text('qualifications').notNull(),
    publications: text('publications'),
    motivation: text('motivation'),
    status: text('status', { enum: REVIEWER_APPLICATION_STATUSES }).notNull().default('open'),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The account that joined the pool on approval (new or existing). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open application per address; a declined applicant may apply again later.
    uniqueIndex('reviewer_applications_open_email_key').on(sql`lower(${t.email})`).where(sql`${t.status} = 'open'`),
    index('reviewer_applications_status_idx').on(t.status, t.createdAt),
  ],
);
