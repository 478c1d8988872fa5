import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import { roleSchema } from '../../contract/auth/role.schema';
import type { Role } from '../../contract/auth/roles';
import { SESSION_TTL_SECONDS } from '../../contract/auth/token';
import { MAX_ROW_ID, parseRowId } from '../../contract/http/ids';
import { REVIEW_SESSION_TTL_SECONDS } from '../../contract/reviews/reviewer-constants';

/** A session opened from an invitation link: it acts on this one assignment and nothing else (decision 0041). */
export interface TokenScope {
  assignmentId: number;
}

export interface TokenClaims {
  userId: number;
  role: Role;
  version: number;
  jti: string;
  expiresAt: Date;
  /** null: a full session; otherwise the one review it opens. */
  scope: TokenScope | null;
}

export async function signAccessToken(
  secret: Uint8Array,
  user: { id: number; role: Role; tokenVersion: number },
  now: Date,
  scope: TokenScope | null = null,
): Promise<{ token: string; claims: TokenClaims }> {
  const jti = randomUUID();
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + (scope ? REVIEW_SESSION_TTL_SECONDS : SESSION_TTL_SECONDS);
  const token = await new SignJWT({ role: user.role, ver: user.tokenVersion, ...(scope ? { scp: { review: scope.assignmentId } } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setJti(jti)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(secret);
  return { token, claims: { userId: user.id, role: user.role, version: user.tokenVersion, jti, expiresAt: new Date(exp * 1000), scope } };
}

/** The `scp` claim: absent for a full session; { review: id } for a review's scoped session; anything else spoils the token. */
function readScope(claim: unknown): TokenScope | null | undefined {
  if (claim === undefined) return null;
  if (typeof claim !== 'object' || claim === null) return undefined;
  const review = (claim as { review?: unknown }).review;
  return typeof review === 'number' && Number.isInteger(review) && review >= 1 && review <= MAX_ROW_ID ? { assignmentId: review } : undefined;
}

/** Returns the claims of a well-signed, unexpired token, or null for anything else. */
export async function readAccessToken(secret: Uint8Array, token: string, now: Date): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: now });
    // Only the digits of a user id (1..2147483647) name a user; anything else never reaches SQL.
    const userId = parseRowId(payload.sub);
    const role = roleSchema.safeParse(payload.role);
    const scope = readScope(payload.scp);
    if (userId === null || !role.success || typeof payload.ver !== 'number' || !payload.jti || !payload.exp || scope === undefined) {
      return null;
    }
    return { userId, role: role.data, version: payload.ver, jti: payload.jti, expiresAt: new Date(payload.exp * 1000), scope };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
