import type { Db } from '../../db/client';
import { PeriodicTask } from '../periodic-task';
import type { FileStore } from './file-store';
import { referencedHashes } from './stored-files.repo';

/** An upload in progress writes to its temp file all the time; one untouched for an hour was cut off. */
export const TEMP_MAX_AGE_MS = 60 * 60 * 1000;
/**
 * A kept file no row points to may belong to a transaction still running (files before rows,
 * decision 0022); after a day untouched it belongs to one that failed or never came.
 */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
const BATCH = 500;

export interface SweepOptions {
  now?: Date;
  tempMaxAgeMs?: number;
  orphanGraceMs?: number;
}

export interface SweepResult {
  /** Temp files of uploads that never finished. */
  temp: number;
  /** Stored files no stored_files row points to. */
  orphans: number;
}

/**
 * One pass of the sweep (decision 0022): temp files older than an hour, then stored files last
 * kept more than the grace period ago that no row points to. The row is checked after the age,
 * and the age once more as the file is taken, so a file kept again for a new row is never removed.
 */
export async function sweepFiles(db: Db, files: FileStore, options: SweepOptions = {}): Promise<SweepResult> {
  const now = options.now ?? new Date();
  const temp = await files.sweepTemp(options.tempMaxAgeMs ?? TEMP_MAX_AGE_MS, now);
  const keptBefore = new Date(now.getTime() - (options.orphanGraceMs ?? ORPHAN_GRACE_MS));
  const candidates = await files.keptBefore(keptBefore);
  let orphans = 0;
  for (let start = 0; start < candidates.length; start += BATCH) {
    const batch = candidates.slice(start, start + BATCH);
    const referenced = await referencedHashes(db, batch);
    for (const sha256 of batch) {
      if (!referenced.has(sha256) && (await files.removeUnlessKeptSince(sha256, keptBefore))) orphans += 1;
    }
  }
  return { temp, orphans };
}

/** Runs `sweepFiles` at start-up and every 10 minutes while the server runs (server/main.ts). */
export class FileSweeper {
  private readonly task: PeriodicTask<SweepResult>;

  constructor(db: Db, files: FileStore, options: Omit<SweepOptions, 'now'> & { clock?: () => Date } = {}) {
    this.task = new PeriodicTask(() => sweepFiles(db, files, { ...options, now: (options.clock ?? (() => new Date()))() }));
  }

  /** One pass now; a pass already under way is awaited rather than doubled. */
  sweep(): Promise<SweepResult> {
    return this.task.pass();
  }

  /** Sweeps every intervalMs; the timer never keeps the process alive. Failures go to onError. */
  start(onError: (error: unknown) => void, intervalMs = SWEEP_INTERVAL_MS): void {
    this.task.start(onError, intervalMs);
  }

  stop(): Promise<void> {
    return this.task.stop();
  }
}
