import { createHash, randomBytes } from 'node:crypto';
import { emailConfirmSchema, type EmailConfirmInput } from '../../contract/auth/auth.schema';
import { AUTH_MESSAGES as M } from '../../contract/auth/messages';
import { EMAIL_CONFIRM_TTL_HOURS } from '../../contract/auth/token';
import type { Db } from '../../db/client';
import { requireActor, type Ctx } from '../context';
import { AppError } from '../errors';
import { findUserById } from '../users/users.repo';
import { consumeEmailVerificationToken, insertEmailVerificationToken } from './auth.repo';

/**
 * Decision 0021: an account's address counts for authorship only once its owner has opened a
 * link mailed to it. Links are one-time, last EMAIL_CONFIRM_TTL_HOURS, and only their hash is kept.
 */

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh confirmation link for the account's current address (call inside the mail's transaction). */
export async function newConfirmationLink(ctx: Pick<Ctx, 'clock' | 'settings'>, tx: Db, user: { id: number; email: string }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(ctx.clock().getTime() + EMAIL_CONFIRM_TTL_HOURS * 3600_000);
  await insertEmailVerificationToken(tx, { userId: user.id, tokenHash: hashLinkToken(token), email: user.email, expiresAt });
  return `${ctx.settings.publicUrl}/confirm-email?token=${token}`;
}

/** POST /api/auth/confirm-email: the link from the mail. */
export async function confirmEmail(ctx: Ctx, input: EmailConfirmInput): Promise<{ message: string }> {
  const { token } = emailConfirmSchema.parse(input);
  const userId = await ctx.db.transaction((tx) => consumeEmailVerificationToken(tx, hashLinkToken(token), ctx.clock()));
  if (!userId) throw new AppError('BAD_INPUT', M.emailConfirmLinkInvalid);
  return { message: M.emailConfirmed };
}

/** POST /api/auth/confirm-email/resend: a new link for the signed-in account. */
export async function resendEmailConfirmation(ctx: Ctx): Promise<{ message: string }> {
  const actor = requireActor(ctx);
  const user = await findUserById(ctx.db, actor.id);
  if (!user) throw new AppError('UNAUTHENTICATED', M.sessionExpired);
  if (user.emailVerifiedAt) return { message: M.emailAlreadyConfirmed };
  await ctx.db.transaction(async (tx) => {
    const link = await newConfirmationLink(ctx, tx, user);
    await ctx.mail.queue(tx, {
      to: user.email,
      subject: `Confirm your email address - ${ctx.settings.journalName}`,
      text: [
        `Dear ${user.firstName} ${user.lastName},`,
        '',
        `To confirm that this address belongs to your account at ${ctx.settings.journalName}, open this link within ${EMAIL_CONFIRM_TTL_HOURS / 24} days:`,
        '',
        link,
        '',
        'If you did not ask for this, ignore this message.',
      ].join('\n'),
    });
  });
  return { message: M.emailConfirmSent };
}
