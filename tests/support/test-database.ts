import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type Database, type QueryListener } from '../../db/client';

/** What the database projects' global set-up migrated once (tests/support/test-database-template.ts); nothing outside Vitest. */
async function migratedTemplate(): Promise<{ pgliteTemplateFile?: string; postgresTemplate?: string }> {
  if (!process.env.VITEST) return {};
  const { inject } = await import('vitest');
  return { pgliteTemplateFile: inject('pgliteTemplateFile'), postgresTemplate: inject('postgresTemplate') };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DATABASE=postgres)
 * a new database on the server of DATABASE_URL, dropped again on close. Under Vitest both start
 * as a copy of a database migrated once for the run; migrating again then finds nothing to do.
 */
export async function openTestDatabase(options: { onQuery?: QueryListener } = {}): Promise<Database> {
  const template = await migratedTemplate();
  if (process.env.TEST_DATABASE !== 'postgres') {
    const from = template.pgliteTemplateFile ? new Blob([await readFile(template.pgliteTemplateFile)]) : undefined;
    const database = await openDatabase({ dataDir: null, from, ...options });
    await database.migrate();
    return database;
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  const server = await createServerDatabase(serverUrl, 'jals_test', template.postgresTemplate);
  const database = await openDatabase({ url: server.url, ...options });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await server.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server of `serverUrl`, and how to drop it again. */
export async function createServerDatabase(serverUrl: string, prefix: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
