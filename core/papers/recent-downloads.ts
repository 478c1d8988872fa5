/**
 * Which client downloaded which paper lately, so repeated GETs do not inflate the download
 * count: one download per client and paper in DOWNLOAD_REPEAT_WINDOW_MS. Kept in memory, like
 * the rate limits (DESIGN.md "Beyond one machine": a shared store can replace it behind this
 * interface), rather than as client keys in usage_events: those rows stay free of addresses
 * and account ids. The interop issue replaces this with the COUNTER double-click rules.
 */
export interface RecentDownloads {
  /** True, and remembered, unless this client already downloaded this paper within the window. */
  isNew(client: string, paperId: number, at: Date): boolean;
}

export const DOWNLOAD_REPEAT_WINDOW_MS = 30_000;

/**
 * A map from client and paper to the end of its window, oldest first. Bounded: past maxEntries
 * the oldest are forgotten (at worst a repeat counts again), so a flood of addresses cannot
 * grow memory without limit.
 */
export class MemoryRecentDownloads implements RecentDownloads {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly windowMs = DOWNLOAD_REPEAT_WINDOW_MS,
    private readonly maxEntries = 100_000,
  ) {}

  get size(): number {
    return this.until.size;
  }

  isNew(client: string, paperId: number, at: Date): boolean {
    const now = at.getTime();
    this.forgetExpired(now);
    const key = `${paperId} ${client}`;
    const end = this.until.get(key);
    if (end !== undefined && end > now) return false;
    // Re-inserted at the back, so the map stays in window order.
    this.until.delete(key);
    this.until.set(key, now + this.windowMs);
    if (this.until.size > this.maxEntries) this.until.delete(this.until.keys().next().value!);
    return true;
  }

  private forgetExpired(now: number) {
    for (const [key, end] of this.until) {
      if (end > now) break;
      this.until.delete(key);
    }
  }
}
