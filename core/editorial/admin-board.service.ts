import {
  BOARD_MESSAGES as M,
  BOARD_PHOTO_WIDTH,
  BOARD_ROLE_LABELS,
  linesOf,
  type AdminBoardMember,
  type AdminBoardPage,
  type BoardMemberForm,
  type BoardMemberSaved,
  type BoardQuery,
} from '../../contract/editorial/admin-board.schema';
import type { EditorialProfile } from '../../db/schema/editorial';
import type { Db } from '../../db/client';
import { requireActor, type Ctx } from '../context';
import { AppError } from '../errors';
import { keepWebImage, recordWebImage, webImagePath, type KeptImage } from '../files/web-image';
import { deleteFileRows } from '../files/web-image.repo';
import type { ReceivedUpload } from '../files/receive-upload';
import {
  deleteBoardMember,
  findAdminBoardRow,
  insertBoardMember,
  listAdminBoardRows,
  updateBoardMember,
  type AdminBoardRow,
  type BoardMemberValues,
} from './admin-board.repo';

/**
 * The Editorial Board tab of /admin-dashboard (acting-side.md §3, §5, §8; issue 15; decision 0046).
 * The public editorial pages read the same rows (editorial.service.ts), so a change shows there
 * at once; every successful write through the API also empties the anonymous page cache
 * (server/app.ts).
 */

function toAdminMember({ member: row, photoSha256 }: AdminBoardRow): AdminBoardMember {
  const profile = row.profile ?? {};
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    affiliation: row.affiliation,
    email: row.email,
    department: row.department ?? '',
    bio: row.bio ?? '',
    role: row.role,
    displayOrder: row.displayOrder,
    position: row.position,
    boardType: row.boardType,
    institution: row.institution ?? '',
    specialization: row.specialization ?? '',
    phone: row.phone ?? '',
    photo: photoSha256 && row.photoWidth && row.photoHeight ? { url: webImagePath(photoSha256), width: row.photoWidth, height: row.photoHeight } : null,
    profile: {
      biography: profile.biography ?? '',
      qualifications: profile.qualifications ?? [],
      researchInterests: profile.researchInterests ?? [],
      achievements: profile.achievements ?? [],
      responsibilities: profile.responsibilities ?? [],
      expertise: profile.expertise ?? row.expertise,
      services: profile.services ?? [],
      officeHours: profile.officeHours ?? '',
      editorialMessage: profile.editorialMessage ?? '',
    },
  };
}

/** GET /api/admin/editorial-board. */
export async function listBoardMembers(ctx: Ctx, query: BoardQuery): Promise<AdminBoardPage> {
  const { rows, total } = await listAdminBoardRows(ctx.db, query);
  return { items: rows.map(toAdminMember), page: query.page, pageSize: query.pageSize, total };
}

const blankAsNull = (text: string) => (text ? text : null);

/** The row's columns from the form: an empty position is the role's name; the profile keeps only what is filled in. */
function valuesOf(form: BoardMemberForm): Omit<BoardMemberValues, 'createdAt'> {
  const profile: EditorialProfile = {};
  if (form.biography) profile.biography = form.biography;
  for (const key of ['qualifications', 'researchInterests', 'achievements', 'responsibilities', 'services'] as const) {
    const list = linesOf(form[key]);
    if (list.length) profile[key] = list;
  }
  if (form.officeHours) profile.officeHours = form.officeHours;
  if (form.editorialMessage) profile.editorialMessage = form.editorialMessage;
  return {
    name: form.name,
    title: form.title,
    affiliation: form.affiliation,
    email: form.email,
    department: blankAsNull(form.department),
    bio: blankAsNull(form.bio),
    role: form.role,
    displayOrder: form.displayOrder,
    position: form.position || BOARD_ROLE_LABELS[form.role],
    boardType: form.boardType,
    institution: blankAsNull(form.institution),
    specialization: blankAsNull(form.specialization),
    phone: blankAsNull(form.phone),
    // One list of expertise: the member cards and the Managing Editor's page read the same.
    expertise: linesOf(form.expertise),
    profile,
  };
}

async function photoColumns(tx: Db, form: BoardMemberForm, photo: KeptImage | null, now: Date): Promise<Partial<BoardMemberValues>> {
  if (photo) return { photoFileId: await recordWebImage(tx, photo, now), photoWidth: photo.width, photoHeight: photo.height, photoUrl: webImagePath(photo.sha256) };
  if (form.removePhoto) return { photoFileId: null, photoWidth: null, photoHeight: null, photoUrl: null };
  return {};
}

type Upload = ReceivedUpload & { originalName: string };

/** Files before rows (decision 0022): the photo checked, resized and stored before the transaction. */
const keepPhoto = (ctx: Ctx, upload: Upload | null) =>
  upload ? keepWebImage(ctx, upload, { maxWidth: BOARD_PHOTO_WIDTH, field: 'photo', notImage: M.photoNotImage }) : Promise.resolve(null);

async function requireMember(db: Db, id: number): Promise<AdminBoardMember> {
  const row = await findAdminBoardRow(db, id);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return toAdminMember(row);
}

/** POST /api/admin/editorial-board. */
export async function createBoardMember(ctx: Ctx, form: BoardMemberForm, upload: Upload | null): Promise<BoardMemberSaved> {
  requireActor(ctx);
  const photo = await keepPhoto(ctx, upload);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const id = await insertBoardMember(tx, { ...valuesOf(form), ...(await photoColumns(tx, form, photo, now)), createdAt: now });
    return { message: M.created, member: await requireMember(tx, id) };
  });
}

/** PUT /api/admin/editorial-board/{id}. */
export async function updateBoardMemberById(ctx: Ctx, id: number, form: BoardMemberForm, upload: Upload | null): Promise<BoardMemberSaved> {
  requireActor(ctx);
  const photo = await keepPhoto(ctx, upload);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const current = await findAdminBoardRow(tx, id, true);
    if (!current) throw new AppError('NOT_FOUND', M.notFound);
    const photoChange = await photoColumns(tx, form, photo, now);
    await updateBoardMember(tx, id, { ...valuesOf(form), ...photoChange });
    // The replaced or removed photo is no one's any more.
    if (photoChange.photoFileId !== undefined) await deleteFileRows(tx, [current.member.photoFileId]);
    return { message: M.updated, member: await requireMember(tx, id) };
  });
}

/** DELETE /api/admin/editorial-board/{id}. */
export async function removeBoardMember(ctx: Ctx, id: number): Promise<{ message: string }> {
  requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const current = await findAdminBoardRow(tx, id, true);
    if (!current || !(await deleteBoardMember(tx, id))) throw new AppError('NOT_FOUND', M.notFound);
    await deleteFileRows(tx, [current.member.photoFileId]);
    return { message: M.removed };
  });
}
