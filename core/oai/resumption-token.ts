import { signatureMatches, signFor } from '../auth/signatures';

/**
 * OAI-PMH resumption tokens (decision 0056): stateless, signed with the app's secret under a
 * purpose of their own. A token carries the request's arguments, the keyset cursor (datestamp and
 * id of the last record sent), how many records were sent, the list's size as counted on the first
 * page, the harvest's frozen upper bound and when it expires. Nothing is stored, so any instance
 * answers any token, and inserts between pages neither repeat nor skip a record.
 */

const PURPOSE = 'oai-pmh-resumption-token';
const VERSION = 1;

export type ListVerb = 'ListRecords' | 'ListIdentifiers';

export interface ResumptionState {
  verb: ListVerb;
  metadataPrefix: string;
  set: string | null;
  /** Inclusive lower bound, ms since the epoch (null: none). */
  from: number | null;
  /** Exclusive upper bound, ms: the request's `until`, or the first page's time when it came earlier. */
  until: number;
  /** The last record sent: its datestamp (ms) and paper id. */
  after: [number, number];
  /** Records sent before the next page. */
  cursor: number;
  completeListSize: number;
  /** ms since the epoch. */
  expires: number;
}

type Wire = [number, ListVerb, string, string | null, number | null, number, number, number, number, number, number];

export function encodeResumptionToken(secret: Uint8Array, state: ResumptionState): string {
  const wire: Wire = [VERSION, state.verb, state.metadataPrefix, state.set, state.from, state.until, state.after[0], state.after[1], state.cursor, state.completeListSize, state.expires];
  const payload = Buffer.from(JSON.stringify(wire)).toString('base64url');
  return `${payload}.${signFor(secret, PURPOSE, payload)}`;
}

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** The state a token carries, or null when it is not one of ours, was altered, or is malformed. Expiry is the caller's check. */
export function decodeResumptionToken(secret: Uint8Array, token: string): ResumptionState | null {
  const match = /^([A-Za-z0-9_-]{1,2000})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, payload, signature] = match;
  if (!signatureMatches(secret, PURPOSE, payload!, signature!)) return null;
  let wire: unknown;
  try {
    wire = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(wire) || wire.length !== 11 || wire[0] !== VERSION) return null;
  const [, verb, metadataPrefix, set, from, until, afterAt, afterId, cursor, completeListSize, expires] = wire as unknown[];
  if (verb !== 'ListRecords' && verb !== 'ListIdentifiers') return null;
  if (typeof metadataPrefix !== 'string' || (set !== null && typeof set !== 'string')) return null;
  if ((from !== null && !isInt(from)) || ![until, afterAt, afterId, cursor, completeListSize, expires].every(isInt)) return null;
  return {
    verb,
    metadataPrefix,
    set: set as string | null,
    from: from as number | null,
    until: until as number,
    after: [afterAt as number, afterId as number],
    cursor: cursor as number,
    completeListSize: completeListSize as number,
    expires: expires as number,
  };
}
