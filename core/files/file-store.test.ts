import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startS3Server, type TestS3Server } from '../../tests/support/s3-server';
import { isAppError } from '../errors';
import { LocalFileStore, type FileStore } from './file-store';
import { FILE_STORAGE_UNAVAILABLE, S3FileStore } from './s3-file-store';

/**
 * Decision 0022: the store's side of "files before rows", one body run against both stores
 * (decision 0063): the local directory on a real temporary folder, and the object store on a
 * local S3-compatible server (s3rver).
 */
const HOUR = 3600_000;
const hashOf = (bytes: string | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** One store under test, with what the test needs to see of it from outside. */
interface Subject {
  store: FileStore;
  tempDir: string;
  /** Sets the file's kept time back by `ms`, as if it had been kept that long ago. */
  age(sha256: string, ms: number): Promise<void>;
  /** The file's kept time as the store records it (modification time, LastModified). */
  keptAt(sha256: string): Promise<number>;
  /** Something that is not a stored file, next to the stored files. */
  putStray(sha256: string): Promise<void>;
  close(): Promise<void>;
}

let s3: TestS3Server;
let s3Client: S3Client;
beforeAll(async () => {
  s3 = await startS3Server();
  s3Client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
});
afterAll(async () => {
  s3Client.destroy();
  await s3.close();
});

async function localSubject(): Promise<Subject> {
  const dir = await mkdtemp(path.join(tmpdir(), 'jals-store-'));
  // The store's folder does not exist yet: the first keep creates it.
  const root = path.join(dir, 'files');
  const placeOf = (sha256: string) => path.join(root, sha256.slice(0, 2), sha256);
  const store = new LocalFileStore(root);
  return {
    store,
    tempDir: path.join(root, 'tmp'),
    async age(sha256, ms) {
      const then = new Date(Date.now() - ms);
      await utimes(placeOf(sha256), then, then);
    },
    keptAt: async (sha256) => (await stat(placeOf(sha256))).mtimeMs,
    putStray: (sha256) => writeFile(path.join(root, sha256.slice(0, 2), 'not-a-hash'), 'stray'),
    async close() {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function s3Subject(): Promise<Subject> {
  const dir = await mkdtemp(path.join(tmpdir(), 'jals-store-'));
  // A prefix per test: the tests share one bucket, and the prefix of S3_URL is exercised.
  const prefix = `site-${randomUUID()}/`;
  const keyOf = (sha256: string) => `${prefix}files/${sha256.slice(0, 2)}/${sha256}`;
  const store = new S3FileStore(
    { endpoint: s3.endpoint, bucket: s3.bucket, prefix, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } },
    path.join(dir, 'tmp'),
  );
  return {
    store,
    tempDir: path.join(dir, 'tmp'),
    age: (sha256, ms) => s3.age(keyOf(sha256), ms),
    keptAt: async (sha256) => (await s3Client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: keyOf(sha256) }))).LastModified!.getTime(),
    putStray: async (sha256) => {
      await s3Client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: `${prefix}files/${sha256.slice(0, 2)}/not-a-hash`, Body: 'stray' }));
    },
    async close() {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each([
  ['the local directory', localSubject],
  ['the S3-compatible object store', s3Subject],
])('%s', (_name, makeSubject) => {
  let subject: Subject;
  let store: FileStore;
  const temps = () => readdir(subject.tempDir).catch(() => [] as string[]);
  const read = async (sha256: string) => (await bytesOf(store.open(sha256))).toString('utf8');
  async function tempWith(bytes: string | Uint8Array) {
    const temp = await store.tempPath();
    await writeFile(temp, bytes);
    return temp;
  }

  beforeEach(async () => {
    subject = await makeSubject();
    store = subject.store;
  });
  afterEach(() => subject.close());

  describe('keep puts a file in its final place', () => {
    test('under its hash, with its bytes, leaving no temp file', async () => {
      const sha256 = hashOf('manuscript one');
      await store.keep(await tempWith('manuscript one'), sha256);
      expect(await read(sha256)).toBe('manuscript one');
      expect(await store.exists(sha256)).toBe(true);
      expect(await temps()).toEqual([]);
    });

    test('a file larger than one part of an upload comes back byte for byte', async () => {
      const bytes = Buffer.alloc(9 * 1024 * 1024 + 17);
      for (let i = 0; i < bytes.length; i += 4096) bytes[i] = i % 251;
      const sha256 = hashOf(bytes);
      await store.keep(await tempWith(bytes), sha256);
      expect(hashOf(await bytesOf(store.open(sha256)))).toBe(sha256);
    });

    test('over equal content it renews the modification time, so the orphan sweep leaves it alone', async () => {
      const sha256 = hashOf('same bytes');
      await store.keep(await tempWith('same bytes'), sha256);
      await subject.age(sha256, 48 * HOUR);
      const before = Date.now();
      await store.keep(await tempWith('same bytes'), sha256);
      expect(await subject.keptAt(sha256)).toBeGreaterThanOrEqual(before - 1000);
      expect(await store.keptBefore(new Date(Date.now() - 24 * HOUR))).toEqual([]);
    });

    test('putBytes of content already stored renews its time too (the seed and generated files)', async () => {
      const { sha256 } = await store.putBytes(Buffer.from('generated pdf'));
      await subject.age(sha256, 48 * HOUR);
      const before = Date.now();
      expect(await store.putBytes(Buffer.from('generated pdf'))).toEqual({ sha256, sizeBytes: 13 });
      expect(await subject.keptAt(sha256)).toBeGreaterThanOrEqual(before - 1000);
      expect(await read(sha256)).toBe('generated pdf');
      expect(await temps()).toEqual([]);
    });

    test('a file never stored does not exist, and opening it fails', async () => {
      const sha256 = hashOf('never stored');
      expect(await store.exists(sha256)).toBe(false);
      await expect(bytesOf(store.open(sha256))).rejects.toThrow();
    });
  });

  describe('the orphan sweep’s side', () => {
    test('keptBefore lists the stored files last kept before the date, nothing else', async () => {
      const old = (await store.putBytes(Buffer.from('old'))).sha256;
      const fresh = (await store.putBytes(Buffer.from('fresh'))).sha256;
      await subject.age(old, 25 * HOUR);
      const oldTemp = await tempWith('an unfinished upload');
      const then = new Date(Date.now() - 25 * HOUR);
      await utimes(oldTemp, then, then);
      await subject.putStray(old);
      expect(await store.keptBefore(new Date(Date.now() - 24 * HOUR))).toEqual([old]);
      expect(await store.keptBefore(new Date(Date.now() + HOUR))).toEqual(expect.arrayContaining([old, fresh]));
    });

    test('removeUnlessKeptSince removes a file kept before the date, and only that', async () => {
      const old = (await store.putBytes(Buffer.from('old orphan'))).sha256;
      const fresh = (await store.putBytes(Buffer.from('fresh orphan'))).sha256;
      await subject.age(old, 25 * HOUR);
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
      await subject.age(sha256, 25 * HOUR);
      const since = new Date(Date.now() - 24 * HOUR);
      expect(await store.keptBefore(since)).toEqual([sha256]);
      // The new upload's keep lands here, before its transaction commits the row.
      await store.keep(await tempWith('uploaded twice'), sha256);
      expect(await store.removeUnlessKeptSince(sha256, since)).toBe(false);
      expect(await read(sha256)).toBe('uploaded twice');
      expect(await temps()).toEqual([]);
    });

    test('sweepTemp removes the temp files of uploads cut off, not those still arriving', async () => {
      const stale = await tempWith('cut off');
      const then = new Date(Date.now() - 2 * HOUR);
      await utimes(stale, then, then);
      const arriving = await tempWith('still arriving');
      expect(await store.sweepTemp(HOUR)).toBe(1);
      expect(await temps()).toEqual([path.basename(arriving)]);
    });
  });
});

describe('the local directory: files set aside by a sweep', () => {
  let subject: Subject;
  let root: string;
  const placeOf = (sha256: string) => path.join(root, sha256.slice(0, 2), sha256);
  const temps = () => readdir(subject.tempDir).catch(() => [] as string[]);
  beforeEach(async () => {
    subject = await localSubject();
    root = path.dirname(subject.tempDir);
  });
  afterEach(() => subject.close());

  test('a file set aside by a sweep that stopped half-way is put back by the next temp sweep', async () => {
    const { sha256 } = await subject.store.putBytes(Buffer.from('set aside'));
    const aside = path.join(subject.tempDir, `${sha256}.4b7c1f0e-0000-4000-8000-000000000000.removing`);
    await rename(placeOf(sha256), aside);
    const then = new Date(Date.now() - 2 * HOUR);
    await utimes(aside, then, then);
    expect(await subject.store.sweepTemp(HOUR)).toBe(0);
    expect(await readFile(placeOf(sha256), 'utf8')).toBe('set aside');
    expect(await temps()).toEqual([]);
  });

  test('…and when a new keep has already put the same bytes back, the set-aside copy just goes', async () => {
    const { sha256 } = await subject.store.putBytes(Buffer.from('kept meanwhile'));
    const aside = path.join(subject.tempDir, `${sha256}.0e0c7a57-0000-4000-8000-000000000000.removing`);
    await rename(placeOf(sha256), aside);
    await subject.store.putBytes(Buffer.from('kept meanwhile'));
    expect(await subject.store.sweepTemp(HOUR)).toBe(0);
    expect(await readFile(placeOf(sha256), 'utf8')).toBe('kept meanwhile');
    expect(await temps()).toEqual([]);
  });
});

describe('the S3-compatible object store when it cannot be reached', () => {
  let down: TestS3Server;
  let subject: { store: S3FileStore; dir: string };
  beforeAll(async () => {
    down = await startS3Server();
    await down.stop();
  });
  afterAll(() => down.close());
  beforeEach(async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'jals-store-'));
    subject = { dir, store: new S3FileStore({ endpoint: down.endpoint, bucket: down.bucket, prefix: '', region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }, path.join(dir, 'tmp')) };
  });
  afterEach(async () => {
    await subject.store.close();
    await rm(subject.dir, { recursive: true, force: true });
  });

  const unavailable = (error: unknown) => isAppError(error) && error.code === 'UNAVAILABLE' && error.message === FILE_STORAGE_UNAVAILABLE;

  test('keep fails with "File storage is unavailable" and leaves the temp file for the caller to discard', async () => {
    const temp = await subject.store.tempPath();
    await writeFile(temp, 'a manuscript');
    const failure = await subject.store.keep(temp, hashOf('a manuscript')).catch((error: unknown) => error);
    expect(unavailable(failure)).toBe(true);
    expect(await readFile(temp, 'utf8')).toBe('a manuscript');
  });

  test('putBytes, exists, open and the sweep’s listing fail the same way, never as "not found"', async () => {
    const sha256 = hashOf('anything');
    expect(unavailable(await subject.store.putBytes(Buffer.from('anything')).catch((error: unknown) => error))).toBe(true);
    expect(unavailable(await subject.store.exists(sha256).catch((error: unknown) => error))).toBe(true);
    expect(unavailable(await bytesOf(subject.store.open(sha256)).catch((error: unknown) => error))).toBe(true);
    expect(unavailable(await subject.store.keptBefore(new Date()).catch((error: unknown) => error))).toBe(true);
    expect(unavailable(await subject.store.removeUnlessKeptSince(sha256, new Date()).catch((error: unknown) => error))).toBe(true);
  });
});

describe('the S3-compatible object store when it accepts connections and never answers', () => {
  let silent: Server;
  const sockets = new Set<Socket>();
  let endpoint: string;
  beforeAll(async () => {
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.resume();
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(silent.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  test('keep gives up within its bounds (a silent connection is dropped, one retry) with the same clear failure', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'jals-store-'));
    const store = new S3FileStore(
      { endpoint, bucket: 'journal-files', prefix: '', region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } },
      path.join(dir, 'tmp'),
      { connectionTimeout: 200, socketTimeout: 300, maxAttempts: 2 },
    );
    try {
      const temp = await store.tempPath();
      await writeFile(temp, 'a manuscript');
      // Unbounded, this would wait for ever and the test time out: no timing is asserted.
      const failure = await store.keep(temp, hashOf('a manuscript')).catch((error: unknown) => error);
      expect(isAppError(failure) && failure.code === 'UNAVAILABLE' ? failure.message : failure).toBe(FILE_STORAGE_UNAVAILABLE);
    } finally {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
