import { describe, expect, it } from 'vitest';
import { isTokenExpired, SESSION_TTL_SECONDS, tokenExpiry } from './token';

/** An unsigned JWT-shaped string: the browser only reads the claims (reading-side.md §5). */
function tokenWith(payload: unknown): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;
}

describe('tokenExpiry', () => {
  it('reads the expiration claim in milliseconds', () => {
    expect(tokenExpiry(tokenWith({ sub: '1', exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
  });

  it('decodes base64url payloads that contain - and _', () => {
    const token = tokenWith({ sub: '1', note: '??>>~~', exp: 2_000_000_000 });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(tokenExpiry(token)).toBe(2_000_000_000_000);
  });

  it('gives null for a token without a usable expiry', () => {
    expect(tokenExpiry('')).toBeNull();
    expect(tokenExpiry('no-dots-at-all')).toBeNull();
    expect(tokenExpiry('header.%%%not-base64%%%.sig')).toBeNull();
    expect(tokenExpiry(`x.${Buffer.from('not json').toString('base64url')}.y`)).toBeNull();
    expect(tokenExpiry(tokenWith({ sub: '1' }))).toBeNull();
    expect(tokenExpiry(tokenWith({ sub: '1', exp: '1700000000' }))).toBeNull();
  });
});

describe('isTokenExpired', () => {
  const exp = 1_700_000_000;
  const token = tokenWith({ sub: '1', exp });

  it('is false before the expiry and true from the expiry on', () => {
    expect(isTokenExpired(token, exp * 1000 - 1)).toBe(false);
    expect(isTokenExpired(token, exp * 1000)).toBe(true);
    expect(isTokenExpired(token, exp * 1000 + 60_000)).toBe(true);
  });

  it('treats a token it cannot read as expired', () => {
    expect(isTokenExpired('garbage', 0)).toBe(true);
    expect(isTokenExpired(tokenWith({ sub: '1' }), 0)).toBe(true);
  });

  it('sessions last one day', () => {
    expect(SESSION_TTL_SECONDS).toBe(86_400);
  });
});
