import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailVerificationTokens, passwordResetTokens, revokedTokens, users } from '../../db/schema';

/** The account behind a token, with whether this particular token was logged out. */
export async function findTokenOwner(db: Db, userId: number, jti: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      tokenVersion: users.tokenVersion,
      emailVerifiedAt: users.emailVerifiedAt,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${jti})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function revokeToken(db: Db, jti: string, expiresAt: Date, now: Date): Promise<void> {
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
  // Entries are useless once the token would have expired anyway.
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
}

export async function insertPasswordResetToken(db: Db, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

/** Marks a live token used and returns its user; null when the token is unknown, used or expired. */
export async function consumePasswordResetToken(db: Db, tokenHash: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ userId: passwordResetTokens.userId, id: passwordResetTokens.id });
  if (!row) return null;
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt), ne(passwordResetTokens.id, row.id)));
  return row.userId;
}

export async function insertEmailVerificationToken(db: Db, row: { userId: number; tokenHash: string; email: string; expiresAt: Date }): Promise<void> {
  await db.insert(emailVerificationTokens).values(row);
}

/**
 * Uses a live confirmation link of account `userId` and marks its address confirmed, if it is
 * still the address the link was sent to. Null for an unknown, used or expired link, or one of
 * another account (which stays unused: decision 0021, amended).
 */
export async function consumeEmailVerificationToken(db: Db, tokenHash: string, userId: number, now: Date): Promise<number | null> {
  const [row] = await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, tokenHash),
        eq(emailVerificationTokens.userId, userId),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
  if (!row) return null;
  const confirmed = await markEmailVerified(db, row.userId, row.email, now);
  return confirmed ? row.userId : null;
}

/** Whether a confirmation link is live (unused, unexpired), whichever account it belongs to. */
export async function isLiveEmailVerificationToken(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: emailVerificationTokens.id })
    .from(emailVerificationTokens)
    .where(and(eq(emailVerificationTokens.tokenHash, tokenHash), isNull(emailVerificationTokens.usedAt), gt(emailVerificationTokens.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}

/** Confirms the account's address when it is `email` (a link for an older address confirms nothing). */
export async function markEmailVerified(db: Db, userId: number, email: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(users.id, userId), eq(sql`lower(${users.email})`, email.trim().toLowerCase())))
    .returning({ id: users.id });
  return updated.length > 0;
}
