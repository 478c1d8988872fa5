import { AppError } from '../errors';

/**
 * Sign-in throttling (decision 0024). Failures are counted per (email, client address), so
 * nobody can keep the owner of an account out by failing on purpose: only the failing address
 * waits, and the wait doubles with each further failure. A much higher ceiling per email, over
 * all addresses, stops guessing spread over many addresses; it holds back only the addresses
 * that have failed on that email, so the right password from a clean address always signs in.
 * Unknown emails are counted like known ones, so the answers never tell whether an account exists.
 */
export interface SignInThrottlePolicy {
  /** Failures of one (email, address) pair that cost nothing... */
  freeFailures: number;
  /** ...after which the pair waits this long, doubling with each further failure... */
  firstDelayMs: number;
  /** ...up to this. */
  maxDelayMs: number;
  /** A pair's failures are forgotten this long after its last one (or at once on success). */
  pairMemoryMs: number;
  /** Failures of one email from all addresses together, in a window... */
  accountCeiling: number;
  /** ...that opens at the email's first failure and lasts this long. */
  accountWindowMs: number;
  /** Pairs (and, separately, emails) kept in memory at most: memory stays bounded under a flood. */
  maxEntries: number;
}

export const SIGN_IN_THROTTLE: SignInThrottlePolicy = {
  freeFailures: 5,
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60_000,
  pairMemoryMs: 24 * 60 * 60_000,
  accountCeiling: 100,
  accountWindowMs: 60 * 60_000,
  maxEntries: 50_000,
};

/** One sign-in: the email as the account is keyed (lower case), and the client address (an IPv6 /64 counts as one). */
export interface SignInAttempt {
  account: string;
  address: string;
}

export type SignInVerdict = { allowed: true } | { allowed: false; reason: 'address' | 'account'; retryAfterMs: number };

/**
 * Where failures are counted: in memory by default, a shared store (Redis) when several instances
 * run (DESIGN.md "Beyond one machine"); hence the promises.
 */
export interface FailedLoginStore {
  /**
   * Asked before the password is checked, so a refused attempt never costs an argon2 hash. An
   * attempt that may go ahead is counted as a failure at once, so requests sent side by side
   * cannot all slip under the count; `succeeded` takes it back.
   */
  begin(attempt: SignInAttempt, now: number): Promise<SignInVerdict>;
  /** The password was right: the pair's failures are forgotten. */
  succeeded(attempt: SignInAttempt, now: number): Promise<void>;
}

export interface PairFailures {
  failures: number;
  lastFailureAt: number;
}

export interface AccountFailures {
  failures: number;
  windowStart: number;
}

/** The wait after a pair's `failures` failures in a row: none for the free ones, then 1 s, 2 s, 4 s … capped. */
export function backoffMs(failures: number, policy: SignInThrottlePolicy = SIGN_IN_THROTTLE): number {
  const beyond = failures - policy.freeFailures;
  if (beyond < 0) return 0;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(beyond, 40));
}

/** The rule itself, pure, so that any store applies the same one to the state it keeps (pair and email still live). */
export function signInVerdict(
  pair: PairFailures | undefined,
  account: AccountFailures | undefined,
  now: number,
  policy: SignInThrottlePolicy = SIGN_IN_THROTTLE,
): SignInVerdict {
  const addressWait = pair ? Math.max(0, pair.lastFailureAt + backoffMs(pair.failures, policy) - now) : 0;
  // Over the ceiling, only addresses that failed on this email during the window are held back.
  const accountWait =
    account && pair && account.failures >= policy.accountCeiling && pair.lastFailureAt >= account.windowStart
      ? Math.max(0, account.windowStart + policy.accountWindowMs - now)
      : 0;
  if (addressWait === 0 && accountWait === 0) return { allowed: true };
  return accountWait > addressWait
    ? { allowed: false, reason: 'account', retryAfterMs: accountWait }
    : { allowed: false, reason: 'address', retryAfterMs: addressWait };
}

/** Refused by the throttle: the HTTP edge answers 429 with this message and Retry-After. */
export class SignInThrottledError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message);
  }
}

/**
 * One instance's memory. Maps keep insertion order and every write re-inserts, so the first
 * entries are the longest untouched: expired ones are swept every so often, and when a map is
 * full the oldest go first.
 */
export class MemoryFailedLoginStore implements FailedLoginStore {
  private readonly pairs = new Map<string, PairFailures>();
  private readonly accounts = new Map<string, AccountFailures>();
  private writes = 0;

  constructor(private readonly policy: SignInThrottlePolicy = SIGN_IN_THROTTLE) {}

  async begin(attempt: SignInAttempt, now: number): Promise<SignInVerdict> {
    const key = pairKey(attempt);
    const pair = this.livePair(key, now);
    const account = this.liveAccount(attempt.account, now);
    const verdict = signInVerdict(pair, account, now, this.policy);
    if (!verdict.allowed) return verdict;
    put(this.pairs, key, { failures: (pair?.failures ?? 0) + 1, lastFailureAt: now });
    put(this.accounts, attempt.account, account ? { ...account, failures: account.failures + 1 } : { failures: 1, windowStart: now });
    this.keepBounded(now);
    return verdict;
  }

  async succeeded(attempt: SignInAttempt, now: number): Promise<void> {
    this.pairs.delete(pairKey(attempt));
    const account = this.liveAccount(attempt.account, now);
    if (account && account.failures > 1) account.failures -= 1;
    else if (account) this.accounts.delete(attempt.account);
  }

  /** Entries held, for the tests of the bound. */
  get size(): { pairs: number; accounts: number } {
    return { pairs: this.pairs.size, accounts: this.accounts.size };
  }

  private livePair(key: string, now: number): PairFailures | undefined {
    const pair = this.pairs.get(key);
    if (pair && now - pair.lastFailureAt >= this.policy.pairMemoryMs) {
      this.pairs.delete(key);
      return undefined;
    }
    return pair;
  }

  private liveAccount(key: string, now: number): AccountFailures | undefined {
    const account = this.accounts.get(key);
    if (account && now - account.windowStart >= this.policy.accountWindowMs) {
      this.accounts.delete(key);
      return undefined;
    }
    return account;
  }

  private keepBounded(now: number): void {
    this.writes += 1;
    const full = this.pairs.size > this.policy.maxEntries || this.accounts.size > this.policy.maxEntries;
    if (!full && this.writes % 1000 !== 0) return;
    for (const [key, pair] of this.pairs) if (now - pair.lastFailureAt >= this.policy.pairMemoryMs) this.pairs.delete(key);
    for (const [key, account] of this.accounts) if (now - account.windowStart >= this.policy.accountWindowMs) this.accounts.delete(key);
    // Still full of live entries (a flood from many addresses): forget the longest untouched tenth.
    shrink(this.pairs, this.policy.maxEntries);
    shrink(this.accounts, this.policy.maxEntries);
  }
}

/** Emails hold no whitespace (EMAIL_PATTERN), so a space cannot make two pairs share a key. */
const pairKey = ({ account, address }: SignInAttempt) => `${account} ${address}`;

function put<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
}

function shrink<V>(map: Map<string, V>, max: number): void {
  if (map.size <= max) return;
  const target = Math.floor(max * 0.9);
  for (const key of map.keys()) {
    if (map.size <= target) break;
    map.delete(key);
  }
}
