import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema';

const byEmail = (email: string) => eq(sql`lower(${newsletterSubscriptions.email})`, email.toLowerCase());

/**
 * Inserts unless the address is already there in any letter case (the unique index on
 * lower(email) decides, so two racing requests still store one row). True when a row was added.
 */
export async function insertSubscription(db: Db, subscription: { email: string; name: string | null; now: Date }): Promise<boolean> {
  const rows = await db
    .insert(newsletterSubscriptions)
    .values({ email: subscription.email, name: subscription.name, isActive: true, createdAt: subscription.now })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}

/** Turns an unsubscribed address back on; a no-op when it is active. */
export async function reactivateSubscription(db: Db, email: string): Promise<void> {
  await db
    .update(newsletterSubscriptions)
    .set({ isActive: true })
    .where(and(byEmail(email), eq(newsletterSubscriptions.isActive, false)));
}

export async function findSubscriptionByEmail(db: Db, email: string) {
  const [row] = await db.select().from(newsletterSubscriptions).where(byEmail(email)).limit(1);
  return row ?? null;
}
