import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../contract/auth/roles';
import type { UserListQuery, UserSort } from '../../contract/users/users.schema';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
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

/** What deleting an account touches: the papers it submitted (kept) and its review assignments (removed with it). */
const ownedPapers = sql<number>`(select count(*)::int from "papers" where "papers"."submitter_id" = "users"."id")`;
const reviewAssignmentCount = sql<number>`(select count(*)::int from "review_assignments" where "review_assignments"."reviewer_id" = "users"."id")`;

export type AdminUserRow = UserRow & { ownedPapers: number; reviewAssignments: number };

function listFilter(query: Pick<UserListQuery, 'role' | 'q'>): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : null;
  return and(
    query.role ? eq(users.role, query.role) : undefined,
    pattern
      ? or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), ilike(users.email, pattern))
      : undefined,
  );
}

/** Each sort's columns, in its natural direction (the id last, so pages never overlap). */
const SORT_COLUMNS: Record<UserSort, { columns: SQL[]; natural: 'asc' | 'desc' }> = {
  name: { columns: [sql`lower(${users.lastName})`, sql`lower(${users.firstName})`], natural: 'asc' },
  email: { columns: [sql`lower(${users.email})`], natural: 'asc' },
  role: { columns: [sql`${users.role}`, sql`lower(${users.lastName})`, sql`lower(${users.firstName})`], natural: 'asc' },
  created: { columns: [sql`${users.createdAt}`], natural: 'desc' },
};

function orderOf(sort: UserSort, order: 'asc' | 'desc' | undefined): SQL[] {
  const { columns, natural } = SORT_COLUMNS[sort];
  const direction = order ?? natural;
  const by = direction === 'asc' ? asc : desc;
  return [...columns.map((column) => by(column)), by(users.id)];
}

export async function listUsersPage(db: Db, query: UserListQuery): Promise<{ rows: AdminUserRow[]; total: number }> {
  const where = listFilter(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, ownedPapers, reviewAssignments: reviewAssignmentCount })
      .from(users)
      .where(where)
      .orderBy(...orderOf(query.sort, query.order))
      .offset((query.page - 1) * query.pageSize)
      .limit(query.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows: rows.map(({ user, ...counts }) => ({ ...user, ...counts })), total: total?.n ?? 0 };
}

export async function findAdminUserRow(db: Db, id: number): Promise<AdminUserRow | null> {
  const [row] = await db.select({ user: users, ownedPapers, reviewAssignments: reviewAssignmentCount }).from(users).where(eq(users.id, id));
  return row ? { ...row.user, ...{ ownedPapers: row.ownedPapers, reviewAssignments: row.reviewAssignments } } : null;
}

/**
 * The administrators' ids, their rows locked for the caller's transaction: two admins demoting or
 * deleting each other at once are taken one after the other, so one administrator always remains.
 */
export async function lockAdministrators(tx: Db): Promise<number[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN')).orderBy(asc(users.id)).for('update');
  return rows.map((row) => row.id);
}

export async function lockUser(tx: Db, id: number): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}

/**
 * An admin's edit of an account. With `revokeSessions` the token version moves on, so every
 * token issued before stops working at once (decision 0004). Null when the email is taken.
 */
export async function updateUserAccount(
  tx: Db,
  id: number,
  changes: Pick<NewUserRow, 'firstName' | 'lastName' | 'email' | 'role' | 'institution'>,
  options: { revokeSessions: boolean; now: Date },
): Promise<UserRow | null> {
  const [row] = await tx
    .update(users)
    .set({ ...changes, updatedAt: options.now, ...(options.revokeSessions ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}) })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

/** Whether a database error is the violation of a unique index (SQLSTATE 23505) or of a foreign key (23503). */
export function sqlStateOf(error: unknown): string | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; current = (current as { cause?: unknown }).cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/** Sets a person's ORCID iD; `authenticatedAt` when ORCID confirmed it, null for one they typed. */
export async function setUserOrcid(db: Db, userId: number, orcid: string | null, authenticatedAt: Date | null, now: Date): Promise<UserRow | null> {
  const [row] = await db.update(users).set({ orcid, orcidAuthenticatedAt: authenticatedAt, updatedAt: now }).where(eq(users.id, userId)).returning();
  return row ?? null;
}
