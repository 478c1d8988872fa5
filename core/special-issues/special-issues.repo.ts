import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { papers, specialIssues } from '../../db/schema';

/** SQL of special issues (the only file here that touches Drizzle; STYLE.md "Data"). */

/** Each special issue (or the one with `id`) with the number of its papers that are not withdrawn. */
export function listSpecialIssueRowsWithCounts(db: Db, id?: number) {
  return db
    .select({
      id: specialIssues.id,
      title: specialIssues.title,
      description: specialIssues.description,
      status: specialIssues.status,
      deadline: specialIssues.deadline,
      expectedPublication: specialIssues.expectedPublication,
      guestEditors: specialIssues.guestEditors,
      maxArticles: specialIssues.maxArticles,
      submissionCount: count(papers.id),
    })
    .from(specialIssues)
    .leftJoin(papers, and(eq(papers.specialIssueId, specialIssues.id), ne(papers.status, 'WITHDRAWN')))
    .where(id === undefined ? undefined : eq(specialIssues.id, id))
    .groupBy(specialIssues.id)
    .orderBy(
      // Open calls first, then those in preparation, under review, and closed ones.
      sql`case ${specialIssues.status} when 'open' then 0 when 'planning' then 1 when 'review' then 2 else 3 end`,
      sql`${specialIssues.deadline} asc nulls last`,
      asc(specialIssues.id),
    );
}

export type SpecialIssueValues = Omit<typeof specialIssues.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** One special issue with its count, as the list shows it; null when there is none. */
export async function findSpecialIssueRowWithCount(db: Db, id: number) {
  const rows = await listSpecialIssueRowsWithCounts(db, id);
  return rows[0] ?? null;
}

/**
 * Locks the special issue for the rest of the transaction (changing, deleting): a submission
 * naming it (its foreign key check) waits until this commits. False when it is gone.
 */
export async function lockSpecialIssue(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: specialIssues.id }).from(specialIssues).where(eq(specialIssues.id, id)).for('update').limit(1);
  return row !== undefined;
}

/** Every paper naming the special issue, withdrawn ones included (deleting would unlink them). */
export async function countPapersOfSpecialIssue(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(papers).where(eq(papers.specialIssueId, id));
  return Number(row?.n ?? 0);
}

export async function insertSpecialIssue(db: Db, values: SpecialIssueValues & { createdAt: Date; updatedAt: Date }): Promise<number> {
  const [row] = await db.insert(specialIssues).values(values).returning({ id: specialIssues.id });
  return row!.id;
}

export async function updateSpecialIssue(db: Db, id: number, values: SpecialIssueValues & { updatedAt: Date }): Promise<void> {
  await db.update(specialIssues).set(values).where(eq(specialIssues.id, id));
}

export async function deleteSpecialIssue(db: Db, id: number): Promise<void> {
  await db.delete(specialIssues).where(eq(specialIssues.id, id));
}
