import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { LocalFileStore } from './file-store';
import { receiveUpload, UploadTooLargeError } from './receive-upload';

let root: string;
let store: LocalFileStore;
const temps = () => readdir(path.join(root, 'tmp')).catch(() => [] as string[]);
const chunks = (sizes: number[]) => Readable.from(sizes.map((size, i) => Buffer.alloc(size, i + 1)));

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'jals-store-'));
  store = new LocalFileStore(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('receiveUpload streams to a temp file, counting and hashing', () => {
  test('a file at the limit is written whole with its size and sha256, and kept under its hash', async () => {
    const received = await receiveUpload(store, chunks([600, 400]), 1000);
    const bytes = Buffer.concat([Buffer.alloc(600, 1), Buffer.alloc(400, 2)]);
    expect(received.sizeBytes).toBe(1000);
    expect(received.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect((await readFile(received.tempFile)).equals(bytes)).toBe(true);
    await store.keep(received.tempFile, received.sha256);
    expect(await store.exists(received.sha256)).toBe(true);
    expect(await temps()).toEqual([]);
  });

  test('one byte over the limit fails and leaves no temp file', async () => {
    await expect(receiveUpload(store, chunks([600, 401]), 1000)).rejects.toBeInstanceOf(UploadTooLargeError);
    expect(await temps()).toEqual([]);
  });

  test('a source that breaks off mid-file leaves no temp file', async () => {
    const broken = new Readable({
      read() {
        this.push(Buffer.alloc(100));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(receiveUpload(store, broken, 1000)).rejects.toThrow('client went away');
    expect(await temps()).toEqual([]);
  });
});

describe('sweepTemp', () => {
  test('removes only temp files older than the given age', async () => {
    const old = await store.tempPath();
    const fresh = await store.tempPath();
    await writeFile(old, 'old');
    await writeFile(fresh, 'fresh');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await utimes(old, twoHoursAgo, twoHoursAgo);
    expect(await store.sweepTemp(3600_000)).toBe(1);
    expect(await temps()).toEqual([path.basename(fresh)]);
  });
});
