import { asc, count, eq, sql } from 'drizzle-orm';
import type { Role } from '../../contract/auth/roles';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(byEmail(email)).limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Inserts unless the email is taken; returns null when it is (the unique index decides, not a prior read). */
export async function insertUser(db: Db, user: NewUserRow): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values(user)
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function bumpTokenVersion(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now }).where(eq(users.id, userId));
}

export async function setUserRole(db: Db, userId: number, role: Role, now: Date): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ role, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}

export async function deleteUserRow(db: Db, userId: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}

/** Every account, or those with one role. */
export async function countUsers(db: Db, role?: Role): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(role ? eq(users.role, role) : undefined);
  return row?.n ?? 0;
}

export async function listUsersPage(db: Db, options: { role?: Role; offset: number; limit: number }) {
  const where = options.role ? eq(users.role, options.role) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)).offset(options.offset).limit(options.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
