import { createHash, randomBytes } from 'node:crypto';
import { emailConfirmSchema, type EmailConfirmInput } from '../../contract/auth/auth.schema';
import { AUTH_MESSAGES as M } from '../../contract/auth/messages';
import { EMAIL_CONFIRM_TTL_HOURS } from '../../contract/auth/token';
import type { Db } from '../../db/client';
import { requireActor, type Ctx } from '../context';
import { AppError } from '../errors';
import { renderMail } from '../mail/mail-templates.service';
import { findUserById } from '../users/users.repo';
import { consumeEmailVerificationToken, insertEmailVerificationToken, isLiveEmailVerificationToken } from './auth.repo';

/**
 * Decision 0021: an account's address counts for authorship only once its owner has opened a
 * link mailed to it. Links are one-time, last EMAIL_CONFIRM_TTL_HOURS, and only their hash is kept.
 * Amended: the link confirms only in a session of the account that asked for it, so whoever
 * reads the mailbox cannot confirm an account someone else registered with that address.
 */

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh confirmation link for the account's current address (call inside the mail's transaction). */
export async function newConfirmationLink(ctx: Pick<Ctx, 'clock' | 'settings'>, tx: Db, user: { id: number; email: string }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(ctx.clock().getTime() + EMAIL_CONFIRM_TTL_HOURS * 3600_000);
  await insertEmailVerificationToken(tx, { userId: user.id, tokenHash: hashLinkToken(token), email: user.email, expiresAt });
  return `${ctx.settings.publicUrl}/confirm-email?token=${token}`;
}

interface LinkAccount {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Queues the mail carrying a new confirmation link: at registration (`welcome`) or on request.
 * The reader of the mailbox may not be whoever registered the account, so the mail says which
 * account the link confirms, that it needs that account signed in, and what to do if the reader
 * did not register it.
 */
export async function mailConfirmationLink(ctx: Pick<Ctx, 'clock' | 'settings' | 'mail'>, tx: Db, user: LinkAccount, kind: 'welcome' | 'resend'): Promise<void> {
  const link = await newConfirmationLink(ctx, tx, user);
  const values = { recipientName: `${user.firstName} ${user.lastName}`, email: user.email, linkDays: String(EMAIL_CONFIRM_TTL_HOURS / 24), link };
  const mail = await renderMail(ctx, tx, kind === 'welcome' ? 'email-confirmation-welcome' : 'email-confirmation-resend', values);
  await ctx.mail.queue(tx, { to: user.email, ...mail });
}

/**
 * POST /api/auth/confirm-email: the link from the mail, opened by a signed-in account. It
 * confirms only the account that asked for it; another account is refused and the link stays
 * usable for its owner.
 */
export async function confirmEmail(ctx: Ctx, input: EmailConfirmInput): Promise<{ message: string }> {
  const actor = requireActor(ctx);
  const { token } = emailConfirmSchema.parse(input);
  const tokenHash = hashLinkToken(token);
  const now = ctx.clock();
  const outcome = await ctx.db.transaction(async (tx) => {
    if (await consumeEmailVerificationToken(tx, tokenHash, actor.id, now)) return 'confirmed';
    return (await isLiveEmailVerificationToken(tx, tokenHash, now)) ? 'other-account' : 'invalid';
  });
  if (outcome === 'other-account') throw new AppError('FORBIDDEN', M.emailConfirmOtherAccount);
  if (outcome === 'invalid') throw new AppError('BAD_INPUT', M.emailConfirmLinkInvalid);
  return { message: M.emailConfirmed };
}

/** POST /api/auth/confirm-email/resend: a new link for the signed-in account. */
export async function resendEmailConfirmation(ctx: Ctx): Promise<{ message: string }> {
  const actor = requireActor(ctx);
  const user = await findUserById(ctx.db, actor.id);
  if (!user) throw new AppError('UNAUTHENTICATED', M.sessionExpired);
  if (user.emailVerifiedAt) return { message: M.emailAlreadyConfirmed };
  await ctx.db.transaction((tx) => mailConfirmationLink(ctx, tx, user, 'resend'));
  return { message: M.emailConfirmSent };
}
