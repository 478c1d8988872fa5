import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { editorialMembers, storedFiles } from '../../db/schema';
import type { BoardQuery } from '../../contract/editorial/admin-board.schema';

/** SQL of the Editorial Board tab (decision 0046). */

const columns = {
  member: editorialMembers,
  photoSha256: storedFiles.sha256,
};

export type AdminBoardRow = { member: typeof editorialMembers.$inferSelect; photoSha256: string | null };

const SORTS: Record<BoardQuery['sort'], SQL[]> = {
  order: [asc(editorialMembers.displayOrder), asc(editorialMembers.name), asc(editorialMembers.id)],
  name: [asc(sql`lower(${editorialMembers.name})`), asc(editorialMembers.id)],
  role: [
    asc(sql`array_position(array['chief_editor','deputy_editor','managing_editor','associate_editor','member']::text[], ${editorialMembers.role})`),
    asc(editorialMembers.displayOrder),
    asc(editorialMembers.id),
  ],
  newest: [desc(editorialMembers.createdAt), desc(editorialMembers.id)],
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(query: BoardQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.role !== 'all') conditions.push(eq(editorialMembers.role, query.role));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(
        ilike(editorialMembers.name, like),
        ilike(editorialMembers.email, like),
        ilike(editorialMembers.affiliation, like),
        ilike(editorialMembers.title, like),
        ilike(editorialMembers.position, like),
      )!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

export async function listAdminBoardRows(db: Db, query: BoardQuery): Promise<{ rows: AdminBoardRow[]; total: number }> {
  const where = whereOf(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(editorialMembers)
      .leftJoin(storedFiles, eq(storedFiles.id, editorialMembers.photoFileId))
      .where(where)
      .orderBy(...SORTS[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(editorialMembers).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findAdminBoardRow(db: Db, id: number, lock = false): Promise<AdminBoardRow | null> {
  const query = db.select(columns).from(editorialMembers).leftJoin(storedFiles, eq(storedFiles.id, editorialMembers.photoFileId)).where(eq(editorialMembers.id, id)).limit(1);
  const [row] = lock ? await query.for('update', { of: editorialMembers }) : await query;
  return row ?? null;
}

export type BoardMemberValues = Omit<typeof editorialMembers.$inferInsert, 'id'>;

export async function insertBoardMember(db: Db, values: BoardMemberValues): Promise<number> {
  const [row] = await db.insert(editorialMembers).values(values).returning({ id: editorialMembers.id });
  return row!.id;
}

export async function updateBoardMember(db: Db, id: number, values: Partial<BoardMemberValues>): Promise<void> {
  await db.update(editorialMembers).set(values).where(eq(editorialMembers.id, id));
}

/** true when a row was removed. */
export async function deleteBoardMember(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(editorialMembers).where(eq(editorialMembers.id, id)).returning({ id: editorialMembers.id });
  return rows.length > 0;
}
