import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from '../../core/files/file-store';
import type { ArchivedFile } from './manifest';

/** sha256 and size of a stream's bytes; with `copyTo`, the bytes are written there as they pass. */
export async function digestOf(stream: AsyncIterable<Buffer | Uint8Array>, copyTo: Writable | null = null): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  async function* counted() {
    for await (const chunk of stream) {
      hash.update(chunk);
      size += chunk.byteLength;
      yield chunk;
    }
  }
  if (copyTo) await pipeline(counted, copyTo);
  else for await (const _chunk of counted()); // read to the end
  return { sha256: hash.digest('hex'), size };
}

/** Later than any file's modification time: `keptBefore` of it lists every stored file. */
const END_OF_TIME = new Date(8_640_000_000_000_000);

/**
 * The stored files of the site's file store (DATA_DIR/files, or the object store S3_URL names;
 * decision 0063), as archive paths `files/<2 hex>/<sha256>`, in order. Uploads in progress are not
 * the site's content yet.
 */
export async function listStoredFiles(store: FileStore): Promise<string[]> {
  return (await store.keptBefore(END_OF_TIME)).sort().map((sha256) => `files/${sha256.slice(0, 2)}/${sha256}`);
}

/**
 * Each stored file's checksum, read through the store; a file whose bytes do not match its name
 * is reported. With `copyInto`, each file is also written to `copyInto/files/<2 hex>/<sha256>` as
 * it is read (an object store's files, which the archive then takes from there).
 */
export async function describeStoredFiles(store: FileStore, warn: (line: string) => void, copyInto: string | null = null): Promise<ArchivedFile[]> {
  const described: ArchivedFile[] = [];
  for (const archivePath of await listStoredFiles(store)) {
    const sha256 = path.basename(archivePath);
    const copy = copyInto ? path.join(copyInto, archivePath) : null;
    if (copy) await mkdir(path.dirname(copy), { recursive: true });
    const digest = await digestOf(store.open(sha256), copy ? createWriteStream(copy, { flags: 'wx' }) : null);
    if (digest.sha256 !== sha256) warn(`Warning: ${archivePath} does not hold the bytes its name says (damaged in the store); it is backed up as it is.`);
    described.push({ path: archivePath, ...digest });
  }
  return described;
}

/** `--force`: removes every stored file from the store, and everything else under DATA_DIR/files (uploads in progress). */
export async function emptyFileStore(store: FileStore, filesRoot: string): Promise<void> {
  for (const archivePath of await listStoredFiles(store)) await store.removeUnlessKeptSince(path.basename(archivePath), END_OF_TIME);
  for (const name of await readdir(filesRoot).catch(() => [] as string[])) await rm(path.join(filesRoot, name), { recursive: true, force: true });
}

/**
 * Writes one archived file into the store the way every writer does (a temp file, then `keep`:
 * fsynced under its hash; decision 0022), checking its bytes against the manifest once more.
 */
export async function restoreStoredFile(store: FileStore, body: AsyncIterable<Buffer>, expected: ArchivedFile): Promise<boolean> {
  const temp = await store.tempPath();
  try {
    const { sha256, size } = await digestOf(body, createWriteStream(temp, { flags: 'wx' }));
    if (sha256 !== expected.sha256 || size !== expected.size) return false;
    await store.keep(temp, path.basename(expected.path));
    return true;
  } finally {
    await store.discard(temp);
  }
}
