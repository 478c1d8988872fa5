import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Database } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { openTestDatabase } from '../../tests/support/test-database';
import { LocalFileStore } from './file-store';
import { FileSweeper, ORPHAN_GRACE_MS, sweepFiles, TEMP_MAX_AGE_MS } from './file-sweeper';
import { receiveUpload } from './receive-upload';

/** Decision 0022: temp files and orphans go after their grace periods; files rows point to stay. */
let database: Database;
let dir: string;
let root: string;
let files: LocalFileStore;

const HOUR = 3600_000;
const placeOf = (sha256: string) => path.join(root, sha256.slice(0, 2), sha256);
const temps = () => readdir(path.join(root, 'tmp')).catch(() => [] as string[]);
async function age(file: string, ms: number) {
  const then = new Date(Date.now() - ms);
  await utimes(file, then, then);
}
/** Bytes in the store, and (when `row`) the stored_files row that points to them, as a service writes them. */
async function stored(content: string, { ageMs = 0, row = false } = {}) {
  const { sha256, sizeBytes } = await files.putBytes(Buffer.from(content));
  if (row) await database.db.insert(storedFiles).values({ sha256, sizeBytes, mediaType: 'application/pdf', originalName: 'manuscript.pdf' });
  if (ageMs) await age(placeOf(sha256), ageMs);
  return sha256;
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'jals-sweep-'));
  root = path.join(dir, 'files');
  files = new LocalFileStore(root);
  await database.db.delete(storedFiles);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('sweepFiles', () => {
  test('removes temp files untouched for an hour, not younger ones (an upload in progress)', async () => {
    const old = await files.tempPath();
    const fresh = await files.tempPath();
    await writeFile(old, 'cut off');
    await writeFile(fresh, 'in progress');
    await age(old, TEMP_MAX_AGE_MS + 60_000);
    await age(fresh, TEMP_MAX_AGE_MS - 60_000);
    expect(await sweepFiles(database.db, files)).toEqual({ temp: 1, orphans: 0 });
    expect(await temps()).toEqual([path.basename(fresh)]);
  });

  test('removes a file no row points to once the grace period is over; keeps referenced files and young orphans', async () => {
    const orphan = await stored('old orphan', { ageMs: ORPHAN_GRACE_MS + HOUR });
    const referenced = await stored('old referenced', { ageMs: ORPHAN_GRACE_MS + HOUR, row: true });
    const young = await stored('young orphan', { ageMs: ORPHAN_GRACE_MS - HOUR });
    expect(await sweepFiles(database.db, files)).toEqual({ temp: 0, orphans: 1 });
    expect(await files.exists(orphan)).toBe(false);
    expect(await files.exists(referenced)).toBe(true);
    expect(await files.exists(young)).toBe(true);
    // A day later the young orphan's time is up too; the referenced file stays for good.
    expect(await sweepFiles(database.db, files, { now: new Date(Date.now() + 2 * HOUR) })).toEqual({ temp: 0, orphans: 1 });
    expect(await files.exists(young)).toBe(false);
    expect(await sweepFiles(database.db, files, { now: new Date(Date.now() + 365 * 24 * HOUR) })).toEqual({ temp: 0, orphans: 0 });
    expect(await files.exists(referenced)).toBe(true);
  });

  test('a new upload of an old orphan’s bytes renews it: the sweep leaves it while the transaction runs, and after', async () => {
    const sha256 = await stored('the same manuscript again', { ageMs: 3 * ORPHAN_GRACE_MS });
    const upload = await receiveUpload(files, Readable.from([Buffer.from('the same manuscript again')]), 1000);
    expect(upload.sha256).toBe(sha256);
    await files.keep(upload.tempFile, upload.sha256);
    // The transaction that records the upload is still running: no row yet.
    expect(await sweepFiles(database.db, files)).toEqual({ temp: 0, orphans: 0 });
    expect(await files.exists(sha256)).toBe(true);
    await database.db.insert(storedFiles).values({ sha256, sizeBytes: upload.sizeBytes, mediaType: 'application/pdf', originalName: 'again.pdf' });
    expect(await sweepFiles(database.db, files, { now: new Date(Date.now() + 3 * ORPHAN_GRACE_MS) })).toEqual({ temp: 0, orphans: 0 });
    expect(await files.exists(sha256)).toBe(true);
  });

  test('with a zero grace period every file no row points to goes, and the temp folder ends empty', async () => {
    const orphan = await stored('failed transaction');
    const referenced = await stored('committed', { row: true });
    await writeFile(await files.tempPath(), 'unfinished');
    expect(await sweepFiles(database.db, files, { now: new Date(Date.now() + 1000), tempMaxAgeMs: 0, orphanGraceMs: 0 })).toEqual({ temp: 1, orphans: 1 });
    expect(await files.exists(orphan)).toBe(false);
    expect(await files.exists(referenced)).toBe(true);
    expect(await temps()).toEqual([]);
  });
});

describe('FileSweeper', () => {
  test('sweeps on its own every interval until stopped', async () => {
    const sweeper = new FileSweeper(database.db, files);
    const errors: unknown[] = [];
    sweeper.start((error) => errors.push(error), 20);
    try {
      const cutOff = await files.tempPath();
      await writeFile(cutOff, 'cut off');
      await age(cutOff, 2 * HOUR);
      const orphan = await stored('orphan', { ageMs: 2 * ORPHAN_GRACE_MS });
      await expect.poll(async () => (await temps()).length + Number(await files.exists(orphan)), { timeout: 5000 }).toBe(0);
    } finally {
      await sweeper.stop();
    }
    const afterStop = await files.tempPath();
    await writeFile(afterStop, 'cut off after the stop');
    await age(afterStop, 2 * HOUR);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await temps()).toEqual([path.basename(afterStop)]);
    expect(errors).toEqual([]);
  });
});
