import {
  EDITORIAL_MESSAGES as M,
  type EditorialBoard,
  type EditorialMember,
  type EditorInChiefProfile,
  type ManagingEditorProfile,
} from '../../contract/editorial/editorial.schema';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { findMemberRowByRole, listBoardMemberRows, listTeamMemberRows, type EditorialMemberRow } from './editorial.repo';

/**
 * The editorial pages' data (reading-side.md §2 "Editorial pages", §7) from editorial_members:
 * role chief_editor is the Editor-in-Chief, managing_editor the Managing Editor, deputy and
 * associate editors are the board's Associate Editors; the long profiles are the profile jsonb.
 */

function toMember(row: EditorialMemberRow): EditorialMember {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    position: row.position,
    department: row.department,
    institution: row.institution ?? row.affiliation,
    specialization: row.specialization,
    expertise: row.expertise,
    email: row.email,
    bio: row.bio,
    photoUrl: row.photoUrl,
    photoWidth: row.photoFileId !== null ? row.photoWidth : null,
    photoHeight: row.photoFileId !== null ? row.photoHeight : null,
  };
}

const ASSOCIATE_ROLES = new Set<EditorialMemberRow['role']>(['deputy_editor', 'associate_editor']);

/** GET /api/editorial-board: the three sections of the Editorial Board page. */
export async function getEditorialBoard(ctx: Ctx): Promise<EditorialBoard> {
  const rows = await listBoardMemberRows(ctx.db);
  const chief = rows.find((row) => row.role === 'chief_editor') ?? null;
  return {
    editorInChief: chief ? toMember(chief) : null,
    associateEditors: rows.filter((row) => ASSOCIATE_ROLES.has(row.role)).map(toMember),
    editorialBoard: rows.filter((row) => row !== chief && !ASSOCIATE_ROLES.has(row.role) && row.boardType === 'EDITORIAL_BOARD').map(toMember),
  };
}

/** GET /api/editorial-team: every editor and staff member, in display order (the page groups them by position). */
export async function listEditorialTeam(ctx: Ctx): Promise<EditorialMember[]> {
  return (await listTeamMemberRows(ctx.db)).map(toMember);
}

function contactOf(row: EditorialMemberRow) {
  const profile = row.profile ?? {};
  return {
    name: row.name,
    title: row.title,
    position: row.position,
    department: row.department,
    institution: row.institution ?? row.affiliation,
    email: row.email,
    phone: row.phone,
    biography: profile.biography ?? row.bio ?? '',
    qualifications: profile.qualifications ?? [],
    achievements: profile.achievements ?? [],
  };
}

/** GET /api/editor-in-chief; 404 when no Editor-in-Chief is recorded. */
export async function requireEditorInChief(ctx: Ctx): Promise<EditorInChiefProfile> {
  const row = await findMemberRowByRole(ctx.db, ['chief_editor']);
  if (!row) throw new AppError('NOT_FOUND', M.noChief);
  return {
    ...contactOf(row),
    researchInterests: row.profile?.researchInterests ?? row.expertise,
    editorialMessage: row.profile?.editorialMessage ?? null,
  };
}

/** GET /api/managing-editor; 404 when no Managing Editor is recorded. */
export async function requireManagingEditor(ctx: Ctx): Promise<ManagingEditorProfile> {
  const row = await findMemberRowByRole(ctx.db, ['managing_editor']);
  if (!row) throw new AppError('NOT_FOUND', M.noManagingEditor);
  return {
    ...contactOf(row),
    responsibilities: row.profile?.responsibilities ?? [],
    expertise: row.profile?.expertise ?? row.expertise,
    services: row.profile?.services ?? [],
    officeHours: row.profile?.officeHours ?? null,
  };
}
