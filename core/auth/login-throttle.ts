/**
 * Counts failed sign-ins per account so that guessing one account's password from many
 * addresses is slowed too (the per-address limit is the HTTP edge's). In memory by default;
 * a shared store can implement the same interface when several instances run (DESIGN.md).
 */
export interface FailedLoginStore {
  isLocked(key: string, now: number): boolean;
  recordFailure(key: string, now: number): void;
  reset(key: string): void;
}

export class MemoryFailedLoginStore implements FailedLoginStore {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures = 5,
    private readonly windowMs = 15 * 60 * 1000,
  ) {}

  isLocked(key: string, now: number): boolean {
    return this.recent(key, now).length >= this.maxFailures;
  }

  recordFailure(key: string, now: number): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.failures.set(key, recent);
    if (this.failures.size > 10_000) this.prune(now);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((at) => now - at < this.windowMs);
  }

  private prune(now: number): void {
    for (const [key, times] of this.failures) {
      if (times.every((at) => now - at >= this.windowMs)) this.failures.delete(key);
    }
  }
}
