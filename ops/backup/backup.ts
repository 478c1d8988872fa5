import { access, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { createReadStream, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeArchive } from './archive';
import { BackupError } from './backup-error';
import { dumpDatabase } from './database-dump';
import { locationOf, openSession } from './database-session';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, DUMP_PATH, MANIFEST_PATH, type Manifest } from './manifest';
import { describeStoredFiles, digestOf } from './stored-files';
import { openFileStore } from '../../server/file-store';
import type { S3Settings } from '../../core/files/s3-file-store';

/** What backup and restore read of the configuration (server/config.ts). */
export interface BackupSettings {
  databaseUrl: string | null;
  dataDir: string;
  /** The pg_dump program for a PostgreSQL server (PG_DUMP). */
  pgDump: string;
  /** The object store the files are in (S3_URL), or null: DATA_DIR/files. */
  s3: S3Settings | null;
}

export const filesRootOf = (settings: BackupSettings) => path.join(settings.dataDir, 'files');

/**
 * `npm run backup -- --to FILE` (decision 0061): one archive with manifest.json, the database
 * dump and every stored file, from DATA_DIR/files or the object store (S3_URL). The database is
 * dumped first and the files copied after: files are in place before the rows naming them commit
 * (decision 0022), so every row in the dump names a file that is already stored and is copied
 * too. Files kept after the dump come along as orphans, which the sweep removes after a restore.
 */
export async function backup(settings: BackupSettings, to: string, log: (line: string) => void = () => undefined): Promise<Manifest> {
  const archive = path.resolve(to);
  if (existsSync(archive)) throw new BackupError(`${to} already exists: choose a new name (a backup never overwrites another)`);
  await access(path.dirname(archive)).catch(() => {
    throw new BackupError(`Cannot write ${to}: the folder ${path.dirname(archive)} does not exist`);
  });
  const location = locationOf(settings);
  if ('dataDir' in location && !existsSync(path.join(location.dataDir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${location.dataDir}: set DATA_DIR (or DATABASE_URL) as the site has it`);
  }

  const staging = await mkdtemp(path.join(tmpdir(), 'jals-backup-'));
  try {
    const session = await openSession(location);
    let facts;
    try {
      log(`Dumping the ${session.kind === 'pglite' ? 'embedded database' : 'PostgreSQL database'}…`);
      facts = await dumpDatabase(session, path.join(staging, DUMP_PATH), settings.pgDump);
    } finally {
      await session.close();
    }
    const dump = { path: DUMP_PATH, ...(await digestOf(createReadStream(path.join(staging, DUMP_PATH)))) } as const;

    // The archive takes the stored files by their own paths (files/<2 hex>/<sha256>): on the site's
    // disk through a link; from an object store, copied into the staging folder as they are read.
    const store = await openFileStore(settings);
    let files;
    try {
      if (settings.s3) log('Copying the files from the object store…');
      files = await describeStoredFiles(store, log, settings.s3 ? staging : null);
    } finally {
      await store.close();
    }
    if (files.length > 0 && !settings.s3) await symlink(filesRootOf(settings), path.join(staging, 'files'), 'dir');

    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database: { kind: session.kind, ...facts },
      dump,
      files,
    };
    await writeFile(path.join(staging, MANIFEST_PATH), `${JSON.stringify(manifest, null, 2)}\n`);
    log(`Writing ${to}…`);
    await writeArchive(archive, staging, [MANIFEST_PATH, DUMP_PATH, ...files.map((file) => file.path)]);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** "12,345 rows in 48 tables, 97 files (31.2 MB)" */
export function describeBackup(manifest: Manifest): string {
  const rows = Object.values(manifest.database.rowCounts).reduce((sum, count) => sum + count, 0);
  const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
  return `${rows.toLocaleString('en-US')} rows in ${Object.keys(manifest.database.rowCounts).length} tables, ${manifest.files.length} files (${(bytes / 1_000_000).toFixed(1)} MB)`;
}

export async function archiveSize(file: string): Promise<string> {
  return `${((await stat(file)).size / 1_000_000).toFixed(1)} MB`;
}
