import { randomBytes } from 'node:crypto';
import { AUTH_MESSAGES } from '../../contract/auth/messages';
import { ROLE_LABELS } from '../../contract/auth/roles';
import { SET_PASSWORD_TTL_DAYS } from '../../contract/auth/token';
import {
  adminUserCreateSchema,
  adminUserUpdateSchema,
  userListQuerySchema,
  USER_ADMIN_MESSAGES as M,
  type AdminUser,
  type AdminUserCreateInput,
  type AdminUserDeleted,
  type AdminUserSaved,
  type AdminUserUpdateInput,
  type UserListQueryInput,
  type UserPage,
} from '../../contract/users/users.schema';
import type { Db } from '../../db/client';
import { newPasswordResetLink, requestPasswordReset } from '../auth/auth.service';
import { hashPassword } from '../auth/passwords';
import { requireActor, type Ctx } from '../context';
import { AppError } from '../errors';
import { renderMail } from '../mail/mail-templates.service';
import { joinReviewerPool } from '../reviewers/reviewer-pool';
import { toUserDto } from './user-dto';
import {
  deleteUserRow,
  findAdminUserRow,
  findUserByEmail,
  insertUser,
  listUsersPage,
  lockAdministrators,
  lockUser,
  sqlStateOf,
  updateUserAccount,
  type AdminUserRow,
} from './users.repo';

/**
 * The admin dashboard's Users tab (acting-side.md §2 /admin-dashboard, §3 "User", §5 "Admin user
 * form", §7 GET/POST /admin/users, PUT/DELETE /admin/users/{id}, §8; issue 15; decision 0045).
 * Guards: one administrator always remains, and an admin cannot delete their own account. A role
 * change or a deletion ends the account's sessions at once (decision 0004).
 */

export function toAdminUserDto(row: AdminUserRow): AdminUser {
  return { ...toUserDto(row), ownedPapers: row.ownedPapers, reviewAssignments: row.reviewAssignments };
}

const emailTaken = () => new AppError('CONFLICT', AUTH_MESSAGES.emailTaken, { email: [AUTH_MESSAGES.emailTaken] });

async function requireAdminUserRow(db: Db, id: number): Promise<AdminUserRow> {
  const row = await findAdminUserRow(db, id);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

/** GET /api/admin/users: one page, searched, filtered and sorted on the server. */
export async function listUsers(ctx: Ctx, input: UserListQueryInput): Promise<UserPage> {
  const query = userListQuerySchema.parse(input);
  const { rows, total } = await listUsersPage(ctx.db, query);
  return { items: rows.map(toAdminUserDto), page: query.page, pageSize: query.pageSize, total };
}

/** GET /api/admin/users/{id}: one account, with what deleting it would touch. */
export async function getUserForAdmin(ctx: Ctx, id: number): Promise<AdminUser> {
  requireActor(ctx);
  return toAdminUserDto(await requireAdminUserRow(ctx.db, id));
}

/**
 * POST /api/admin/users. The address is vouched for by the admin (as `createAccount`'s is). With
 * `passwordSetup: 'link'` the account gets a random password nobody knows and its owner a mail
 * with a set-password link (the reset machinery, valid SET_PASSWORD_TTL_DAYS, decision 0041).
 */
export async function createUserAsAdmin(ctx: Ctx, input: AdminUserCreateInput): Promise<AdminUserSaved> {
  requireActor(ctx);
  const data = adminUserCreateSchema.parse(input);
  const byLink = data.passwordSetup === 'link';
  const passwordHash = await hashPassword(byLink ? randomBytes(32).toString('base64url') : data.password!);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const row = await insertUser(tx, {
      email: data.email,
      passwordHash,
      firstName: data.firstName,
      lastName: data.lastName,
      role: data.role,
      institution: data.institution ?? '',
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    if (!row) throw emailTaken();
    if (row.role === 'REVIEWER') await joinReviewerPool(tx, row.id, { expertise: [], institution: row.institution }, now);
    if (byLink) {
      const link = await newPasswordResetLink(ctx, tx, row.id, SET_PASSWORD_TTL_DAYS * 24 * 60);
      const values = { recipientName: `${row.firstName} ${row.lastName}`, roleLabel: ROLE_LABELS[row.role], linkDays: String(SET_PASSWORD_TTL_DAYS), link };
      await ctx.mail.queue(tx, { to: row.email, ...(await renderMail(ctx, tx, 'account-created', values)) });
    }
    return { message: byLink ? `${M.created}. ${M.passwordLinkSent(row.email)}` : M.created, user: toAdminUserDto({ ...row, ownedPapers: 0, reviewAssignments: 0 }) };
  });
}

/**
 * PUT /api/admin/users/{id}: names, email, role and institution; never the password. A role
 * change bumps the token version: the account's sessions end at once and it signs in again with
 * its new role. The last administrator keeps the ADMIN role.
 */
export async function updateUserAsAdmin(ctx: Ctx, id: number, input: AdminUserUpdateInput): Promise<AdminUserSaved> {
  requireActor(ctx);
  const data = adminUserUpdateSchema.parse(input);
  const now = ctx.clock();
  try {
    return await ctx.db.transaction(async (tx) => {
      const admins = await lockAdministrators(tx);
      const current = await lockUser(tx, id);
      if (!current) throw new AppError('NOT_FOUND', M.notFound);
      if (current.role === 'ADMIN' && data.role !== 'ADMIN' && admins.length <= 1) throw new AppError('CONFLICT', M.lastAdminDemoted);
      const holder = await findUserByEmail(tx, data.email);
      if (holder && holder.id !== id) throw emailTaken();
      const roleChanged = current.role !== data.role;
      await updateUserAccount(
        tx,
        id,
        { firstName: data.firstName, lastName: data.lastName, email: data.email, role: data.role, institution: data.institution ?? '' },
        { revokeSessions: roleChanged, now },
      );
      if (roleChanged && data.role === 'REVIEWER') await joinReviewerPool(tx, id, { expertise: current.researchInterests, institution: data.institution ?? '' }, now);
      return { message: M.updated, user: toAdminUserDto(await requireAdminUserRow(tx, id)) };
    });
  } catch (error) {
    // Two admins giving two accounts the same address at once: the unique index decides.
    if (sqlStateOf(error) === '23505') throw emailTaken();
    throw error;
  }
}

/**
 * DELETE /api/admin/users/{id}. The papers it submitted stay, without an owner (papers.submitter_id
 * is set null); its sessions, reviewer profile and review assignments go with it (the foreign keys
 * cascade). An admin cannot delete themselves, and the last administrator cannot be deleted.
 */
export async function deleteUserAsAdmin(ctx: Ctx, id: number): Promise<AdminUserDeleted> {
  const actor = requireActor(ctx);
  if (actor.id === id) throw new AppError('CONFLICT', M.selfDeleted);
  return ctx.db.transaction(async (tx) => {
    const admins = await lockAdministrators(tx);
    if (!(await lockUser(tx, id))) throw new AppError('NOT_FOUND', M.notFound);
    const target = await requireAdminUserRow(tx, id);
    if (target.role === 'ADMIN' && admins.length <= 1) throw new AppError('CONFLICT', M.lastAdminDeleted);
    await deleteUserRow(tx, id);
    return { id, message: M.deleted, papersKept: target.ownedPapers };
  });
}

/** POST /api/admin/users/{id}/password-reset: the forgot-password mail, sent for the account's owner. */
export async function sendPasswordResetAsAdmin(ctx: Ctx, id: number): Promise<AdminUserSaved> {
  requireActor(ctx);
  const row = await requireAdminUserRow(ctx.db, id);
  await requestPasswordReset(ctx, { email: row.email });
  return { message: M.resetLinkSent(row.email), user: toAdminUserDto(row) };
}
