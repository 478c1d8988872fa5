import { and, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { paperAuthors, reviewAssignments, reviewerProfiles, users } from '../../db/schema';

/** SQL of the assignment modal's ranked list (decision 0041). */

const completed = sql`${reviewAssignments.status} = 'COMPLETED'`;

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
 * Every active profile of the pool with the reviewer's record, in one pass over the assignments
 * (float arithmetic: numeric averages made the pass ten times slower at 40,000 assignments).
 */
export function listPoolWithRecord(db: Db, q?: string) {
  const record = db
    .select({
      reviewerId: reviewAssignments.reviewerId,
      open: sql<number>`count(*) filter (where ${reviewAssignments.status} in ('INVITED', 'ACCEPTED'))`.mapWith(Number).as('open'),
      completed: sql<number>`count(*) filter (where ${completed})`.mapWith(Number).as('completed'),
      averageDays: sql<number | null>`avg(date_part('epoch', ${reviewAssignments.submittedAt} - ${reviewAssignments.assignedAt}) / 86400) filter (where ${completed})`
        .mapWith((value) => (value === null ? null : Number(value)))
        .as('average_days'),
      lastReviewAt: sql<Date | null>`max(${reviewAssignments.submittedAt}) filter (where ${completed})`.as('last_review_at'),
      averageRating: sql<number | null>`avg(${reviewAssignments.rating}::float8)`.mapWith((value) => (value === null ? null : Number(value))).as('average_rating'),
    })
    .from(reviewAssignments)
    .groupBy(reviewAssignments.reviewerId)
    .as('record');
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      institution: reviewerProfiles.institution,
      expertise: reviewerProfiles.expertise,
      unavailableUntil: reviewerProfiles.unavailableUntil,
      open: sql<number>`coalesce(${record.open}, 0)`.mapWith(Number),
      completed: sql<number>`coalesce(${record.completed}, 0)`.mapWith(Number),
      averageDays: record.averageDays,
      lastReviewAt: record.lastReviewAt,
      averageRating: record.averageRating,
    })
    .from(reviewerProfiles)
    .innerJoin(users, eq(users.id, reviewerProfiles.userId))
    .leftJoin(record, eq(record.reviewerId, reviewerProfiles.userId))
    .where(and(eq(reviewerProfiles.active, true), q ? poolSearch(q) : undefined));
}
export type PoolRow = Awaited<ReturnType<typeof listPoolWithRecord>>[number];

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
