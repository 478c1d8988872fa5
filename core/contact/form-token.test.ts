import { describe, expect, it } from 'vitest';
import { CONTACT_FORM_TOKEN_MAX_AGE_HOURS, CONTACT_MIN_FILL_SECONDS } from '../../contract/contact/contact.messages';
import { checkFormToken, issueFormToken } from './form-token';

const secret = new TextEncoder().encode('s'.repeat(48));
const other = new TextEncoder().encode('t'.repeat(48));
const at = new Date('2026-11-25T09:00:00Z');
const later = (ms: number) => new Date(at.getTime() + ms);

describe('the contact form token (decision 0042)', () => {
  const token = issueFormToken(secret, at);

  it('passes from the minimum fill time to the maximum age', () => {
    expect(checkFormToken(secret, token, later(CONTACT_MIN_FILL_SECONDS * 1000))).toBe('ok');
    expect(checkFormToken(secret, token, later(CONTACT_FORM_TOKEN_MAX_AGE_HOURS * 3_600_000))).toBe('ok');
  });

  it('is too soon before the minimum fill time, expired after the maximum age', () => {
    expect(checkFormToken(secret, token, at)).toBe('too-soon');
    expect(checkFormToken(secret, token, later(CONTACT_MIN_FILL_SECONDS * 1000 - 1))).toBe('too-soon');
    expect(checkFormToken(secret, token, later(CONTACT_FORM_TOKEN_MAX_AGE_HOURS * 3_600_000 + 1))).toBe('expired');
  });

  it('refuses a token signed with another secret, edited, from the future, or not a token at all', () => {
    const now = later(60_000);
    expect(checkFormToken(other, token, now)).toBe('invalid');
    const [time, nonce, signature] = token.split('.') as [string, string, string];
    expect(checkFormToken(secret, `${(parseInt(time, 36) - 60_000).toString(36)}.${nonce}.${signature}`, now)).toBe('invalid');
    expect(checkFormToken(secret, `${time}.${nonce}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`, now)).toBe('invalid');
    expect(checkFormToken(secret, issueFormToken(secret, later(10 * 60_000)), at)).toBe('invalid');
    for (const junk of [undefined, '', 'token', `${token}.x`, 'a.b.c']) expect(checkFormToken(secret, junk, now)).toBe('invalid');
  });

  it('is different each time it is issued', () => {
    expect(issueFormToken(secret, at)).not.toBe(issueFormToken(secret, at));
  });
});
