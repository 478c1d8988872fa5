import { ORCID_MESSAGES as M } from '../../contract/users/orcid-messages';
import type { MyOrcid, OrcidUpdate } from '../../contract/users/orcid.schema';
import { isValidOrcid } from '../../contract/papers/orcid';
import { ORCID_CALLBACK_PATH, type OrcidOutcome } from '../../contract/users/orcid-outcome';
import { signatureMatches, signFor } from '../auth/signatures';
import type { Ctx, OrcidSettings } from '../context';
import { AppError } from '../errors';
import { findUserById, setUserOrcid, type UserRow } from './users.repo';

/**
 * A person's own ORCID iD (issue 16, decision 0060): typed on the dashboard, or linked through
 * ORCID's OAuth sign-in (scope /authenticate) when the journal is registered with ORCID
 * (ORCID_CLIENT_ID and ORCID_CLIENT_SECRET). The sign-in's `state` is signed, bound to the account
 * and good for 10 minutes, so a callback can only finish the sign-in its own account started.
 */

const STATE_PURPOSE = 'orcid-connect';
export const ORCID_STATE_TTL_MS = 10 * 60 * 1000;

async function requireMe(ctx: Ctx): Promise<UserRow> {
  const row = ctx.actor ? await findUserById(ctx.db, ctx.actor.id) : null;
  if (!row) throw new AppError('UNAUTHENTICATED', 'Your session has expired. Please sign in again.');
  return row;
}

const viewOf = (ctx: Ctx, row: UserRow): MyOrcid => ({
  orcid: row.orcid,
  authenticatedAt: row.orcidAuthenticatedAt?.toISOString() ?? null,
  canConnect: Boolean(ctx.settings.orcid),
});

export async function getMyOrcid(ctx: Ctx): Promise<MyOrcid> {
  return viewOf(ctx, await requireMe(ctx));
}

/** A typed iD (or none): it replaces a linked one, which is then no longer marked as confirmed by ORCID. */
export async function saveMyOrcid(ctx: Ctx, input: OrcidUpdate): Promise<MyOrcid & { message: string }> {
  const me = await requireMe(ctx);
  const keepsLink = input.orcid !== null && input.orcid === me.orcid ? me.orcidAuthenticatedAt : null;
  const row = (await setUserOrcid(ctx.db, me.id, input.orcid, keepsLink, ctx.clock()))!;
  return { ...viewOf(ctx, row), message: input.orcid ? M.saved : M.removed };
}

const redirectUri = (ctx: Ctx) => `${ctx.settings.publicUrl.replace(/\/+$/, '')}${ORCID_CALLBACK_PATH}`;

function requireOrcidClient(ctx: Ctx): OrcidSettings {
  if (!ctx.settings.orcid) throw new AppError('CONFLICT', M.notConfigured);
  return ctx.settings.orcid;
}

/** Where the browser goes to sign in with ORCID, with a state naming this account until it expires. */
export async function startOrcidConnect(ctx: Ctx): Promise<{ url: string }> {
  const client = requireOrcidClient(ctx);
  const me = await requireMe(ctx);
  const payload = `${me.id}.${ctx.clock().getTime() + ORCID_STATE_TTL_MS}`;
  const state = `${payload}.${signFor(ctx.settings.jwtSecret, STATE_PURPOSE, payload)}`;
  const url = new URL(`${client.baseUrl}/oauth/authorize`);
  url.search = new URLSearchParams({ client_id: client.clientId, response_type: 'code', scope: '/authenticate', redirect_uri: redirectUri(ctx), state }).toString();
  return { url: url.href };
}

/** The account a state was made for, or null when it is malformed, altered or expired. */
function accountOfState(ctx: Ctx, state: string | undefined): number | null {
  const match = state?.match(/^(\d{1,10})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/);
  if (!match) return null;
  const payload = `${match[1]}.${match[2]}`;
  if (!signatureMatches(ctx.settings.jwtSecret, STATE_PURPOSE, payload, match[3]!)) return null;
  if (Number(match[2]) < ctx.clock().getTime()) return null;
  return Number(match[1]);
}


/**
 * ORCID's redirect back: the code is exchanged for the person's iD at ORCID's token endpoint
 * (a server-to-server POST); only then is the iD stored, confirmed, on the account the state names.
 * Nothing is written on any failure. The token itself is not kept: /authenticate needs it no longer.
 */
export async function finishOrcidConnect(ctx: Ctx, query: { code?: string; state?: string; error?: string }): Promise<OrcidOutcome> {
  const client = ctx.settings.orcid;
  if (!client) return 'not-configured';
  const userId = accountOfState(ctx, query.state);
  if (userId === null) return 'expired';
  if (query.error || !query.code) return 'refused';
  let answer: Response;
  try {
    answer = await fetch(`${client.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: client.clientId, client_secret: client.clientSecret, grant_type: 'authorization_code', code: query.code, redirect_uri: redirectUri(ctx) }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return 'unreachable';
  }
  if (answer.status >= 500) return 'unreachable';
  const body = (await answer.json().catch(() => null)) as { orcid?: unknown } | null;
  const orcid = typeof body?.orcid === 'string' ? body.orcid : null;
  if (!answer.ok || !orcid || !isValidOrcid(orcid)) return 'refused';
  const now = ctx.clock();
  return (await setUserOrcid(ctx.db, userId, orcid, now, now)) ? 'linked' : 'expired';
}
