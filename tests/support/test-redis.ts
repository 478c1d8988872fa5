import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis the tests use (decision 0062): the machine's own, like PostgreSQL's DATABASE_URL. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix (and channel) of this test's own, so runs side by side never share a count. */
export const uniqueRedisPrefix = (): string => `jals-test-${randomBytes(6).toString('hex')}:`;

/** A plain connection to the test Redis; fails with a line saying what to start when it is not there. */
export async function connectTestRedis(): Promise<Redis> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`The Redis tests need a Redis server at ${TEST_REDIS_URL} (start redis-server, or set TEST_REDIS_URL): ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return redis;
}

/** Removes the keys under `prefix` (only those: other runs may be using the same Redis). */
export async function removeRedisKeys(redis: Redis, prefix: string): Promise<void> {
  for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>) {
    if (keys.length) await redis.unlink(...keys);
  }
}
