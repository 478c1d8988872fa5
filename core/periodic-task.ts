/**
 * Work the server repeats while it runs (the file sweep, review reminders, the embedded database's
 * vacuum): one pass at a time (a pass asked for while one is under way is awaited, not doubled), on
 * a timer that never keeps the process alive, stopped before the database closes.
 */
export class PeriodicTask<T> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<T> | null = null;

  constructor(private readonly work: () => Promise<T>) {}

  /** One pass now; a pass already under way is awaited rather than doubled. */
  pass(): Promise<T> {
    this.running ??= this.work().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** A pass every intervalMs (and one at once with `now`). Failures go to onError. */
  start(onError: (error: unknown) => void, intervalMs: number, options: { now?: boolean } = {}): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.pass().catch(onError);
    }, intervalMs);
    this.timer.unref();
    if (options.now) this.pass().catch(onError);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }
}
