import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from './file-store';
import { isOutOfStorage, outOfStorage } from './out-of-storage';

/** An upload written to the store's temp folder: keep it before the transaction that records it (decision 0022), or discard it. */
export interface ReceivedUpload {
  tempFile: string;
  sha256: string;
  sizeBytes: number;
}

export class UploadTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The upload is larger than ${maxBytes} bytes`);
    this.name = 'UploadTooLargeError';
  }
}

/**
 * Streams an upload to a temp file, hashing and counting as it goes, so memory does not grow
 * with the file (DESIGN.md "Files"). More than maxBytes stops the stream; any failure (too
 * large, client gone, disk full) removes the temp file before the error reaches the caller.
 */
export async function receiveUpload(files: FileStore, source: Readable, maxBytes: number): Promise<ReceivedUpload> {
  const tempFile = await files.tempPath();
  const hash = createHash('sha256');
  let sizeBytes = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sizeBytes += chunk.length;
      if (sizeBytes > maxBytes) {
        done(new UploadTooLargeError(maxBytes));
        return;
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, measure, createWriteStream(tempFile, { flags: 'wx' }));
  } catch (error) {
    await files.discard(tempFile);
    // The readers of multipart bodies take other failures for a client that went away (a 400).
    throw isOutOfStorage(error) ? outOfStorage(error) : error;
  }
  return { tempFile, sha256: hash.digest('hex'), sizeBytes };
}
