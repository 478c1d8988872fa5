import { asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { editorialMembers } from '../../db/schema';

/** SQL of the editorial records (the only file here that touches Drizzle; STYLE.md "Data"). */

export type EditorialMemberRow = typeof editorialMembers.$inferSelect;
type Role = EditorialMemberRow['role'];

const displayOrder = [asc(editorialMembers.displayOrder), asc(editorialMembers.name), asc(editorialMembers.id)];

/** Everyone on the editorial board (board members, and the editors of every role). */
export function listBoardMemberRows(db: Db): Promise<EditorialMemberRow[]> {
  return db
    .select()
    .from(editorialMembers)
    .where(or(eq(editorialMembers.boardType, 'EDITORIAL_BOARD'), ne(editorialMembers.role, 'member')))
    .orderBy(...displayOrder);
}

/** The editorial team: the editors of every role and the office staff. */
export function listTeamMemberRows(db: Db): Promise<EditorialMemberRow[]> {
  return db
    .select()
    .from(editorialMembers)
    .where(or(eq(editorialMembers.boardType, 'EDITORIAL_TEAM'), ne(editorialMembers.role, 'member')))
    .orderBy(...displayOrder);
}

/** The first member holding one of these roles, in display order. */
export async function findMemberRowByRole(db: Db, roles: Role[]): Promise<EditorialMemberRow | null> {
  const [row] = await db
    .select()
    .from(editorialMembers)
    .where(inArray(editorialMembers.role, roles))
    .orderBy(...displayOrder)
    .limit(1);
  return row ?? null;
}
