import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, paginateListObjectsV2, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { AppError } from '../errors';
import type { FileStore } from './file-store';
import { TempFolder } from './temp-folder';

/** What an upload answers while the object store cannot be reached or refuses the file (decision 0063). */
export const FILE_STORAGE_UNAVAILABLE = 'File storage is unavailable; please try again shortly.';

/** Where the object store is (server/config.ts reads it from S3_URL and the S3_* variables). */
export interface S3Settings {
  /** The service's address (MinIO, Ceph RGW, Garage, R2…); null: AWS S3 in `region`. */
  endpoint: string | null;
  bucket: string;
  /** Put before every key, '' or ending in '/': several sites can share a bucket. */
  prefix: string;
  region: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`: what most self-hosted stores expect. */
  forcePathStyle: boolean;
  /** null: the SDK's own chain (AWS_* variables, the machine's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

/**
 * Bounds on a store that is down or slow: a connection is given up after 5 s and a connection
 * that stays silent for 30 s is dropped (a large file's upload may take longer in total, so no
 * bound on the whole request); one retry, so an upload answers within about a minute at worst.
 */
export const S3_TIMEOUTS = { connectionTimeout: 5_000, socketTimeout: 30_000, maxAttempts: 2 };

const HASH = /^[0-9a-f]{64}$/;
/** Parts of a large upload: 8 MiB each, two in flight, so an upload holds at most 16 MiB in memory. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;
/** S3 gives LastModified to the second, rounded down: a file kept at 12:00:00.900 says 12:00:00. */
const TIME_RESOLUTION_MS = 1000;

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const unavailable = (error: unknown) => new AppError('UNAVAILABLE', FILE_STORAGE_UNAVAILABLE, undefined, { cause: error });

/**
 * The file store in an S3-compatible object store (decision 0063), under the same content-addressed
 * keys as the local store's paths: `<prefix>files/<2 hex>/<sha256>`. Uploads still arrive in the
 * local temp folder (DATA_DIR/files/tmp), where they are hashed and checked; `keep` then PUTs the
 * file and resolves only once the store has acknowledged it, so files before rows (decision 0022)
 * holds. Re-putting equal content renews the object's LastModified, the store's "kept" time.
 */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;
  private readonly temp: TempFolder;

  constructor(
    private readonly settings: S3Settings,
    tempDir: string,
    /** The bounds on a slow or silent store; tests shorten them. */
    limits: typeof S3_TIMEOUTS = S3_TIMEOUTS,
  ) {
    this.temp = new TempFolder(tempDir);
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      maxAttempts: limits.maxAttempts,
      requestHandler: { connectionTimeout: limits.connectionTimeout, socketTimeout: limits.socketTimeout },
      // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's
      // default CRC32 headers. The content hash checked on receipt is the file's identity.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private keyOf(sha256: string): string {
    if (!HASH.test(sha256)) throw new Error('Not a content hash');
    return `${this.settings.prefix}files/${sha256.slice(0, 2)}/${sha256}`;
  }

  private get keyPrefix(): string {
    return `${this.settings.prefix}files/`;
  }

  /** PUTs the bytes (in parts when large) and resolves once the store has them all. */
  private async put(sha256: string, body: Readable | Uint8Array): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: this.keyOf(sha256), Body: body, ContentType: 'application/octet-stream' },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
    });
    try {
      await upload.done();
    } catch (error) {
      throw unavailable(error);
    }
  }

  tempPath(): Promise<string> {
    return this.temp.newPath();
  }

  async keep(tempFile: string, sha256: string): Promise<void> {
    // A missing temp file is our bug, not the store's: say so rather than "unavailable".
    await stat(tempFile);
    const source = createReadStream(tempFile);
    try {
      await this.put(sha256, source);
    } finally {
      source.destroy();
    }
    await this.temp.remove(tempFile);
  }

  async putBytes(bytes: Uint8Array): Promise<{ sha256: string; sizeBytes: number }> {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await this.put(sha256, bytes);
    return { sha256, sizeBytes: bytes.byteLength };
  }

  /** The object's bytes as they arrive; the GET starts now and a failure ends the stream before its first byte. */
  open(sha256: string): Readable {
    const key = this.keyOf(sha256);
    const out = new PassThrough();
    const abort = new AbortController();
    out.once('close', () => abort.abort());
    this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }), { abortSignal: abort.signal }).then(
      (response) => pipeline(response.Body as Readable, out).catch(() => undefined),
      (error: unknown) => {
        if (out.destroyed) return;
        out.destroy(statusOf(error) === 404 ? new AppError('NOT_FOUND', 'This file is no longer stored.') : unavailable(error));
      },
    );
    return out;
  }

  /** The object's LastModified, or null when there is no such object. */
  private async lastModified(sha256: string): Promise<Date | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(sha256) }));
      return head.LastModified ?? new Date(0);
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw unavailable(error);
    }
  }

  async exists(sha256: string): Promise<boolean> {
    return (await this.lastModified(sha256)) !== null;
  }

  discard(tempFile: string): Promise<void> {
    return this.temp.remove(tempFile);
  }

  /** Only the local temp folder: nothing is set aside in the object store. */
  sweepTemp(maxAgeMs: number, now = new Date()): Promise<number> {
    return this.temp.sweepParts(maxAgeMs, now);
  }

  async keptBefore(before: Date): Promise<string[]> {
    const hashes: string[] = [];
    const pages = paginateListObjectsV2({ client: this.client, pageSize: 1000 }, { Bucket: this.settings.bucket, Prefix: this.keyPrefix });
    try {
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          const [folder, name, ...rest] = (object.Key ?? '').slice(this.keyPrefix.length).split('/');
          if (rest.length > 0 || !name || !HASH.test(name) || folder !== name.slice(0, 2) || !object.LastModified) continue;
          if (!keptSince(object.LastModified, before)) hashes.push(name);
        }
      }
    } catch (error) {
      throw unavailable(error);
    }
    return hashes;
  }

  /**
   * Deletes the object unless its LastModified says it was kept at or after `since`, read right
   * before the DELETE. S3 has no rename to take the object aside as the local store does, so a
   * keep of the same bytes landing between the HEAD and the DELETE is lost with it: decision
   * 0063 explains why the grace period makes that window harmless in practice.
   */
  async removeUnlessKeptSince(sha256: string, since: Date): Promise<boolean> {
    const lastModified = await this.lastModified(sha256);
    if (!lastModified || keptSince(lastModified, since)) return false;
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(sha256) }));
    } catch (error) {
      throw unavailable(error);
    }
    return true;
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

/** Whether an object may have been kept at or after `since`: its second-rounded time is read as the latest it could mean. */
function keptSince(lastModified: Date, since: Date): boolean {
  return lastModified.getTime() + TIME_RESOLUTION_MS > since.getTime();
}
