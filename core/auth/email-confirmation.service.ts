import { createHash, randomBytes } from 'node:crypto';
import { emailConfirmSchema, type EmailConfirmInput } from '../../contract/auth/auth.schema';
import { AUTH_MESSAGES as M } from '../../contract/auth/messages';
import { EMAIL_CONFIRM_TTL_HOURS } from '../../contract/auth/token';
import type { Db } from '../../db/client';
import { requireActor, type Ctx } from '../context';
import { AppError } from '../errors';
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
  const { journalName, publicUrl } = ctx.settings;
  const name = `${user.firstName} ${user.lastName}`;
  const days = EMAIL_CONFIRM_TTL_HOURS / 24;
  await ctx.mail.queue(tx, {
    to: user.email,
    subject: kind === 'welcome' ? `Welcome to ${journalName}: please confirm your email address` : `Confirm your email address - ${journalName}`,
    text: [
      `Dear ${name},`,
      '',
      `This message is about the author account at ${journalName} registered with this email address (${user.email}) in the name of ${name}${kind === 'welcome' ? ', which has just been created' : ', which asked for a new confirmation link'}.`,
      '',
      ...(kind === 'welcome' ? [`If you registered it: your account is ready. Sign in at ${publicUrl}/login to submit and track your manuscripts.`, ''] : []),
      `To confirm that this address belongs to that account, open this link within ${days} days. The link works only in a browser signed in to the account of ${name}; if you are not signed in, it asks you to log in first.`,
      '',
      link,
      '',
      'Until the address is confirmed, papers that other authors submit listing it are not shown in the account.',
      '',
      `If you did not register this account, ignore this message and do not pass the link on: this address will not be linked to that account, and the account shows none of the papers that list this address. To have the account removed, contact the journal office at ${publicUrl}/contact.`,
      '',
      `The editorial office, ${journalName}`,
    ].join('\n'),
  });
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
