import { describe, expect, it } from 'vitest';
import { decodeResumptionToken, encodeResumptionToken, type ResumptionState } from './resumption-token';

/** Resumption tokens (decision 0056): what they carry comes back only from an unaltered token of this secret. */
const secret = new TextEncoder().encode('a secret of thirty-two bytes or more, for the test');
const state: ResumptionState = {
  verb: 'ListRecords',
  metadataPrefix: 'oai_dc',
  set: 'issue:3',
  from: Date.UTC(2025, 0, 1),
  until: Date.UTC(2026, 0, 1),
  after: [Date.UTC(2025, 5, 1, 12), 4711],
  cursor: 200,
  completeListSize: 2500,
  expires: Date.UTC(2026, 0, 2),
};

describe('resumption tokens', () => {
  it('carry the state, URL-safe', () => {
    const token = encodeResumptionToken(secret, state);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(decodeResumptionToken(secret, token)).toEqual(state);
    expect(decodeResumptionToken(secret, encodeResumptionToken(secret, { ...state, set: null, from: null }))).toEqual({ ...state, set: null, from: null });
  });

  it('come back as nothing when altered, signed by another secret, or not a token', () => {
    const token = encodeResumptionToken(secret, state);
    const [payload, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify([1, 'ListRecords', 'oai_dc', null, null, Date.UTC(2030, 0, 1), 0, 0, 0, 1, Date.UTC(2030, 0, 1)])).toString('base64url');
    for (const bad of [
      `${forged}.${signature}`,
      `${payload}x.${signature}`,
      `${payload}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      encodeResumptionToken(new TextEncoder().encode('another secret entirely, also long enough'), state),
      '',
      '.',
      'abc',
      `${'A'.repeat(5000)}.${signature}`,
    ]) {
      expect(decodeResumptionToken(secret, bad)).toBeNull();
    }
  });
});
