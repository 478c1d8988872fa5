import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { TempFolder } from './temp-folder';

/**
 * Where file bytes live (DESIGN.md "Files"): by content hash, under DATA_DIR/files
 * (`LocalFileStore`) or in an S3-compatible object store under `files/<2 hex>/<sha256>`
 * (`S3FileStore`, decision 0063); uploads arrive in a local temp folder either way. Only hashes
 * from the database reach this module, never user-supplied paths.
 *
 * Files before rows (decision 0022): a file is put in its final place and made durable BEFORE
 * the transaction that records it commits, so a crash at any moment never leaves a row pointing
 * at a missing file. Every writer follows the same three steps:
 *   1. write the bytes to a temp file (`tempPath`, or `receiveUpload` for a stream) and check them;
 *   2. `await keep(...)` (or `await putBytes(...)`): the file is in its place, durable (fsynced
 *      on disk, or its PUT acknowledged by the object store);
 *   3. only then run the transaction that inserts the stored_files row naming its hash.
 * Nothing moves or writes files after a commit. If the transaction fails, the kept file is an
 * orphan: `removeUnlessKeptSince`, driven by core/files/file-sweeper.ts, removes it once no
 * row points to it and it has not been kept for a grace period. A row for bytes already in the
 * store is written the same way (keep or putBytes them again): keeping renews the file's time,
 * which is what keeps the sweep off a file whose transaction is still running.
 */
export interface FileStore {
  /** A fresh path under the store's temp folder for an upload in progress. */
  tempPath(): Promise<string>;
  /**
   * Moves a finished temp file to its place under its hash, durably (fsynced, or acknowledged by
   * the object store), and removes the temp file. Equal content already there is replaced, which
   * renews its modification time. Await it before the transaction that records the file, never
   * after. When it fails the temp file is still there for the caller to discard.
   */
  keep(tempFile: string, sha256: string): Promise<void>;
  /** Writes bytes into the store as `keep` does (seed and generated files); returns their hash. */
  putBytes(bytes: Uint8Array): Promise<{ sha256: string; sizeBytes: number }>;
  /**
   * The stored file's bytes. The stream fails (before its first byte) when the file is missing or
   * the store cannot be reached, so callers check `exists` first for a clear 404.
   */
  open(sha256: string): Readable;
  exists(sha256: string): Promise<boolean>;
  discard(tempFile: string): Promise<void>;
  /**
   * Removes temp files older than maxAgeMs (left by a process that stopped mid-upload), and puts
   * back any file a sweep had set aside when the process stopped; returns how many were removed.
   */
  sweepTemp(maxAgeMs: number, now?: Date): Promise<number>;
  /** The hashes of stored files last kept before `before`: the candidates for the orphan sweep. */
  keptBefore(before: Date): Promise<string[]>;
  /**
   * Removes a stored file unless it was kept at or after `since`, atomically with respect to a
   * concurrent `keep` of the same content; true when it was removed.
   */
  removeUnlessKeptSince(sha256: string, since: Date): Promise<boolean>;
  /** Lets go of connections (the object store's); the store is not used afterwards. */
  close(): Promise<void>;
}

const HASH = /^[0-9a-f]{64}$/;
const FAN_OUT = /^[0-9a-f]{2}$/;
/** A stored file being removed by the orphan sweep: `<sha256>.<uuid>.removing` in the temp folder. */
const SET_ASIDE = /^([0-9a-f]{64})\.[0-9a-f-]+\.removing$/;

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** Flushes a folder's entries (new names, renames) to disk; Windows cannot open folders and journals them itself. */
async function syncFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export class LocalFileStore implements FileStore {
  private readonly root: string;
  private readonly temp: TempFolder;

  constructor(root: string) {
    this.root = path.resolve(root);
    this.temp = new TempFolder(path.join(this.root, 'tmp'));
  }

  private pathOf(sha256: string): string {
    if (!HASH.test(sha256)) throw new Error('Not a content hash');
    return path.join(this.root, sha256.slice(0, 2), sha256);
  }

  /** mkdir -p, and on first creation the new folders' names are flushed into their parents. */
  private async makeFolder(folder: string): Promise<void> {
    const first = await mkdir(folder, { recursive: true });
    if (first === undefined) return;
    for (let created = folder; ; created = path.dirname(created)) {
      await syncFolder(path.dirname(created));
      if (created === first || created === path.dirname(created)) break;
    }
  }

  tempPath(): Promise<string> {
    return this.temp.newPath();
  }

  async keep(tempFile: string, sha256: string): Promise<void> {
    const target = this.pathOf(sha256);
    // The bytes and a fresh modification time reach the disk before the name points at them.
    const handle = await open(tempFile, 'r+');
    try {
      const now = new Date();
      await handle.utimes(now, now);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await this.makeFolder(path.dirname(target));
    // Atomic; over equal content it swaps in the fresh copy, so the sweep sees a new time.
    await rename(tempFile, target);
    await syncFolder(path.dirname(target));
  }

  async putBytes(bytes: Uint8Array): Promise<{ sha256: string; sizeBytes: number }> {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const temp = await this.tempPath();
    try {
      await writeFile(temp, bytes, { flag: 'wx' });
      await this.keep(temp, sha256);
    } finally {
      await this.discard(temp);
    }
    return { sha256, sizeBytes: bytes.byteLength };
  }

  open(sha256: string): Readable {
    return createReadStream(this.pathOf(sha256));
  }

  async exists(sha256: string): Promise<boolean> {
    return stat(this.pathOf(sha256)).then(
      () => true,
      () => false,
    );
  }

  discard(tempFile: string): Promise<void> {
    return this.temp.remove(tempFile);
  }

  async sweepTemp(maxAgeMs: number, now = new Date()): Promise<number> {
    for (const name of await this.temp.names()) {
      const setAside = SET_ASIDE.exec(name);
      // The process stopped while removing this file: put it back; if no row needs it, a later sweep removes it.
      if (setAside) await this.putBack(path.join(this.temp.dir, name), setAside[1]!);
    }
    return this.temp.sweepParts(maxAgeMs, now);
  }

  async keptBefore(before: Date): Promise<string[]> {
    const hashes: string[] = [];
    for (const sha256 of await this.storedHashes()) {
      const info = await stat(this.pathOf(sha256)).catch(() => null);
      if (info?.isFile() && info.mtimeMs < before.getTime()) hashes.push(sha256);
    }
    return hashes;
  }

  /** The hash of every stored file, in order (uploads in progress, under tmp/, are not stored yet; backups list them). */
  async storedHashes(): Promise<string[]> {
    const folders = (await readdir(this.root).catch(() => [] as string[])).filter((name) => FAN_OUT.test(name)).sort();
    const hashes: string[] = [];
    for (const folder of folders) {
      const names = await readdir(path.join(this.root, folder)).catch(() => [] as string[]);
      hashes.push(...names.filter((name) => HASH.test(name) && name.startsWith(folder)).sort());
    }
    return hashes;
  }

  async removeUnlessKeptSince(sha256: string, since: Date): Promise<boolean> {
    const target = this.pathOf(sha256);
    await mkdir(this.temp.dir, { recursive: true });
    const aside = path.join(this.temp.dir, `${sha256}.${randomUUID()}.removing`);
    // Take whichever copy is there right now, in one step: a keep racing with the sweep either
    // lands before (and the copy taken is fresh) or after (and its copy stays in place).
    try {
      await rename(target, aside);
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return false;
      throw error;
    }
    const info = await stat(aside);
    if (info.mtimeMs >= since.getTime()) {
      await this.putBack(aside, sha256);
      return false;
    }
    await rm(aside, { force: true });
    return true;
  }

  async close(): Promise<void> {}

  /** Returns a set-aside file to its place, unless a newer keep has already put the same bytes there. */
  private async putBack(aside: string, sha256: string): Promise<void> {
    const target = this.pathOf(sha256);
    await this.makeFolder(path.dirname(target));
    try {
      await link(aside, target);
      await syncFolder(path.dirname(target));
    } catch (error) {
      if (errorCode(error) !== 'EEXIST' && errorCode(error) !== 'ENOENT') throw error;
    }
    await rm(aside, { force: true });
  }
}
