import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviewerProfiles, users } from '../../db/schema';

/** The reviewer pool's profiles (decision 0041): one per account, whatever its role. */
export type ReviewerProfileRow = typeof reviewerProfiles.$inferSelect;

export async function findReviewerProfile(db: Db, userId: number): Promise<ReviewerProfileRow | null> {
  const [row] = await db.select().from(reviewerProfiles).where(eq(reviewerProfiles.userId, userId)).limit(1);
  return row ?? null;
}

/** Adds a profile unless the account has one (the primary key decides); true when added. */
export async function insertReviewerProfile(db: Db, profile: { userId: number; expertise: string[]; institution: string; now: Date }): Promise<boolean> {
  const rows = await db
    .insert(reviewerProfiles)
    .values({ userId: profile.userId, expertise: profile.expertise, institution: profile.institution, createdAt: profile.now, updatedAt: profile.now })
    .onConflictDoNothing()
    .returning({ userId: reviewerProfiles.userId });
  return rows.length > 0;
}

export async function updateReviewerProfile(
  db: Db,
  userId: number,
  values: Partial<Pick<ReviewerProfileRow, 'expertise' | 'institution' | 'unavailableUntil' | 'active'>> & { updatedAt: Date },
): Promise<ReviewerProfileRow | null> {
  const [row] = await db.update(reviewerProfiles).set(values).where(eq(reviewerProfiles.userId, userId)).returning();
  return row ?? null;
}

/** Which of these accounts are in the pool now (an active profile). */
export async function activeReviewerIds(db: Db, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: reviewerProfiles.userId })
    .from(reviewerProfiles)
    .where(and(inArray(reviewerProfiles.userId, userIds), eq(reviewerProfiles.active, true)));
  return new Set(rows.map((row) => row.userId));
}

/** Every account in the pool, by name, with the profile's institution and expertise. */
export async function listActiveReviewers(db: Db, limit: number) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, institution: reviewerProfiles.institution, expertise: reviewerProfiles.expertise })
    .from(reviewerProfiles)
    .innerJoin(users, eq(users.id, reviewerProfiles.userId))
    .where(eq(reviewerProfiles.active, true))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(limit);
}
