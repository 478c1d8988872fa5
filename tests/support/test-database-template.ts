import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite database dumped to a file (api-pglite), which each test file's database loads. */
    pgliteTemplateFile?: string;
    /** A migrated, empty database on the PostgreSQL server (api-postgres), which each test file's database copies. */
    postgresTemplate?: string;
  }
}

/**
 * Global set-up of the database test projects: the migrations run once per run, not once per
 * file. PGlite loads a dump of a migrated database (a fresh one runs initdb, about three times
 * slower); PostgreSQL copies a template database (CREATE DATABASE … TEMPLATE).
 */
export default async function migrateOnce(project: TestProject): Promise<() => Promise<void>> {
  if (project.name === 'api-postgres') {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
    const name = `jals_template_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', name);
    return () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const folder = await mkdtemp(path.join(tmpdir(), 'jals-pglite-template-'));
  const file = path.join(folder, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  return () => rm(folder, { recursive: true, force: true });
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
