/**
 * A short-lived cache of the HTML that anonymous readers get (decision 0009). Public pages
 * are the same for every anonymous visitor but for the CSP nonce, so the nonce a page was
 * rendered with is swapped for the current request's on every hit. Signed-in viewers, non-200
 * answers and answers that set cookies are never cached.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  html: string;
  nonce: string;
  expiresAt: number;
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly values = new Map<string, { value: Promise<unknown>; expiresAt: number }>();
  private bytes = 0;
  private paused = false;

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxBytes = 32 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedPage | null {
    if (this.paused) return null;
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.delete(key);
      return null;
    }
    return entry;
  }

  set(key: string, page: Omit<CachedPage, 'expiresAt'>): void {
    if (this.paused) return;
    this.delete(key);
    const size = page.html.length * 2;
    if (size > this.maxBytes / 4) return;
    this.entries.set(key, { ...page, expiresAt: this.now() + this.ttlMs });
    this.bytes += size;
    // Oldest first: Map keeps insertion order.
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  /**
   * A value every page render reads whoever the viewer is (the journal's facts, decision 0068):
   * computed once and kept like a cached page, for the same few seconds and dropped by the same
   * change, so signed-in renders do not read it from the database each time.
   */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.paused) return compute();
    const kept = this.values.get(key);
    if (kept && kept.expiresAt > this.now()) return kept.value as Promise<T>;
    const value = compute();
    this.values.set(key, { value, expiresAt: this.now() + this.ttlMs });
    // A failed read is not kept: the next render tries again.
    value.catch(() => {
      if (this.values.get(key)?.value === value) this.values.delete(key);
    });
    return value;
  }

  /** After any change through the API: the next readers see it at once on this instance. */
  clear(): void {
    this.entries.clear();
    this.values.clear();
    this.bytes = 0;
  }

  /**
   * Decision 0062: while another instance's changes cannot reach this one (Redis unreachable), the
   * cache keeps and serves nothing, so no reader gets a page older than the outage.
   */
  pause(): void {
    this.paused = true;
    this.clear();
  }

  resume(): void {
    this.paused = false;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.html.length * 2;
    this.entries.delete(key);
  }
}

/** The page as this request must get it: its own nonce wherever the cached one stood. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.nonce && nonce ? page.html.replaceAll(page.nonce, nonce) : page.html;
}
