import path from 'node:path';
import { LocalFileStore, type FileStore } from '../core/files/file-store';
import { S3FileStore } from '../core/files/s3-file-store';
import type { Config } from './config';

/**
 * The one place that picks the file store (decision 0063): the object store S3_URL names, or
 * DATA_DIR/files. Uploads arrive in DATA_DIR/files/tmp either way. Used by the server
 * (main.ts, app.ts) and every script that stores files.
 */
export function openFileStore(config: Config): FileStore {
  const root = path.join(config.dataDir, 'files');
  return config.s3 ? new S3FileStore(config.s3, path.join(root, 'tmp')) : new LocalFileStore(root);
}
