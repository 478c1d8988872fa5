import { describe, expect, it } from 'vitest';
import { newsletterToken, tokenSubscriptionId, verifyNewsletterToken } from './newsletter-links';

const secret = new TextEncoder().encode('s'.repeat(48));
const other = new TextEncoder().encode('t'.repeat(48));
const reader = { id: 42, email: 'Reader@Example.org' };
const now = new Date('2026-11-25T10:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);

describe('newsletter links (decision 0043)', () => {
  it('confirms for seven days, for its subscription and address only, under this site’s secret', () => {
    const token = newsletterToken(secret, 'confirm', reader, now);
    expect(tokenSubscriptionId(token)).toBe(42);
    expect(verifyNewsletterToken(secret, 'confirm', token, { id: 42, email: 'reader@example.org' }, days(6.9))).toBe(true);
    expect(verifyNewsletterToken(secret, 'confirm', token, reader, days(7.1))).toBe(false);
    expect(verifyNewsletterToken(secret, 'confirm', token, { id: 43, email: reader.email }, now)).toBe(false);
    expect(verifyNewsletterToken(secret, 'confirm', token, { id: 42, email: 'someone@example.org' }, now)).toBe(false);
    expect(verifyNewsletterToken(other, 'confirm', token, reader, now)).toBe(false);
    expect(verifyNewsletterToken(secret, 'unsubscribe', token, reader, now)).toBe(false);
  });

  it('unsubscribes at any time, and a changed character spoils any token', () => {
    const token = newsletterToken(secret, 'unsubscribe', reader, now);
    expect(verifyNewsletterToken(secret, 'unsubscribe', token, reader, days(3650))).toBe(true);
    expect(verifyNewsletterToken(secret, 'confirm', token, reader, now)).toBe(false);
    const spoilt = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(verifyNewsletterToken(secret, 'unsubscribe', spoilt, reader, now)).toBe(false);
    for (const bad of ['', '42', 'x.y', '0.abc', '99999999999.abc']) expect(tokenSubscriptionId(bad) === null || !verifyNewsletterToken(secret, 'unsubscribe', bad, reader, now)).toBe(true);
  });
});
