import { registrationSchema, splitCommaList, type RegistrationInput, type User } from '../../contract/auth/auth.schema';
import { AUTH_MESSAGES as M } from '../../contract/auth/messages';
import type { Role } from '../../contract/auth/roles';
import { mailConfirmationLink } from '../auth/email-confirmation.service';
import { hashPassword } from '../auth/passwords';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { joinReviewerPool } from '../reviewers/reviewer-pool';
import { listActiveReviewers } from '../reviewers/reviewer-pool.repo';
import { toUserDto } from './user-dto';
import { countUsers, findUserById, insertUser } from './users.repo';

/** acting-side.md §2 /register: every registrant is an AUTHOR. */
export async function registerUser(ctx: Ctx, input: RegistrationInput): Promise<User> {
  const data = registrationSchema.parse(input);
  const passwordHash = await hashPassword(data.password);
  return ctx.db.transaction(async (tx) => {
    const row = await insertUser(tx, {
      email: data.email,
      passwordHash,
      firstName: data.firstName,
      lastName: data.lastName,
      role: 'AUTHOR',
      institution: data.institution,
      academicDegree: data.academicDegree || null,
      department: data.department || null,
      researchInterests: splitCommaList(data.researchInterests),
    });
    if (!row) throw new AppError('CONFLICT', M.emailTaken, { email: [M.emailTaken] });
    // Decision 0021 (amended): the welcome mail carries the link that confirms the address.
    await mailConfirmationLink(ctx, tx, row, 'welcome');
    return toUserDto(row);
  });
}

export async function requireProfile(ctx: Ctx): Promise<User> {
  const row = ctx.actor ? await findUserById(ctx.db, ctx.actor.id) : null;
  if (!row) throw new AppError('UNAUTHENTICATED', M.sessionExpired);
  return toUserDto(row);
}

/** The Users tab's list lives with the rest of the admin's account management. */
export { listUsers } from './user-admin.service';

/**
 * Reviewer candidates for the editors' assignment modal (acting-side.md §3), fetched instead of a
 * fixed sample: the accounts in the reviewer pool, whatever their role, with the institution and
 * expertise of their reviewer profile (decision 0041).
 */
export async function listReviewerCandidates(ctx: Ctx) {
  const rows = await listActiveReviewers(ctx.db, 500);
  return rows.map((row) => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    institution: row.institution,
    expertise: row.expertise,
  }));
}

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
  institution: string;
  academicDegree?: string | null;
  department?: string | null;
  researchInterests?: string[];
}

/** Whether the site has an administrator yet (a production start without one says how to make one). */
export async function hasAdministrator(db: Ctx['db']): Promise<boolean> {
  return (await countUsers(db, 'ADMIN')) > 0;
}

/**
 * Creates an account with any role (admin tooling, the demo seed); false when the email is taken.
 * A REVIEWER account joins the reviewer pool with it, as the migration did for those before the
 * pool (decision 0041): its institution, and its research interests as expertise.
 */
export async function createAccount(db: Ctx['db'], account: NewAccount, passwordHash?: string): Promise<boolean> {
  const hash = passwordHash ?? (await hashPassword(account.password));
  return db.transaction(async (tx) => {
    const row = await insertUser(tx, {
      email: account.email.trim().toLowerCase(),
      passwordHash: hash,
      firstName: account.firstName,
      lastName: account.lastName,
      role: account.role,
      institution: account.institution,
      academicDegree: account.academicDegree ?? null,
      department: account.department ?? null,
      researchInterests: account.researchInterests ?? [],
      // Made by an administrator, the operator or the demo seed: the address is vouched for.
      emailVerifiedAt: new Date(),
    });
    if (row?.role === 'REVIEWER') await joinReviewerPool(tx, row.id, { expertise: row.researchInterests, institution: row.institution }, row.createdAt);
    return row !== null;
  });
}
