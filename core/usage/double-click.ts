/**
 * COUNTER R5's double-click filter (decision 0059): the same session asking for the same item with
 * the same metric again within 30 seconds of its previous click counts once. COUNTER keeps the last
 * click of such a run; this keeps the first, which counts the same runs (the window follows every
 * click, so a click every 20 seconds for a minute is one run, one event) and lets the event be
 * written when it happens. Only the event's time differs: at most the run's length, inside a month.
 *
 * Kept in memory per instance, like the rate limits: a shared store (Redis: `SET key 1 PX 30000`
 * answering whether the key was new, `PEXPIRE` on a repeat) implements the same interface when
 * several instances serve one journal (DESIGN.md "Beyond one machine"). Without it, a run split
 * between two instances may count twice.
 */
export interface DoubleClickFilter {
  /** True when no click with this key came within the window before `at`; the click is remembered either way. */
  isCounted(key: string, at: Date): boolean;
}

export const DOUBLE_CLICK_WINDOW_MS = 30_000;

/**
 * A map from key to its last click, oldest first. Bounded: past maxEntries the oldest are forgotten
 * (at worst a repeat counts again), so a flood of sessions cannot grow memory without limit.
 */
export class MemoryDoubleClickFilter implements DoubleClickFilter {
  private readonly lastClick = new Map<string, number>();

  constructor(
    private readonly windowMs = DOUBLE_CLICK_WINDOW_MS,
    private readonly maxEntries = 100_000,
  ) {}

  get size(): number {
    return this.lastClick.size;
  }

  isCounted(key: string, at: Date): boolean {
    const now = at.getTime();
    this.forgetExpired(now);
    const last = this.lastClick.get(key);
    // Re-inserted at the back, so the map stays in time order.
    this.lastClick.delete(key);
    this.lastClick.set(key, now);
    if (this.lastClick.size > this.maxEntries) this.lastClick.delete(this.lastClick.keys().next().value!);
    return last === undefined || now - last > this.windowMs;
  }

  private forgetExpired(now: number) {
    for (const [key, last] of this.lastClick) {
      if (now - last <= this.windowMs) break;
      this.lastClick.delete(key);
    }
  }
}
