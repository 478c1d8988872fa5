import { randomBytes } from 'node:crypto';
import { CONTACT_FORM_TOKEN_MAX_AGE_HOURS, CONTACT_MIN_FILL_SECONDS } from '../../contract/contact/contact.messages';
import { signatureMatches, signFor } from '../auth/signatures';

/**
 * The contact form's time-stamped token (decision 0042): the page is given one when it is
 * rendered, and a message is refused unless it comes back signed by this server, at least
 * CONTACT_MIN_FILL_SECONDS and at most CONTACT_FORM_TOKEN_MAX_AGE_HOURS after it was made.
 * Stateless: `issuedAt.nonce.signature`, an HMAC-SHA256 with the app's secret (the one that signs
 * sessions), under a purpose label of its own so that no other signature of the app can pass for it.
 */
const PURPOSE = 'contact-form-token/v1';
/** A token from a clock a little ahead (another instance) still counts; further ahead it is forged. */
const CLOCK_SKEW_MS = 60_000;

export type FormTokenVerdict = 'ok' | 'too-soon' | 'expired' | 'invalid';

export function issueFormToken(secret: Uint8Array, now: Date): string {
  const payload = `${now.getTime().toString(36)}.${randomBytes(9).toString('base64url')}`;
  return `${payload}.${signFor(secret, PURPOSE, payload)}`;
}

export function checkFormToken(secret: Uint8Array, token: string | undefined, now: Date): FormTokenVerdict {
  const match = /^([0-9a-z]{1,12})\.([\w-]{12})\.([\w-]{43})$/.exec(token ?? '');
  if (!match) return 'invalid';
  const [, time, nonce, signature] = match as unknown as [string, string, string, string];
  if (!signatureMatches(secret, PURPOSE, `${time}.${nonce}`, signature)) return 'invalid';
  const age = now.getTime() - parseInt(time, 36);
  if (age < -CLOCK_SKEW_MS) return 'invalid';
  if (age < CONTACT_MIN_FILL_SECONDS * 1000) return 'too-soon';
  if (age > CONTACT_FORM_TOKEN_MAX_AGE_HOURS * 3_600_000) return 'expired';
  return 'ok';
}
