import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { JOURNAL_NAME } from '../../contract/journal';
import { openDatabase } from '../../db/client';
import { papers, storedFiles, users } from '../../db/schema';
import { searchPublishedPapers } from '../../core/papers/papers.repo';
import { DEMO_SEARCH_TITLE_WORD, seedDemo } from '../../demo/seed/demo-seed';
import { createServerDatabase } from '../../tests/support/test-database';
import type { BackupSettings } from './backup';
import { locationOf, openSession, rowCountsOf } from './database-session';
import { digestOf, listStoredFiles } from './stored-files';
import { loadConfig } from '../../server/config';
import { openFileStore } from '../../server/file-store';

/** A site for the backup tests: a DATA_DIR of its own and an embedded database or a new database on the server. */
export interface TestSite {
  settings: BackupSettings;
  remove(): Promise<void>;
}

export const testEngine = (): 'pglite' | 'postgres' => (process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite');

/** `s3`: the object store's variables (S3_URL and its keys, tests/support/s3-server.ts), read as the site reads them. */
export async function newSite(kind: 'pglite' | 'postgres', s3: Record<string, string> | null = null): Promise<TestSite> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jals-backup-site-'));
  const server = kind === 'postgres' ? await createServerDatabase(process.env.DATABASE_URL!, 'jals_backup') : null;
  return {
    settings: { databaseUrl: server?.url ?? null, dataDir, pgDump: 'pg_dump', s3: s3 ? loadConfig({ DATA_DIR: dataDir, ...s3 }).s3 : null },
    async remove() {
      await server?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The demo journal, seeded through the services with its PDFs (demo/seed). */
export async function seedSite(site: TestSite): Promise<void> {
  const database = await openDatabase(locationOf(site.settings));
  try {
    await database.migrate();
    const settings = { jwtSecret: new Uint8Array(32), publicUrl: 'http://localhost:3000', demo: true, journalName: JOURNAL_NAME };
    const files = await openFileStore(site.settings);
    try {
      await seedDemo({ db: database.db, files, settings });
    } finally {
      await files.close();
    }
  } finally {
    await database.close();
  }
}

/** The site's stored files (archive paths), in its file store. */
export async function storedFilesOf(site: TestSite): Promise<string[]> {
  const store = await openFileStore(site.settings);
  try {
    return await listStoredFiles(store);
  } finally {
    await store.close();
  }
}

/** What a restore must bring back: every table's rows, every file's checksum, and content read through the app's own queries. */
export async function snapshotOf(site: TestSite) {
  const session = await openSession(locationOf(site.settings));
  const rowCounts = await rowCountsOf(session).finally(() => session.close());
  const database = await openDatabase(locationOf(site.settings));
  try {
    const content = {
      users: await database.db.select({ id: users.id, email: users.email, role: users.role, passwordHash: users.passwordHash, orcid: users.orcid }).from(users).orderBy(asc(users.id)),
      papers: await database.db.select({ id: papers.id, title: papers.title, status: papers.status, doi: papers.doi, publishedAt: papers.publishedAt, manuscriptFileId: papers.manuscriptFileId }).from(papers).orderBy(asc(papers.id)),
      storedFiles: await database.db.select({ id: storedFiles.id, sha256: storedFiles.sha256, sizeBytes: storedFiles.sizeBytes }).from(storedFiles).orderBy(asc(storedFiles.id)),
      // Full-text search (generated tsvector, GIN index) works on what was restored.
      search: (await searchPublishedPapers(database.db, { text: DEMO_SEARCH_TITLE_WORD }, { offset: 0, limit: 10 })).rows.map((row) => row.title),
    };
    const files: Record<string, string> = {};
    const store = await openFileStore(site.settings);
    try {
      for (const file of await listStoredFiles(store)) files[file] = (await digestOf(store.open(path.basename(file)))).sha256;
    } finally {
      await store.close();
    }
    return { rowCounts, files, ...content };
  } finally {
    await database.close();
  }
}
