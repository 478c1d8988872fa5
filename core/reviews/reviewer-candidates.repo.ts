import { and, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { paperAuthors, reviewAssignments, reviewerProfiles, users } from '../../db/schema';

/** SQL of the assignment modal's ranked list (decision 0041). */

const completed = sql`${reviewAssignments.status} = 'COMPLETED'`;
/**
 * OPEN_ASSIGNMENT_STATUSES, written out: it is the predicate of the partial index
 * review_assignments_open_reviewer_idx (migration 0007), which PostgreSQL uses only for this very text.
 */
const open = sql`${reviewAssignments.status} in ('INVITED', 'ACCEPTED')`;

/** Part of the name, the institution or an expertise keyword (LIKE's wildcards taken literally). */
function poolSearch(q: string) {
  const pattern = containsPattern(q);
  return or(
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(reviewerProfiles.institution, pattern),
    ilike(sql`array_to_string(${reviewerProfiles.expertise}, ' ')`, pattern),
  );
}

/**
 * Every active profile of the pool with the reviewer's current load, what the ranking needs. The
 * load reads the open assignments only (an index of their own), so the list does not grow slower
 * with the journal's history; the record of past reviews is read for the rows shown
 * (`listRecordsOf`).
 */
export function listPoolWithLoad(db: Db, q?: string) {
  const load = db
    .select({ reviewerId: reviewAssignments.reviewerId, open: sql<number>`count(*)`.mapWith(Number).as('open') })
    .from(reviewAssignments)
    .where(open)
    .groupBy(reviewAssignments.reviewerId)
    .as('load');
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      institution: reviewerProfiles.institution,
      expertise: reviewerProfiles.expertise,
      unavailableUntil: reviewerProfiles.unavailableUntil,
      open: sql<number>`coalesce(${load.open}, 0)`.mapWith(Number),
    })
    .from(reviewerProfiles)
    .innerJoin(users, eq(users.id, reviewerProfiles.userId))
    .leftJoin(load, eq(load.reviewerId, reviewerProfiles.userId))
    .where(and(eq(reviewerProfiles.active, true), q ? poolSearch(q) : undefined));
}
export type PoolRow = Awaited<ReturnType<typeof listPoolWithLoad>>[number];

/**
 * The record of these reviewers: completed reviews, average days from invitation to review, the
 * last review and the editors' average rating (float arithmetic: numeric averages made the pass
 * ten times slower at 40,000 assignments). Reviewers without any assignment have no row.
 */
export function listRecordsOf(db: Db, reviewerIds: number[]) {
  if (reviewerIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      reviewerId: reviewAssignments.reviewerId,
      completed: sql<number>`count(*) filter (where ${completed})`.mapWith(Number),
      averageDays: sql<number | null>`avg(date_part('epoch', ${reviewAssignments.submittedAt} - ${reviewAssignments.assignedAt}) / 86400) filter (where ${completed})`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
      lastReviewAt: sql<Date | null>`max(${reviewAssignments.submittedAt}) filter (where ${completed})`,
      averageRating: sql<number | null>`avg(${reviewAssignments.rating}::float8)`.mapWith((value) => (value === null ? null : Number(value))),
    })
    .from(reviewAssignments)
    .where(inArray(reviewAssignments.reviewerId, reviewerIds))
    .groupBy(reviewAssignments.reviewerId);
}
export type RecordRow = Awaited<ReturnType<typeof listRecordsOf>>[number];

const coAuthors = alias(paperAuthors, 'co_authors');

/** Addresses (lower-case, trimmed) of everyone listed with one of these authors on another paper of the journal. */
export async function coAuthorEmailsOf(db: Db, paperId: number, authorEmails: string[]): Promise<Set<string>> {
  const emails = [...new Set(authorEmails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
  if (emails.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ email: sql<string>`lower(trim(${coAuthors.email}))` })
    .from(paperAuthors)
    .innerJoin(coAuthors, and(eq(coAuthors.paperId, paperAuthors.paperId), ne(coAuthors.id, paperAuthors.id)))
    .where(and(inArray(sql`lower(trim(${paperAuthors.email}))`, emails), ne(paperAuthors.paperId, paperId)));
  return new Set(rows.map((row) => row.email));
}

/** The identity the conflict check needs, for these accounts: the profile's institution, else the account's. */
export async function findPoolIdentities(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      email: users.email,
      institution: sql<string>`coalesce(${reviewerProfiles.institution}, ${users.institution})`,
    })
    .from(users)
    .leftJoin(reviewerProfiles, eq(reviewerProfiles.userId, users.id))
    .where(inArray(users.id, ids));
}
