import { randomBytes } from 'node:crypto';
import type { LoginInput, LoginResponse, PasswordResetConfirmInput } from '../../contract/auth/auth.schema';
import { loginSchema, passwordResetConfirmSchema, passwordResetRequestSchema } from '../../contract/auth/auth.schema';
import { AUTH_MESSAGES as M, signInPausedForAccount, tooManyFailedSignIns } from '../../contract/auth/messages';
import { PASSWORD_RESET_TTL_MINUTES } from '../../contract/auth/token';
import type { Db } from '../../db/client';
import type { Actor, Ctx } from '../context';
import { AppError } from '../errors';
import { renderMail } from '../mail/mail-templates.service';
import { toUserDto } from '../users/user-dto';
import { bumpTokenVersion, findUserByEmail, findUserById, updatePasswordHash } from '../users/users.repo';
import { consumePasswordResetToken, findTokenOwner, insertPasswordResetToken, markEmailVerified, revokeToken } from './auth.repo';
import { hashLinkToken } from './email-confirmation.service';
import { SignInThrottledError, type FailedLoginStore } from './login-throttle';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { readAccessToken, signAccessToken, type TokenClaims } from './tokens';

export interface AuthSession {
  actor: Actor;
  claims: TokenClaims;
}

export type AuthDeps = Pick<Ctx, 'db' | 'clock' | 'settings'>;

/**
 * Signs in from a client address, keyed as the per-address rate limits key it. Failures are throttled per email
 * and address, with a ceiling per email (decision 0024); the throttle answers before the
 * password is hashed, and counts the attempt as failed until the password proves right.
 */
export async function login(ctx: AuthDeps, input: LoginInput, failures: FailedLoginStore, address: string): Promise<LoginResponse> {
  const { email, password } = loginSchema.parse(input);
  const now = ctx.clock();
  const attempt = { account: email, address };
  const verdict = await failures.begin(attempt, now.getTime());
  if (!verdict.allowed) {
    const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
    throw new SignInThrottledError(verdict.reason === 'account' ? signInPausedForAccount(seconds) : tooManyFailedSignIns(seconds), seconds);
  }
  const user = await findUserByEmail(ctx.db, email);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !valid) throw new AppError('UNAUTHENTICATED', M.invalidCredentials);
  await failures.succeeded(attempt, now.getTime());
  const { token } = await signAccessToken(ctx.settings.jwtSecret, user, now);
  return { token, user: toUserDto(user) };
}

/** The session a token stands for, or null when it is malformed, expired, logged out or superseded. */
export async function authenticate(ctx: AuthDeps, token: string): Promise<AuthSession | null> {
  const claims = await readAccessToken(ctx.settings.jwtSecret, token, ctx.clock());
  if (!claims) return null;
  const owner = await findTokenOwner(ctx.db, claims.userId, claims.jti);
  if (!owner || owner.revoked || owner.tokenVersion !== claims.version) return null;
  const { id, email, firstName, lastName, role } = owner;
  const actor: Actor = { id, email, firstName, lastName, role, emailVerified: owner.emailVerifiedAt !== null };
  if (claims.scope) actor.scope = { assignmentId: claims.scope.assignmentId };
  return { actor, claims };
}

/** Ends this session; with `everywhere`, every session of the account. */
export async function logout(ctx: AuthDeps, session: AuthSession, everywhere: boolean): Promise<void> {
  const now = ctx.clock();
  if (everywhere) await bumpTokenVersion(ctx.db, session.actor.id, now);
  else await revokeToken(ctx.db, session.claims.jti, session.claims.expiresAt, now);
}

/**
 * A one-time link to /reset-password that sets the account's password, valid `ttlMinutes`: the
 * reset mail's, and a new account's set-password link (decision 0041). Only its hash is stored.
 * Call inside the transaction that queues the mail carrying it.
 */
export async function newPasswordResetLink(ctx: Pick<Ctx, 'clock' | 'settings'>, tx: Db, userId: number, ttlMinutes: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertPasswordResetToken(tx, userId, hashLinkToken(token), new Date(ctx.clock().getTime() + ttlMinutes * 60_000));
  return `${ctx.settings.publicUrl}/reset-password?token=${token}`;
}

/** Always answers the same way, so the form cannot be used to find out who has an account. */
export async function requestPasswordReset(ctx: Ctx, input: { email: string }): Promise<{ message: string }> {
  const { email } = passwordResetRequestSchema.parse(input);
  const user = await findUserByEmail(ctx.db, email);
  if (user) {
    await ctx.db.transaction(async (tx) => {
      const link = await newPasswordResetLink(ctx, tx, user.id, PASSWORD_RESET_TTL_MINUTES);
      const mail = await renderMail(ctx, tx, 'password-reset', { recipientName: `${user.firstName} ${user.lastName}`, link });
      await ctx.mail.queue(tx, { to: user.email, ...mail });
    });
  }
  return { message: M.resetRequested };
}

export async function confirmPasswordReset(ctx: Ctx, input: PasswordResetConfirmInput): Promise<{ message: string }> {
  const { token, password } = passwordResetConfirmSchema.parse(input);
  const passwordHash = await hashPassword(password);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const userId = await consumePasswordResetToken(tx, hashLinkToken(token), now);
    if (!userId) throw new AppError('BAD_INPUT', M.resetLinkInvalid);
    // The password change also bumps the token version: every earlier session ends.
    await updatePasswordHash(tx, userId, passwordHash, now);
    const user = await findUserById(tx, userId);
    if (user) {
      // The link reached this mailbox: the address is confirmed too (decision 0021).
      await markEmailVerified(tx, userId, user.email, now);
      const mail = await renderMail(ctx, tx, 'password-changed', { recipientName: `${user.firstName} ${user.lastName}` });
      await ctx.mail.queue(tx, { to: user.email, ...mail });
    }
  });
  return { message: M.resetDone };
}
