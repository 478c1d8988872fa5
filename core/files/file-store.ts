import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where file bytes live (DESIGN.md "Files"): under DATA_DIR/files by content hash. Uploads
 * are written to a temp file first and moved in only when the transaction that records them
 * commits. Only hashes from the database reach this module, never user-supplied paths.
 */
export interface FileStore {
  /** A fresh path under the store's temp folder for an upload in progress. */
  tempPath(): Promise<string>;
  /** Moves a finished temp file into the store under its hash (idempotent for equal content). */
  keep(tempFile: string, sha256: string): Promise<void>;
  /** Writes bytes straight into the store (seed and generated files); returns their hash. */
  putBytes(bytes: Uint8Array): Promise<{ sha256: string; sizeBytes: number }>;
  open(sha256: string): ReadStream;
  exists(sha256: string): Promise<boolean>;
  discard(tempFile: string): Promise<void>;
  /** Removes temp files older than maxAgeMs (left by a process that stopped mid-upload); returns how many. */
  sweepTemp(maxAgeMs: number, now?: Date): Promise<number>;
}

const HASH = /^[0-9a-f]{64}$/;

export class LocalFileStore implements FileStore {
  private readonly tempDir: string;

  constructor(private readonly root: string) {
    this.tempDir = path.join(root, 'tmp');
  }

  private pathOf(sha256: string): string {
    if (!HASH.test(sha256)) throw new Error('Not a content hash');
    return path.join(this.root, sha256.slice(0, 2), sha256);
  }

  async tempPath(): Promise<string> {
    await mkdir(this.tempDir, { recursive: true });
    return path.join(this.tempDir, `${randomUUID()}.part`);
  }

  async keep(tempFile: string, sha256: string): Promise<void> {
    const target = this.pathOf(sha256);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(tempFile, target);
  }

  async putBytes(bytes: Uint8Array): Promise<{ sha256: string; sizeBytes: number }> {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    if (!(await this.exists(sha256))) {
      const temp = await this.tempPath();
      await writeFile(temp, bytes);
      await this.keep(temp, sha256);
    }
    return { sha256, sizeBytes: bytes.byteLength };
  }

  open(sha256: string): ReadStream {
    return createReadStream(this.pathOf(sha256));
  }

  async exists(sha256: string): Promise<boolean> {
    return stat(this.pathOf(sha256)).then(
      () => true,
      () => false,
    );
  }

  async discard(tempFile: string): Promise<void> {
    await rm(tempFile, { force: true });
  }

  async sweepTemp(maxAgeMs: number, now = new Date()): Promise<number> {
    const names = await readdir(this.tempDir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names.filter((n) => n.endsWith('.part'))) {
      const file = path.join(this.tempDir, name);
      const info = await stat(file).catch(() => null);
      if (info && now.getTime() - info.mtimeMs > maxAgeMs) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }
}
