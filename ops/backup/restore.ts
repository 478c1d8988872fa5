import { text } from 'node:stream/consumers';
import { databaseOverPglite, openDatabase } from '../../db/client';
import { openFileStore } from '../../server/file-store';
import { readArchive } from './archive';
import { BackupError, reasonOf } from './backup-error';
import { filesRootOf, type BackupSettings } from './backup';
import { emptyDatabase, loadDump, siteTablesOf } from './database-load';
import { locationOf, openSession, type DatabaseSession } from './database-session';
import { DUMP_PATH, listedFiles, MANIFEST_PATH, parseManifest, type Manifest } from './manifest';
import { refuseNewerSchema } from './schema-version';
import { digestOf, emptyFileStore, listStoredFiles, restoreStoredFile } from './stored-files';

/**
 * Reads the whole archive once and checks it against its manifest: the format version, and the
 * checksum and size of the dump and of every file, none missing and none extra. Nothing is
 * written; a damaged archive is refused before the target is touched.
 */
export async function verifyArchive(from: string): Promise<Manifest> {
  let manifest: Manifest | null = null;
  let listed = new Map<string, { sha256: string; size: number }>();
  const seen = new Set<string>();
  const damaged = (what: string) => new BackupError(`${from} is damaged: ${what}; nothing was restored`);
  await readArchive(from, async (entry) => {
    if (manifest === null) {
      if (entry.path !== MANIFEST_PATH) throw new BackupError(`${from} is not a backup of this platform: it does not begin with ${MANIFEST_PATH}`);
      manifest = parseManifest(await text(entry), from);
      listed = listedFiles(manifest);
      return;
    }
    // Folders carry no content (an archive repacked with tar has them).
    if (entry.type === 'Directory') return;
    const expected = listed.get(entry.path);
    if (!expected || entry.type !== 'File' || seen.has(entry.path)) throw damaged(`it holds ${entry.path}, which its manifest does not list`);
    const digest = await digestOf(entry);
    if (digest.sha256 !== expected.sha256 || digest.size !== expected.size) throw damaged(`${entry.path} does not match its checksum in the manifest`);
    seen.add(entry.path);
  });
  if (manifest === null) throw new BackupError(`${from} is not a backup of this platform: it holds no ${MANIFEST_PATH}`);
  const missing = [...listed.keys()].filter((file) => !seen.has(file));
  if (missing.length > 0) throw damaged(`${missing[0]}${missing.length > 1 ? ` and ${missing.length - 1} more` : ''}, listed in its manifest, ${missing.length > 1 ? 'are' : 'is'} missing`);
  return manifest;
}

/**
 * `npm run restore -- --from FILE [--force]` (decision 0061) into the configured database and
 * file store (DATA_DIR/files, or the object store S3_URL names): verify the archive, refuse a
 * target that holds anything (unless `force`, which empties it), load the dump (its row counts
 * checked before it commits), write the files, then run this version's migrations so an older
 * backup comes up to the current schema.
 */
export async function restore(settings: BackupSettings, from: string, options: { force: boolean }, log: (line: string) => void = () => undefined): Promise<Manifest> {
  log(`Checking ${from}…`);
  const manifest = await verifyArchive(from);
  refuseNewerSchema(manifest.database.schemaVersion, from);

  const filesRoot = filesRootOf(settings);
  const location = locationOf(settings);
  const session = await openSession(location);
  const store = await openFileStore(settings);
  let closed = false;
  /** Whether the target no longer is as it was: a failure from then on says so. */
  let changed = false;
  try {
    const existing = await siteTablesOf(session);
    const files = (await listStoredFiles(store)).length;
    if (existing.tables > 0 || files > 0) {
      if (!options.force) {
        const where = settings.s3 ? `the object store (${settings.s3.bucket}${settings.s3.prefix ? `/${settings.s3.prefix}` : ''})` : filesRoot;
        const parts = [existing.tables > 0 && `the database has ${existing.tables} of the site's tables (${existing.rows} rows)`, files > 0 && `${where} holds ${files} files`].filter(Boolean);
        throw new BackupError(`The target is not empty: ${parts.join(' and ')}. Restoring replaces everything there; run again with --force to do that`);
      }
      log('Emptying the target (--force)…');
      changed = true;
      await emptyDatabase(session);
      await emptyFileStore(store, filesRoot);
    }

    try {
      await readArchive(from, async (entry) => {
        if (entry.path === MANIFEST_PATH || entry.type === 'Directory') return;
        if (entry.path === DUMP_PATH) {
          log(`Loading the database (${manifest.database.kind}, schema ${manifest.database.schemaVersion})…`);
          await loadDump(session, await text(entry), manifest.database.rowCounts);
          changed = true;
          log(`Writing ${manifest.files.length} files…`);
          return;
        }
        const expected = listedFiles(manifest).get(entry.path);
        if (!expected || !(await restoreStoredFile(store, entry, expected))) throw new BackupError(`${from} changed while it was being restored: ${entry.path} no longer matches its checksum`);
      });
    } catch (error) {
      const reason = error instanceof BackupError ? error.message : reasonOf(error);
      throw new BackupError(changed ? `${reason}. The target is incomplete: fix the cause and restore again with --force` : reason);
    }

    log('Applying migrations…');
    await migrate(session);
    closed = true;
    return manifest;
  } finally {
    await store.close();
    if (!closed) await session.close().catch(() => undefined);
  }
}

/** Brings the restored schema up to this version's migrations, then closes the session. */
async function migrate(session: DatabaseSession): Promise<void> {
  try {
    if (session.kind === 'pglite') {
      await databaseOverPglite(session.pglite).migrate();
      return;
    }
    await session.close();
    const database = await openDatabase({ url: session.url });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  } catch (error) {
    throw new BackupError(`The backup was restored but the migrations failed: ${reasonOf(error)}`);
  } finally {
    if (session.kind === 'pglite') await session.close();
  }
}
