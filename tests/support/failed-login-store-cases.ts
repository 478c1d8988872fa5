import { describe, expect, it } from 'vitest';
import type { FailedLoginStore } from '../../core/auth/login-throttle';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);

/** Fails `times` attempts in a row at `now` (each is counted as it begins, and never succeeds). */
async function fail(store: FailedLoginStore, account: string, address: string, times: number, now = T0) {
  for (let i = 0; i < times; i += 1) expect((await store.begin({ account, address }, now)).allowed).toBe(true);
}

/**
 * The sign-in throttle of decision 0024 as any FailedLoginStore must keep it: the memory store
 * and the Redis store (decision 0062) run the same cases, so the rule cannot drift between them.
 */
export function describeFailedLoginStore(name: string, create: () => FailedLoginStore | Promise<FailedLoginStore>) {
  describe(`${name}: per email and address`, () => {
    it('makes only the failing address wait, for the doubling time since its last failure', async () => {
      const store = await create();
      await fail(store, 'editor@example.org', 'A', 5);
      expect(await store.begin({ account: 'editor@example.org', address: 'A' }, T0 + 999)).toEqual({ allowed: false, reason: 'address', retryAfterMs: 1 });
      expect((await store.begin({ account: 'editor@example.org', address: 'B' }, T0)).allowed).toBe(true);
      expect((await store.begin({ account: 'author@example.org', address: 'A' }, T0)).allowed).toBe(true);
      await fail(store, 'editor@example.org', 'A', 1, T0 + SECOND);
      expect(await store.begin({ account: 'editor@example.org', address: 'A' }, T0 + SECOND)).toEqual({ allowed: false, reason: 'address', retryAfterMs: 2 * SECOND });
    });

    it('does not count refused attempts, so waiting them out is enough', async () => {
      const store = await create();
      await fail(store, 'editor@example.org', 'A', 5);
      for (let i = 0; i < 50; i += 1) await store.begin({ account: 'editor@example.org', address: 'A' }, T0 + i);
      expect((await store.begin({ account: 'editor@example.org', address: 'A' }, T0 + SECOND)).allowed).toBe(true);
    });

    it('counts an attempt as it begins, so a burst sent side by side cannot outrun the count', async () => {
      const store = await create();
      const burst = await Promise.all(Array.from({ length: 10 }, () => store.begin({ account: 'editor@example.org', address: 'A' }, T0)));
      expect(burst.filter((verdict) => verdict.allowed)).toHaveLength(5);
    });

    it('forgets the pair on success, and a day after its last failure', async () => {
      const store = await create();
      await fail(store, 'editor@example.org', 'A', 5);
      await store.succeeded({ account: 'editor@example.org', address: 'A' }, T0);
      await fail(store, 'editor@example.org', 'A', 5);

      // 15 failures, a quarter of an hour apart: the wait has reached its cap...
      await fail(store, 'author@example.org', 'A', 5);
      for (let i = 1; i <= 10; i += 1) await fail(store, 'author@example.org', 'A', 1, T0 + i * 15 * MINUTE);
      // ...and is remembered for a day: 23 hours on, one failure brings back the 15-minute wait...
      const last = T0 + 23 * HOUR;
      await fail(store, 'author@example.org', 'A', 1, last);
      expect(await store.begin({ account: 'author@example.org', address: 'A' }, last + SECOND)).toEqual({
        allowed: false,
        reason: 'address',
        retryAfterMs: 15 * MINUTE - SECOND,
      });
      // ...while a day after the last failure the pair starts afresh.
      await fail(store, 'author@example.org', 'A', 5, last + 24 * HOUR);
    });
  });

  describe(`${name}: the per-email ceiling`, () => {
    it('after 100 failures in the hour, holds back the addresses that failed, never a clean one', async () => {
      const store = await create();
      for (let i = 0; i < 100; i += 1) await fail(store, 'editor@example.org', `bot-${i}`, 1, T0 + i * SECOND);
      const now = T0 + 10 * MINUTE;
      expect(await store.begin({ account: 'editor@example.org', address: 'bot-0' }, now)).toEqual({ allowed: false, reason: 'account', retryAfterMs: 50 * MINUTE });
      expect((await store.begin({ account: 'editor@example.org', address: 'owner' }, now)).allowed).toBe(true);
      await store.succeeded({ account: 'editor@example.org', address: 'owner' }, now);
      // Other emails are untouched, and the hour's end lets the failing addresses back to their own backoff.
      expect((await store.begin({ account: 'author@example.org', address: 'bot-0' }, now)).allowed).toBe(true);
      expect((await store.begin({ account: 'editor@example.org', address: 'bot-0' }, T0 + HOUR)).allowed).toBe(true);
    });

    it('does not count successful sign-ins towards it', async () => {
      const store = await create();
      for (let i = 0; i < 99; i += 1) await fail(store, 'editor@example.org', `bot-${i}`, 1);
      for (let i = 0; i < 10; i += 1) {
        await fail(store, 'editor@example.org', `device-${i}`, 1);
        await store.succeeded({ account: 'editor@example.org', address: `device-${i}` }, T0);
      }
      expect((await store.begin({ account: 'editor@example.org', address: 'bot-0' }, T0)).allowed).toBe(true);
      expect((await store.begin({ account: 'editor@example.org', address: 'bot-1' }, T0)).allowed).toBe(false);
    });
  });
}
