import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFailedLoginStore } from '../../tests/support/failed-login-store-cases';
import { connectTestRedis, removeRedisKeys, uniqueRedisPrefix } from '../../tests/support/test-redis';
import { SIGN_IN_THROTTLE } from './login-throttle';
import { RedisFailedLoginStore } from './redis-failed-login-store';

/** Decision 0062: the throttle of decision 0024 in Redis, against the real server; two connections stand for two instances. */
const run = uniqueRedisPrefix();
let first: Redis;
let second: Redis;
let stores = 0;

beforeAll(async () => {
  first = await connectTestRedis();
  second = await connectTestRedis();
});
afterAll(async () => {
  await removeRedisKeys(first, run);
  first.disconnect();
  second.disconnect();
});

/** A store with keys of its own, so each case starts from nothing. */
const freshPrefix = () => `${run}${(stores += 1)}:`;

describeFailedLoginStore('RedisFailedLoginStore', () => new RedisFailedLoginStore(first, freshPrefix()));

const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);

describe('RedisFailedLoginStore: one count for every instance', () => {
  it('lets exactly 5 of 20 attempts sent side by side through two instances go ahead', async () => {
    const prefix = freshPrefix();
    const instances = [new RedisFailedLoginStore(first, prefix), new RedisFailedLoginStore(second, prefix)];
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => instances[i % 2]!.begin({ account: 'editor@example.org', address: 'A' }, T0)));
    expect(burst.filter((verdict) => verdict.allowed)).toHaveLength(5);
    expect(burst.find((verdict) => !verdict.allowed)).toEqual({ allowed: false, reason: 'address', retryAfterMs: 1000 });
  });

  it('holds back the addresses that failed on an email once the email’s failures on all instances reach the ceiling', async () => {
    const prefix = freshPrefix();
    const instances = [new RedisFailedLoginStore(first, prefix), new RedisFailedLoginStore(second, prefix)];
    for (let i = 0; i < 100; i += 1) expect((await instances[i % 2]!.begin({ account: 'editor@example.org', address: `bot-${i}` }, T0)).allowed).toBe(true);
    expect(await instances[0]!.begin({ account: 'editor@example.org', address: 'bot-1' }, T0 + 60_000)).toEqual({ allowed: false, reason: 'account', retryAfterMs: 59 * 60_000 });
    expect((await instances[1]!.begin({ account: 'editor@example.org', address: 'owner' }, T0 + 60_000)).allowed).toBe(true);
  });
});

describe('RedisFailedLoginStore: Redis holds only what the rule still remembers', () => {
  it('lets a pair expire a day after its last failure and an email when its hour is over', async () => {
    const prefix = freshPrefix();
    const store = new RedisFailedLoginStore(first, prefix);
    await store.begin({ account: 'editor@example.org', address: 'A' }, T0);
    await store.begin({ account: 'editor@example.org', address: 'A' }, T0 + 20 * 60_000);
    const pairTtl = await first.pttl(`${prefix}pair:editor@example.org A`);
    const accountTtl = await first.pttl(`${prefix}account:editor@example.org`);
    expect(pairTtl).toBeGreaterThan(SIGN_IN_THROTTLE.pairMemoryMs - 60_000);
    expect(pairTtl).toBeLessThanOrEqual(SIGN_IN_THROTTLE.pairMemoryMs);
    expect(accountTtl).toBeGreaterThan(40 * 60_000 - 60_000);
    expect(accountTtl).toBeLessThanOrEqual(40 * 60_000);
  });

  it('forgets both keys when the only failure was the attempt that then succeeded', async () => {
    const prefix = freshPrefix();
    const store = new RedisFailedLoginStore(first, prefix);
    await store.begin({ account: 'editor@example.org', address: 'A' }, T0);
    await store.succeeded({ account: 'editor@example.org', address: 'A' }, T0);
    expect(await first.keys(`${prefix}*`)).toEqual([]);
  });
});
