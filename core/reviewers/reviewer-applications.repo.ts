import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { reviewerApplications, reviewerProfiles, users } from '../../db/schema';

export type ReviewerApplicationRow = typeof reviewerApplications.$inferSelect;
type NewApplication = Pick<typeof reviewerApplications.$inferInsert, 'name' | 'email' | 'institution' | 'expertise' | 'qualifications' | 'publications' | 'motivation' | 'createdAt'>;

/**
 * Stores an open application unless the address has one open already: the partial unique index
 * on lower(email) decides, so two racing requests store one. Its id, or null when refused.
 */
export async function insertApplication(db: Db, application: NewApplication): Promise<number | null> {
  const rows = await db.insert(reviewerApplications).values(application).onConflictDoNothing().returning({ id: reviewerApplications.id });
  return rows[0]?.id ?? null;
}

/** The application, locked until the transaction ends (two editors deciding at once wait for each other). */
export async function lockApplication(db: Db, id: number): Promise<ReviewerApplicationRow | null> {
  const [row] = await db.select().from(reviewerApplications).where(eq(reviewerApplications.id, id)).for('update');
  return row ?? null;
}

export async function markApplicationDecided(
  db: Db,
  id: number,
  decision: { status: 'approved' | 'declined'; decidedById: number; decidedAt: Date; userId: number | null },
): Promise<void> {
  await db.update(reviewerApplications).set(decision).where(and(eq(reviewerApplications.id, id), eq(reviewerApplications.status, 'open')));
}

const decider = alias(users, 'decider');
const account = alias(users, 'account');

/**
 * The editors' queue: open applications oldest first, then (with `all`) the decided ones, latest
 * decision first. Each with who decided it and the account it concerns: for an open one the
 * account that has its address (any letter case), for an approved one the account that joined.
 */
export async function listApplicationRows(db: Db, all: boolean) {
  const open = eq(reviewerApplications.status, 'open');
  return db
    .select({
      application: reviewerApplications,
      deciderFirstName: decider.firstName,
      deciderLastName: decider.lastName,
      accountId: account.id,
      accountFirstName: account.firstName,
      accountLastName: account.lastName,
      accountRole: account.role,
      inPool: sql<boolean>`exists (select 1 from ${reviewerProfiles} where ${reviewerProfiles.userId} = ${account.id} and ${reviewerProfiles.active})`,
    })
    .from(reviewerApplications)
    .leftJoin(decider, eq(decider.id, reviewerApplications.decidedById))
    .leftJoin(
      account,
      sql`case ${reviewerApplications.status}
            when 'open' then lower(${account.email}) = lower(${reviewerApplications.email})
            when 'approved' then ${account.id} = ${reviewerApplications.userId}
            else false end`,
    )
    .where(all ? undefined : open)
    .orderBy(desc(open), asc(sql`case when ${open} then ${reviewerApplications.createdAt} end`), desc(reviewerApplications.decidedAt), desc(reviewerApplications.id));
}
