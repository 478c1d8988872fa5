import { MemoryFailedLoginStore, type FailedLoginStore, type SignInAttempt, type SignInVerdict } from '../../core/auth/login-throttle';
import { RedisFailedLoginStore } from '../../core/auth/redis-failed-login-store';
import type { SharedRedis } from './shared-redis';

/**
 * Decision 0062: sign-in failures counted in Redis for every instance, under REDIS_PREFIX +
 * `signin:`; while Redis is unreachable, in this instance's memory, as without Redis.
 */
export class SharedFailedLoginStore implements FailedLoginStore {
  private readonly shared: RedisFailedLoginStore;
  private readonly local = new MemoryFailedLoginStore();

  constructor(private readonly redis: SharedRedis) {
    this.shared = new RedisFailedLoginStore(redis.commands, redis.keys.signIn);
  }

  begin(attempt: SignInAttempt, now: number): Promise<SignInVerdict> {
    return this.redis.attempt(() => this.shared.begin(attempt, now), () => this.local.begin(attempt, now));
  }

  succeeded(attempt: SignInAttempt, now: number): Promise<void> {
    return this.redis.attempt(() => this.shared.succeeded(attempt, now), () => this.local.succeeded(attempt, now));
  }
}
