import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { LocalFileStore } from '../../core/files/file-store';
import type { ArchivedFile } from './manifest';

/** sha256 and size of a stream's bytes. */
export async function digestOf(stream: AsyncIterable<Buffer | Uint8Array>): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk);
    size += chunk.byteLength;
  }
  return { sha256: hash.digest('hex'), size };
}

/**
 * The stored files under DATA_DIR/files (`<2 hex>/<sha256>`, as core/files/file-store.ts keeps
 * them), as archive paths. Uploads in progress (`tmp/`) are not the site's content yet.
 */
export async function listStoredFiles(filesRoot: string): Promise<string[]> {
  return (await new LocalFileStore(filesRoot).storedHashes()).map((sha256) => `files/${sha256.slice(0, 2)}/${sha256}`);
}

/** Each stored file's checksum, read from disk; a file whose bytes do not match its name is reported. */
export async function describeStoredFiles(filesRoot: string, warn: (line: string) => void): Promise<ArchivedFile[]> {
  const described: ArchivedFile[] = [];
  for (const archivePath of await listStoredFiles(filesRoot)) {
    const digest = await digestOf(createReadStream(path.join(filesRoot, archivePath.slice('files/'.length))));
    if (digest.sha256 !== path.basename(archivePath)) warn(`Warning: ${archivePath} does not hold the bytes its name says (damaged on disk); it is backed up as it is.`);
    described.push({ path: archivePath, ...digest });
  }
  return described;
}

/** Whether DATA_DIR/files holds any stored file. */
export async function countStoredFiles(filesRoot: string): Promise<number> {
  return (await listStoredFiles(filesRoot)).length;
}

/** `--force`: removes everything under DATA_DIR/files (stored files and uploads in progress). */
export async function emptyFilesFolder(filesRoot: string): Promise<void> {
  for (const name of await readdir(filesRoot).catch(() => [] as string[])) await rm(path.join(filesRoot, name), { recursive: true, force: true });
}

/**
 * Writes one archived file into the store the way every writer does (a temp file, then `keep`:
 * fsynced under its hash; decision 0022), checking its bytes against the manifest once more.
 */
export async function restoreStoredFile(store: LocalFileStore, body: AsyncIterable<Buffer>, expected: ArchivedFile): Promise<boolean> {
  const temp = await store.tempPath();
  try {
    const hash = createHash('sha256');
    let size = 0;
    await pipeline(async function* () {
      for await (const chunk of body) {
        hash.update(chunk);
        size += chunk.byteLength;
        yield chunk;
      }
    }, createWriteStream(temp, { flags: 'wx' }));
    if (hash.digest('hex') !== expected.sha256 || size !== expected.size) return false;
    await store.keep(temp, path.basename(expected.path));
    return true;
  } finally {
    await store.discard(temp);
  }
}
