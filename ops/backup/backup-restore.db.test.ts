import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, openPglite } from '../../db/client';
import { categories } from '../../db/schema';
import { backup, filesRootOf } from './backup';
import { locationOf, openSession, rowCountsOf } from './database-session';
import { restore, verifyArchive } from './restore';
import { knownMigrations } from './schema-version';
import { newSite, seedSite, snapshotOf, storedFilesOf, testEngine, type TestSite } from './test-sites';
import { startS3Server, type TestS3Server } from '../../tests/support/s3-server';

/**
 * Decision 0061 on this run's engine (PGlite, or PostgreSQL with TEST_DATABASE=postgres): the
 * demo journal backed up and restored into an empty site comes back whole; a site that is not
 * empty is refused unless --force; a damaged archive is refused with nothing written. On the
 * PostgreSQL run, the site also moves to the embedded database and back.
 */
const engine = testEngine();
const sites: TestSite[] = [];
let work: string;
let source: TestSite;
let archive: string;
let original: Awaited<ReturnType<typeof snapshotOf>>;

async function site(): Promise<TestSite> {
  const created = await newSite(engine);
  sites.push(created);
  return created;
}

/** The archive unpacked, changed by `change`, and packed again as a new file. */
async function repacked(name: string, change: (folder: string) => Promise<void>): Promise<string> {
  const folder = await mkdtemp(path.join(work, 'unpacked-'));
  await tar.extract({ file: archive, cwd: folder });
  await change(folder);
  const file = path.join(work, name);
  const manifest = JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8')) as { files: { path: string }[] };
  await tar.create({ gzip: true, file, cwd: folder }, ['manifest.json', 'database.sql', ...manifest.files.map((entry) => entry.path)]);
  return file;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'jals-backup-test-'));
  source = await site();
  await seedSite(source);
  original = await snapshotOf(source);
  archive = path.join(work, 'journal.tar.gz');
  await backup(source.settings, archive);
}, 120_000);

afterAll(async () => {
  for (const created of sites) await created.remove();
  if (work) await rm(work, { recursive: true, force: true });
});

describe(`npm run backup and npm run restore on ${engine} (decision 0061)`, () => {
  it('writes one archive whose manifest describes the database and every stored file', async () => {
    const manifest = await verifyArchive(archive);
    expect(manifest.formatVersion).toBe(1);
    expect(manifest.database.kind).toBe(engine);
    expect(manifest.database.schemaVersion).toBe(knownMigrations().at(-1)!.tag);
    expect(manifest.database.rowCounts).toEqual(original.rowCounts);
    expect(manifest.database.rowCounts['public.papers']).toBeGreaterThan(40);
    expect(Object.fromEntries(manifest.files.map((file) => [file.path, file.sha256]))).toEqual(original.files);
    // Every stored_files row names a file that is in the archive.
    expect(original.storedFiles.every((row) => `files/${row.sha256.slice(0, 2)}/${row.sha256}` in original.files)).toBe(true);
  });

  let restoredSite: TestSite;
  it('restores into an empty site: the same rows in every table, the same files, search works', async () => {
    const target = (restoredSite = await site());
    const manifest = await restore(target.settings, archive, { force: false });
    expect(manifest.database.kind).toBe(engine);
    const restored = await snapshotOf(target);
    expect(restored).toEqual(original);
    expect(restored.search.length).toBeGreaterThan(0);
  }, 120_000);

  it('refuses a site that is not empty, and --force replaces what is there', async () => {
    const target = restoredSite;
    const database = await openDatabase(locationOf(target.settings));
    await database.db.insert(categories).values({ name: 'Added after the backup', displayOrder: 99 });
    await database.close();
    await mkdir(path.join(filesRootOf(target.settings), 'ab'), { recursive: true });
    await writeFile(path.join(filesRootOf(target.settings), 'ab', `ab${'0'.repeat(62)}`), 'not in the backup');

    await expect(restore(target.settings, archive, { force: false })).rejects.toThrow(/^The target is not empty: the database has \d+ of the site's tables \(\d+ rows\) and .* holds \d+ files\. Restoring replaces everything there; run again with --force to do that$/);
    await restore(target.settings, archive, { force: true });
    expect(await snapshotOf(target)).toEqual(original);
  }, 120_000);

  it('refuses an archive whose file or dump was changed, and writes nothing', async () => {
    const manifest = await verifyArchive(archive);
    const changedFile = await repacked('changed-file.tar.gz', async (folder) => {
      const file = path.join(folder, manifest.files[0]!.path);
      const bytes = await readFile(file);
      bytes[bytes.length - 1] ^= 1;
      await writeFile(file, bytes);
    });
    const changedDump = await repacked('changed-dump.tar.gz', async (folder) => {
      const dump = path.join(folder, 'database.sql');
      await writeFile(dump, (await readFile(dump, 'utf8')).replace('Moringa', 'Maringa'));
    });
    const target = await site();
    await expect(restore(target.settings, changedFile, { force: false })).rejects.toThrow(`${changedFile} is damaged: ${manifest.files[0]!.path} does not match its checksum in the manifest; nothing was restored`);
    await expect(restore(target.settings, changedDump, { force: true })).rejects.toThrow(`${changedDump} is damaged: database.sql does not match its checksum in the manifest; nothing was restored`);
    const session = await openSession(locationOf(target.settings));
    expect(await rowCountsOf(session).finally(() => session.close())).toEqual({});
    expect(await storedFilesOf(target)).toEqual([]);
  }, 120_000);

  it('refuses a backup in another format version', async () => {
    const other = await repacked('format-2.tar.gz', async (folder) => {
      const manifest = path.join(folder, 'manifest.json');
      await writeFile(manifest, (await readFile(manifest, 'utf8')).replace('"formatVersion": 1', '"formatVersion": 2'));
    });
    const target = await site();
    await expect(restore(target.settings, other, { force: false })).rejects.toThrow(`${other} is a backup in format version 2; this version of the platform restores format version 1 only`);
  });

  if (engine === 'pglite') {
    it('refuses to back up the embedded database while the site has it open', async () => {
      const open = await openPglite(path.join(source.settings.dataDir, 'db'));
      try {
        await expect(backup(source.settings, path.join(work, 'while-open.tar.gz'))).rejects.toThrow(/^The embedded database in .* is open \(postmaster\.pid is there\): stop the site first/);
      } finally {
        await open.close();
      }
    });
  } else {
    it('moves a site between engines: the PostgreSQL backup restores into the embedded database, whose backup restores into PostgreSQL', async () => {
      const embedded = await newSite('pglite');
      sites.push(embedded);
      await restore(embedded.settings, archive, { force: false });
      expect(await snapshotOf(embedded)).toEqual(original);
      const fromEmbedded = path.join(work, 'embedded.tar.gz');
      expect((await backup(embedded.settings, fromEmbedded)).database.kind).toBe('pglite');
      const server = await site();
      await restore(server.settings, fromEmbedded, { force: false });
      expect(await snapshotOf(server)).toEqual(original);
    }, 120_000);

    it('backs up a PostgreSQL site while it keeps writing: the dump and the row counts are one snapshot', async () => {
      const database = await openDatabase(locationOf(source.settings));
      let writing = true;
      let written = 0;
      const writer = (async () => {
        while (writing) await database.db.insert(categories).values({ name: `Written during the backup ${(written += 1)}`, displayOrder: 100 + written });
      })();
      const during = path.join(work, 'during-writes.tar.gz');
      try {
        await backup(source.settings, during);
      } finally {
        writing = false;
        await writer;
        await database.close();
      }
      expect(written).toBeGreaterThan(0);
      // restore compares every table's rows with the manifest before it commits.
      const target = await site();
      const manifest = await restore(target.settings, during, { force: false });
      expect((await snapshotOf(target)).rowCounts).toEqual(manifest.database.rowCounts);
    }, 120_000);
  }
});

describe(`npm run backup and npm run restore with the files in an object store, on ${engine} (decisions 0061, 0063)`, () => {
  let s3: TestS3Server;
  let onS3: TestSite;
  let fromS3: string;
  let before: Awaited<ReturnType<typeof snapshotOf>>;
  /** A site whose files are under `prefix` in the test bucket. */
  const siteOnS3 = async (prefix: string) => {
    const created = await newSite(engine, { ...s3.env, S3_URL: `${s3.env.S3_URL}/${prefix}` });
    sites.push(created);
    return created;
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    onS3 = await siteOnS3('journal');
    await seedSite(onS3);
    before = await snapshotOf(onS3);
    fromS3 = path.join(work, 'from-s3.tar.gz');
  }, 120_000);
  afterAll(() => s3?.close());

  it('backs up every file of the object store, none of them on the site’s disk', async () => {
    expect(Object.keys(before.files).length).toBeGreaterThan(10);
    expect(await readdir(filesRootOf(onS3.settings)).catch(() => [])).not.toContainEqual(expect.stringMatching(/^[0-9a-f]{2}$/));
    const manifest = await backup(onS3.settings, fromS3);
    expect(Object.fromEntries(manifest.files.map((file) => [file.path, file.sha256]))).toEqual(before.files);
    expect(manifest.database.rowCounts).toEqual(before.rowCounts);
  }, 120_000);

  it('restores into another object store prefix, refuses it once it holds files, and --force replaces them', async () => {
    const copy = await siteOnS3('copy');
    await restore(copy.settings, fromS3, { force: false });
    expect(await snapshotOf(copy)).toEqual(before);
    await expect(restore(copy.settings, fromS3, { force: false })).rejects.toThrow(/^The target is not empty: .* and the object store \(journal-files\/copy\/\) holds \d+ files\. Restoring replaces everything there; run again with --force to do that$/);
    await restore(copy.settings, fromS3, { force: true });
    expect(await snapshotOf(copy)).toEqual(before);
  }, 120_000);

  it('moves the files between the object store and the site’s disk both ways', async () => {
    const onDisk = await site();
    await restore(onDisk.settings, fromS3, { force: false });
    expect(await snapshotOf(onDisk)).toEqual(before);
    const fromDisk = path.join(work, 'from-disk.tar.gz');
    await backup(onDisk.settings, fromDisk);
    const backOnS3 = await siteOnS3('back');
    await restore(backOnS3.settings, fromDisk, { force: false });
    expect(await snapshotOf(backOnS3)).toEqual(before);
  }, 180_000);
});
