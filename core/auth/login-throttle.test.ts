import { describe, expect, it } from 'vitest';
import { waitInWords } from '../../contract/auth/messages';
import { describeFailedLoginStore } from '../../tests/support/failed-login-store-cases';
import { backoffMs, MemoryFailedLoginStore, SIGN_IN_THROTTLE, type SignInThrottlePolicy } from './login-throttle';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);

describe('backoffMs (decision 0024)', () => {
  it('is free for 5 failures, then 1 s doubling with each failure, capped at 15 minutes', () => {
    expect([0, 1, 2, 3, 4].map((n) => backoffMs(n))).toEqual([0, 0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 14].map((n) => backoffMs(n) / SECOND)).toEqual([1, 2, 4, 8, 16, 512]);
    expect([15, 16, 100, 10_000].map((n) => backoffMs(n))).toEqual(Array(4).fill(15 * MINUTE));
  });
});

describeFailedLoginStore('MemoryFailedLoginStore', () => new MemoryFailedLoginStore());

describe('MemoryFailedLoginStore: memory stays bounded', () => {
  const small: SignInThrottlePolicy = { ...SIGN_IN_THROTTLE, maxEntries: 100 };

  it('keeps at most maxEntries pairs and emails under a flood', async () => {
    const store = new MemoryFailedLoginStore(small);
    for (let i = 0; i < 5000; i += 1) await store.begin({ account: `guess-${i}@example.org`, address: `10.0.${i >> 8}.${i & 255}` }, T0);
    expect(store.size.pairs).toBeLessThanOrEqual(100);
    expect(store.size.accounts).toBeLessThanOrEqual(100);
  });

  it('sweeps out what has expired', async () => {
    const store = new MemoryFailedLoginStore(small);
    for (let i = 0; i < 50; i += 1) await store.begin({ account: `guess-${i}@example.org`, address: 'A' }, T0);
    expect(store.size).toEqual({ pairs: 50, accounts: 50 });
    for (let i = 0; i < 1000; i += 1) await store.begin({ account: 'editor@example.org', address: 'B' }, T0 + 25 * HOUR + i * 16 * MINUTE);
    expect(store.size).toEqual({ pairs: 1, accounts: 1 });
  });
});

describe('waitInWords', () => {
  it('rounds up to whole seconds, minutes or hours', () => {
    expect([0.2, 1, 2, 59, 60, 61, 900, 3599, 3600].map(waitInWords)).toEqual([
      '1 second',
      '1 second',
      '2 seconds',
      '59 seconds',
      '1 minute',
      '2 minutes',
      '15 minutes',
      '60 minutes',
      '1 hour',
    ]);
  });
});
