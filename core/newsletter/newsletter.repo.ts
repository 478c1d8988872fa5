import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema';

const byEmail = (email: string) => eq(sql`lower(${newsletterSubscriptions.email})`, email.toLowerCase());
export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/**
 * Inserts unless the address is already there in any letter case (the unique index on
 * lower(email) decides, so two racing requests still store one row). The row when one was added.
 */
export async function insertSubscription(db: Db, subscription: { email: string; name: string | null; now: Date }): Promise<SubscriptionRow | null> {
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({ email: subscription.email, name: subscription.name, isActive: true, createdAt: subscription.now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The row of an address, locked for the caller's transaction. */
export async function lockSubscriptionByEmail(db: Db, email: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(newsletterSubscriptions).where(byEmail(email)).limit(1).for('update');
  return row ?? null;
}

export async function findSubscription(db: Db, id: number): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id)).limit(1);
  return row ?? null;
}

export async function updateSubscription(db: Db, id: number, changes: Partial<Pick<SubscriptionRow, 'isActive' | 'confirmedAt' | 'confirmationSentAt'>>): Promise<void> {
  await db.update(newsletterSubscriptions).set(changes).where(eq(newsletterSubscriptions.id, id));
}

/** Confirms an active, unconfirmed subscription; true when this call confirmed it. */
export async function confirmSubscription(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: now })
    .where(and(eq(newsletterSubscriptions.id, id), eq(newsletterSubscriptions.isActive, true), isNull(newsletterSubscriptions.confirmedAt)))
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}
