import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The local folder where uploads are written while they arrive and are checked (DESIGN.md
 * "Files"), whatever store then keeps them: DATA_DIR/files/tmp. Shared by the local store and the
 * object store (decision 0063), so an upload is hashed and checked on disk before any store sees it.
 */
export class TempFolder {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = path.resolve(dir);
  }

  /** A fresh path for an upload in progress. */
  async newPath(): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    return path.join(this.dir, `${randomUUID()}.part`);
  }

  async remove(file: string): Promise<void> {
    await rm(file, { force: true });
  }

  /** The folder's entries; none when it does not exist yet. */
  async names(): Promise<string[]> {
    return readdir(this.dir).catch(() => [] as string[]);
  }

  /** Removes `*.part` files untouched for more than maxAgeMs (uploads cut off); returns how many. */
  async sweepParts(maxAgeMs: number, now: Date): Promise<number> {
    let removed = 0;
    for (const name of await this.names()) {
      if (!name.endsWith('.part')) continue;
      const file = path.join(this.dir, name);
      const info = await stat(file).catch(() => null);
      if (info && now.getTime() - info.mtimeMs > maxAgeMs) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }
}
