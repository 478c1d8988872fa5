import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { LocalFileStore } from './file-store';

/** Decision 0022: the store's side of "files before rows", on a real temporary directory. */
let dir: string;
let root: string;
let store: LocalFileStore;

const HOUR = 3600_000;
const hashOf = (bytes: string) => createHash('sha256').update(bytes).digest('hex');
const placeOf = (sha256: string) => path.join(root, sha256.slice(0, 2), sha256);
const temps = () => readdir(path.join(root, 'tmp')).catch(() => [] as string[]);
const mtimeOf = async (file: string) => (await stat(file)).mtimeMs;
async function age(file: string, ms: number) {
  const then = new Date(Date.now() - ms);
  await utimes(file, then, then);
}
async function tempWith(bytes: string) {
  const temp = await store.tempPath();
  await writeFile(temp, bytes);
  return temp;
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'jals-store-'));
  // The store's folder does not exist yet: the first keep creates it.
  root = path.join(dir, 'files');
  store = new LocalFileStore(root);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('keep puts a file in its final place', () => {
  test('at files/<2 hex>/<sha256>, with its bytes, leaving no temp file', async () => {
    const sha256 = hashOf('manuscript one');
    await store.keep(await tempWith('manuscript one'), sha256);
    expect(await readFile(placeOf(sha256), 'utf8')).toBe('manuscript one');
    expect(await store.exists(sha256)).toBe(true);
    expect(await temps()).toEqual([]);
  });

  test('over equal content it renews the modification time, so the orphan sweep leaves it alone', async () => {
    const sha256 = hashOf('same bytes');
    await store.keep(await tempWith('same bytes'), sha256);
    await age(placeOf(sha256), 48 * HOUR);
    const before = Date.now();
    await store.keep(await tempWith('same bytes'), sha256);
    expect(await mtimeOf(placeOf(sha256))).toBeGreaterThanOrEqual(before - 1000);
    expect(await store.keptBefore(new Date(Date.now() - 24 * HOUR))).toEqual([]);
  });

  test('putBytes of content already stored renews its time too (the seed and generated files)', async () => {
    const { sha256 } = await store.putBytes(Buffer.from('generated pdf'));
    await age(placeOf(sha256), 48 * HOUR);
    const before = Date.now();
    expect(await store.putBytes(Buffer.from('generated pdf'))).toEqual({ sha256, sizeBytes: 13 });
    expect(await mtimeOf(placeOf(sha256))).toBeGreaterThanOrEqual(before - 1000);
    expect(await temps()).toEqual([]);
  });
});

describe('the orphan sweep’s side', () => {
  test('keptBefore lists the stored files last kept before the date, nothing else', async () => {
    const old = (await store.putBytes(Buffer.from('old'))).sha256;
    const fresh = (await store.putBytes(Buffer.from('fresh'))).sha256;
    await age(placeOf(old), 25 * HOUR);
    const oldTemp = await tempWith('an unfinished upload');
    await age(oldTemp, 25 * HOUR);
    await writeFile(path.join(root, old.slice(0, 2), 'not-a-hash'), 'stray');
    expect(await store.keptBefore(new Date(Date.now() - 24 * HOUR))).toEqual([old]);
    expect(await store.keptBefore(new Date(Date.now() + HOUR))).toEqual(expect.arrayContaining([old, fresh]));
  });

  test('removeUnlessKeptSince removes a file kept before the date, and only that', async () => {
    const old = (await store.putBytes(Buffer.from('old orphan'))).sha256;
    const fresh = (await store.putBytes(Buffer.from('fresh orphan'))).sha256;
    await age(placeOf(old), 25 * HOUR);
    const since = new Date(Date.now() - 24 * HOUR);
    expect(await store.removeUnlessKeptSince(old, since)).toBe(true);
    expect(await store.removeUnlessKeptSince(fresh, since)).toBe(false);
    expect(await store.removeUnlessKeptSince(old, since)).toBe(false);
    expect(await store.exists(old)).toBe(false);
    expect(await store.exists(fresh)).toBe(true);
    expect(await temps()).toEqual([]);
  });

  test('a file kept again after the sweep listed it (a new upload of the same bytes) is not removed', async () => {
    const { sha256 } = await store.putBytes(Buffer.from('uploaded twice'));
    await age(placeOf(sha256), 25 * HOUR);
    const since = new Date(Date.now() - 24 * HOUR);
    expect(await store.keptBefore(since)).toEqual([sha256]);
    // The new upload's keep lands here, before its transaction commits the row.
    await store.keep(await tempWith('uploaded twice'), sha256);
    expect(await store.removeUnlessKeptSince(sha256, since)).toBe(false);
    expect(await readFile(placeOf(sha256), 'utf8')).toBe('uploaded twice');
    expect(await temps()).toEqual([]);
  });

  test('a file set aside by a sweep that stopped half-way is put back by the next temp sweep', async () => {
    const { sha256 } = await store.putBytes(Buffer.from('set aside'));
    const aside = path.join(root, 'tmp', `${sha256}.4b7c1f0e-0000-4000-8000-000000000000.removing`);
    await rename(placeOf(sha256), aside);
    await age(aside, 2 * HOUR);
    expect(await store.sweepTemp(HOUR)).toBe(0);
    expect(await readFile(placeOf(sha256), 'utf8')).toBe('set aside');
    expect(await temps()).toEqual([]);
  });

  test('…and when a new keep has already put the same bytes back, the set-aside copy just goes', async () => {
    const { sha256 } = await store.putBytes(Buffer.from('kept meanwhile'));
    const aside = path.join(root, 'tmp', `${sha256}.0e0c7a57-0000-4000-8000-000000000000.removing`);
    await rename(placeOf(sha256), aside);
    await store.putBytes(Buffer.from('kept meanwhile'));
    expect(await store.sweepTemp(HOUR)).toBe(0);
    expect(await readFile(placeOf(sha256), 'utf8')).toBe('kept meanwhile');
    expect(await temps()).toEqual([]);
  });
});
