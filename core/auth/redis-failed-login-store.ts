import type { Redis } from 'ioredis';
import {
  SIGN_IN_THROTTLE,
  signInVerdict,
  type AccountFailures,
  type FailedLoginStore,
  type PairFailures,
  type SignInAttempt,
  type SignInThrottlePolicy,
  type SignInVerdict,
} from './login-throttle';

/**
 * Writes both keys only if neither changed since they were read (compare and set), so the rule
 * itself stays in one place, `signInVerdict`, and two instances can never both count from the
 * same state. An empty new value deletes the key; a value is kept for its TTL in milliseconds.
 */
const COMPARE_AND_SET = `
local function value(key)
  local current = redis.call('GET', key)
  if current then return current end
  return ''
end
if value(KEYS[1]) ~= ARGV[1] or value(KEYS[2]) ~= ARGV[2] then return 0 end
local function put(key, new, ttl)
  if new == '' then redis.call('DEL', key) else redis.call('SET', key, new, 'PX', ttl) end
end
put(KEYS[1], ARGV[3], ARGV[4])
put(KEYS[2], ARGV[5], ARGV[6])
return 1
`;

/** Other sign-ins on the same email and address changed the keys in between this many times in a row: give up (the caller falls back). */
const MAX_ROUNDS = 50;

interface ThrottleCommands {
  signInCompareAndSet(pairKey: string, accountKey: string, seenPair: string, seenAccount: string, pair: string, pairTtlMs: number, account: string, accountTtlMs: number): Promise<number>;
}

/**
 * The sign-in throttle of decision 0024 kept in Redis, shared by every instance (decision 0062).
 * The same state as MemoryFailedLoginStore (two counters and a time per key), the same rule; each
 * key expires when the rule would forget it (a pair `pairMemoryMs` after its last failure, an
 * email when its window closes), so Redis holds no more than the live entries.
 */
export class RedisFailedLoginStore implements FailedLoginStore {
  private readonly redis: Redis & ThrottleCommands;

  constructor(
    redis: Redis,
    private readonly prefix: string,
    private readonly policy: SignInThrottlePolicy = SIGN_IN_THROTTLE,
  ) {
    if (!('signInCompareAndSet' in redis)) redis.defineCommand('signInCompareAndSet', { numberOfKeys: 2, lua: COMPARE_AND_SET });
    this.redis = redis as Redis & ThrottleCommands;
  }

  async begin(attempt: SignInAttempt, now: number): Promise<SignInVerdict> {
    return this.update<SignInVerdict>(attempt, now, (pair, account) => {
      const verdict = signInVerdict(pair, account, now, this.policy);
      if (!verdict.allowed) return { verdict, write: null };
      return {
        verdict,
        write: {
          pair: { failures: (pair?.failures ?? 0) + 1, lastFailureAt: now },
          account: account ? { ...account, failures: account.failures + 1 } : { failures: 1, windowStart: now },
        },
      };
    });
  }

  async succeeded(attempt: SignInAttempt, now: number): Promise<void> {
    await this.update(attempt, now, (_pair, account) => ({
      verdict: undefined,
      write: { pair: null, account: account && account.failures > 1 ? { ...account, failures: account.failures - 1 } : null },
    }));
  }

  /**
   * Reads both keys, asks `next` what they become (null: forgotten), and writes that unless
   * another sign-in changed them meanwhile, in which case it reads again.
   */
  private async update<T>(
    attempt: SignInAttempt,
    now: number,
    next: (pair: PairFailures | undefined, account: AccountFailures | undefined) => { verdict: T; write: { pair: PairFailures | null; account: AccountFailures | null } | null },
  ): Promise<T> {
    const pairKey = `${this.prefix}pair:${attempt.account} ${attempt.address}`;
    const accountKey = `${this.prefix}account:${attempt.account}`;
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const [seenPair, seenAccount] = await this.redis.mget(pairKey, accountKey);
      const pair = decode(seenPair);
      const account = decode(seenAccount);
      const { verdict, write } = next(
        pair && now - pair.at < this.policy.pairMemoryMs ? { failures: pair.count, lastFailureAt: pair.at } : undefined,
        account && now - account.at < this.policy.accountWindowMs ? { failures: account.count, windowStart: account.at } : undefined,
      );
      if (!write) return verdict;
      const written = await this.redis.signInCompareAndSet(
        pairKey,
        accountKey,
        seenPair ?? '',
        seenAccount ?? '',
        write.pair ? encode(write.pair.failures, write.pair.lastFailureAt) : '',
        this.policy.pairMemoryMs,
        write.account ? encode(write.account.failures, write.account.windowStart) : '',
        write.account ? Math.max(1, write.account.windowStart + this.policy.accountWindowMs - now) : 0,
      );
      if (written === 1) return verdict;
    }
    throw new Error(`the sign-in throttle's keys for ${attempt.account} kept changing during ${MAX_ROUNDS} attempts to update them`);
  }
}

/** A stored value: failures and a time (the last failure for a pair, the window's start for an email). */
interface Entry {
  count: number;
  at: number;
}

const encode = (count: number, at: number) => `${count}:${at}`;

function decode(value: string | null | undefined): Entry | undefined {
  const match = value ? /^(\d+):(-?\d+)$/.exec(value) : null;
  return match ? { count: Number(match[1]), at: Number(match[2]) } : undefined;
}
