import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { SharedRedis } from './shared-redis';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/** The stores @fastify/rate-limit is made of: the very Redis store its `redis` option builds (same Lua, same keys), and its in-memory one. */
interface PluginStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): PluginStore;
}
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, nameSpace: string) => PluginStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (continueExceeding: boolean, exponentialBackoff: boolean) => PluginStore;

const call = (store: PluginStore, method: 'incr' | 'read', key: string, timeWindow: number, max: number) =>
  new Promise<Counted>((resolve, reject) => store[method](key, (error, result) => (error || !result ? reject(error ?? new Error('no count')) : resolve(result)), timeWindow, max));

/**
 * Decision 0062: each limit counted once across instances, in Redis under REDIS_PREFIX + `rl:`;
 * while Redis is unreachable, in this instance as without Redis. (The plugin's own `skipOnError`
 * would let every request through during an outage instead: no limit at all on sign-in guesses.)
 */
class SharedOrLocalStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: SharedRedis,
    private readonly shared: PluginStore,
    private readonly local: PluginStore,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.count('incr', key, timeWindow, max).then((result) => callback(null, result), callback);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.count('read', key, timeWindow, max).then((result) => callback(null, result), callback);
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new SharedOrLocalStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }

  private count(method: 'incr' | 'read', key: string, timeWindow: number, max: number): Promise<Counted> {
    return this.redis.attempt(
      () => call(this.shared, method, key, timeWindow, max),
      () => call(this.local, method, key, timeWindow, max),
    );
  }
}

/** The `store` option of @fastify/rate-limit for this Redis. */
export function sharedRateLimitStore(redis: SharedRedis): FastifyRateLimitStoreCtor {
  return class extends SharedOrLocalStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(redis, new RedisStore(continueExceeding, exponentialBackoff, redis.commands, redis.keys.rateLimit), new LocalStore(continueExceeding, exponentialBackoff));
    }
  };
}
