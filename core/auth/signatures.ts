import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The site's signed, stateless links and form tokens (decisions 0042, 0043): an HMAC-SHA256 with
 * the app's secret (the one that signs sessions) under a purpose label of the caller's, so that no
 * signature made for one use passes for another. URL-safe text.
 */
export function signFor(secret: Uint8Array, purpose: string, payload: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${payload}`).digest('base64url');
}

/** Whether `given` is the signature of `payload` for `purpose`, compared as text in constant time (no second spelling passes). */
export function signatureMatches(secret: Uint8Array, purpose: string, payload: string, given: string): boolean {
  const expected = Buffer.from(signFor(secret, purpose, payload));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
