import { randomBytes } from 'node:crypto';
import { SET_PASSWORD_TTL_DAYS } from '../../contract/auth/token';
import {
  approveApplicationSchema,
  REVIEWER_APPLICATION_MESSAGES as M,
  reviewerApplicationFormSchema,
  type ApplicationDecision,
  type ApproveApplicationInput,
  type ReviewerApplication,
  type ReviewerApplicationInput,
  type ReviewerApplicationSubmitted,
} from '../../contract/reviews/reviewer-application.schema';
import { expertiseKeywords, splitPersonName } from '../../contract/reviews/reviewer-expertise';
import type { Db } from '../../db/client';
import { newPasswordResetLink } from '../auth/auth.service';
import { hashPassword } from '../auth/passwords';
import { requireActor, type Ctx } from '../context';
import { AppError } from '../errors';
import { findUserByEmail, insertUser, type UserRow } from '../users/users.repo';
import { listEditorialContacts } from '../workflow/workflow.repo';
import { insertApplication, listApplicationRows, lockApplication, markApplicationDecided, type ReviewerApplicationRow } from './reviewer-applications.repo';
import { queueApplicationDeclined, queueApplicationReceived, queueApprovedForExistingAccount, queueApprovedWithNewAccount } from './reviewer-mail';
import { joinReviewerPool } from './reviewer-pool';

/**
 * Reviewer applications (acting-side.md §2 /become-reviewer, §7 POST /api/reviewer-applications;
 * issue 14; decision 0041 "Applications"): a visitor applies, the editors approve or decline.
 * Approval puts the address's account in the reviewer pool, making the account when there is
 * none; each step's mail is queued in its transaction.
 */

/** POST /api/reviewer-applications: one open application per address; the editors are told. */
export async function submitReviewerApplication(ctx: Ctx, input: ReviewerApplicationInput): Promise<ReviewerApplicationSubmitted> {
  const data = reviewerApplicationFormSchema.parse(input);
  await ctx.db.transaction(async (tx) => {
    const id = await insertApplication(tx, {
      name: data.name,
      email: data.email,
      institution: data.institution,
      expertise: data.expertise,
      qualifications: data.qualifications,
      publications: data.publications || null,
      motivation: data.motivation || null,
      createdAt: ctx.clock(),
    });
    if (id === null) throw new AppError('CONFLICT', M.alreadyOpen, { email: [M.alreadyOpen] });
    const editors = await listEditorialContacts(tx);
    await queueApplicationReceived(ctx, tx, editors.map((user) => ({ name: `${user.firstName} ${user.lastName}`.trim(), email: user.email })), data);
  });
  return { message: M.submitted };
}

/** GET /api/editor/reviewer-applications: open ones, or every application. */
export async function listReviewerApplications(ctx: Ctx, query: { status: 'open' | 'all' }): Promise<ReviewerApplication[]> {
  requireActor(ctx);
  const rows = await listApplicationRows(ctx.db, query.status === 'all');
  return rows.map(({ application: row, ...people }) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    institution: row.institution,
    expertise: row.expertise,
    qualifications: row.qualifications,
    publications: row.publications,
    motivation: row.motivation,
    status: row.status,
    submittedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: people.deciderFirstName === null ? null : `${people.deciderFirstName} ${people.deciderLastName}`.trim(),
    account:
      people.accountId === null
        ? null
        : { id: people.accountId, name: `${people.accountFirstName} ${people.accountLastName}`.trim(), role: people.accountRole!, inPool: Boolean(people.inPool) },
  }));
}

/** The application, locked for this decision: 404 when there is none, 409 when it was decided already. */
async function requireOpenApplication(tx: Db, id: number): Promise<ReviewerApplicationRow> {
  const application = await lockApplication(tx, id);
  if (!application) throw new AppError('NOT_FOUND', M.notFound);
  if (application.status !== 'open') throw new AppError('CONFLICT', M.alreadyDecided);
  return application;
}

/**
 * A reviewer account for an applicant without one: names from the application's name, its
 * institution, a random password nobody knows (the set-password link replaces it). Null when an
 * account with the address appeared meanwhile (the unique index decides).
 */
async function createReviewerAccount(tx: Db, application: ReviewerApplicationRow, now: Date): Promise<UserRow | null> {
  return insertUser(tx, {
    email: application.email,
    passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    ...splitPersonName(application.name),
    role: 'REVIEWER',
    institution: application.institution,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * POST /api/editor/reviewer-applications/{id}/approve: the account with the application's address
 * (any letter case) joins the pool and keeps its role and all it could do; without one, a REVIEWER
 * account is made and mailed a set-password link. All in one transaction.
 */
export async function approveReviewerApplication(ctx: Ctx, id: number, input: ApproveApplicationInput): Promise<ApplicationDecision> {
  const actor = requireActor(ctx);
  const body = approveApplicationSchema.parse(input) ?? {};
  return ctx.db.transaction(async (tx) => {
    const application = await requireOpenApplication(tx, id);
    const now = ctx.clock();
    const expertise = body.expertise?.length ? body.expertise : expertiseKeywords(application.expertise);
    const existing = await findUserByEmail(tx, application.email);
    const created = existing ? null : await createReviewerAccount(tx, application, now);
    const user = existing ?? created ?? (await findUserByEmail(tx, application.email));
    if (!user) throw new Error(`No account for ${application.email} after creating one`);
    await joinReviewerPool(tx, user.id, { expertise, institution: application.institution }, now);
    await markApplicationDecided(tx, id, { status: 'approved', decidedById: actor.id, decidedAt: now, userId: user.id });
    const applicant = { name: application.name, email: user.email };
    if (created) {
      const link = await newPasswordResetLink(ctx, tx, created.id, SET_PASSWORD_TTL_DAYS * 24 * 60);
      await queueApprovedWithNewAccount(ctx, tx, applicant, expertise, link);
    } else {
      await queueApprovedForExistingAccount(ctx, tx, applicant, expertise);
    }
    return { id, status: 'approved', message: M.approved(application.name), account: { id: user.id, created: created !== null } };
  });
}

/** POST /api/editor/reviewer-applications/{id}/decline: a polite mail, nothing else changes. */
export async function declineReviewerApplication(ctx: Ctx, id: number): Promise<ApplicationDecision> {
  const actor = requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const application = await requireOpenApplication(tx, id);
    await markApplicationDecided(tx, id, { status: 'declined', decidedById: actor.id, decidedAt: ctx.clock(), userId: null });
    await queueApplicationDeclined(ctx, tx, { name: application.name, email: application.email });
    return { id, status: 'declined', message: M.declined(application.name), account: null };
  });
}
