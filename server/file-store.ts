import path from 'node:path';
import { LocalFileStore, type FileStore } from '../core/files/file-store';
import type { Config } from './config';

/**
 * The one place that picks the file store (decision 0063): the object store S3_URL names, or
 * DATA_DIR/files. Uploads arrive in DATA_DIR/files/tmp either way. Used by the server
 * (main.ts, app.ts), every script that stores files, and backup and restore. The AWS SDK is
 * loaded only when S3_URL asks for it, so a site on its own disk does not carry it in memory.
 */
export async function openFileStore(config: Pick<Config, 'dataDir' | 's3'>): Promise<FileStore> {
  const root = path.join(config.dataDir, 'files');
  if (!config.s3) return new LocalFileStore(root);
  const { S3FileStore } = await import('../core/files/s3-file-store');
  return new S3FileStore(config.s3, path.join(root, 'tmp'));
}
