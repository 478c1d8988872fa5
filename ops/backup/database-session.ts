import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite } from '../../db/client';
import { BackupError, reasonOf } from './backup-error';

/**
 * One connection to the configured database, PGlite or PostgreSQL, with what backup and restore
 * need of it: queries, multi-statement scripts (simple query protocol) and the engine itself.
 */
export type DatabaseSession =
  | { kind: 'pglite'; dataDir: string; pglite: PGlite; query<T>(text: string, params?: unknown[]): Promise<T[]>; exec(script: string): Promise<void>; close(): Promise<void> }
  | { kind: 'postgres'; url: string; client: pg.Client; query<T>(text: string, params?: unknown[]): Promise<T[]>; exec(script: string): Promise<void>; close(): Promise<void> };

/** Where the site keeps its database: DATABASE_URL, or PGlite in DATA_DIR/db (as server/main.ts). */
export type DatabaseLocation = { url: string } | { dataDir: string };

export const locationOf = (config: { databaseUrl: string | null; dataDir: string }): DatabaseLocation =>
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'db') };

/** A connection string fit for a message: the password masked, as server/config.ts does. */
export const shownUrl = (url: string) => url.replace(/\/\/([^/@:]*):[^/@]*@/, '//$1:***@');

/**
 * PGlite runs inside one process and takes no lock on its folder, so a second process opening it
 * while the site runs would read pages the site has not written yet, and its shutdown would write
 * over the site's (decision 0061). PGlite keeps `postmaster.pid` in the folder while it is open
 * and removes it on a clean close: its presence means the site is running, or was killed.
 */
export function refuseOpenPglite(dataDir: string): void {
  if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
    throw new BackupError(
      `The embedded database in ${dataDir} is open (postmaster.pid is there): stop the site first; if it is already stopped (it was killed), start and stop it once so the database is closed cleanly`,
    );
  }
}

export async function openSession(location: DatabaseLocation): Promise<DatabaseSession> {
  if ('url' in location) {
    const client = new pg.Client({ connectionString: location.url });
    client.on('error', () => undefined);
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => undefined);
      throw new BackupError(`Cannot reach the database at ${shownUrl(location.url)}: ${reasonOf(error) || (error as NodeJS.ErrnoException).code}`);
    }
    return {
      kind: 'postgres',
      url: location.url,
      client,
      query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
      // No parameters: node-postgres sends the simple query protocol, which runs several statements.
      exec: async (script) => void (await client.query(script)),
      close: () => client.end(),
    };
  }
  refuseOpenPglite(location.dataDir);
  const pglite = await openPglite(location.dataDir);
  return {
    kind: 'pglite',
    dataDir: location.dataDir,
    pglite,
    query: async <T>(text: string, params?: unknown[]) => (await pglite.query<T>(text, params)).rows,
    exec: async (script) => void (await pglite.exec(script)),
    close: () => pglite.close(),
  };
}

/** The server's version, as PostgreSQL reports it ("15.20", "18.6"). */
export async function serverVersionOf(session: DatabaseSession): Promise<{ text: string; major: number }> {
  const [row] = await session.query<{ server_version: string; server_version_num: string }>(
    `select current_setting('server_version') as server_version, current_setting('server_version_num') as server_version_num`,
  );
  return { text: row!.server_version.split(' ')[0]!, major: Math.floor(Number(row!.server_version_num) / 10_000) };
}

/** Every table outside PostgreSQL's own schemas, "schema.table", sorted. */
export async function tablesOf(session: DatabaseSession): Promise<string[]> {
  const rows = await session.query<{ name: string }>(
    `select schemaname || '.' || tablename as name from pg_catalog.pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') and schemaname not like 'pg\\_%' order by 1`,
  );
  return rows.map((row) => row.name);
}

const quoted = (name: string) => name.split('.').map((part) => `"${part.replaceAll('"', '""')}"`).join('.');

/** Rows per table, in the session's current snapshot. */
export async function rowCountsOf(session: DatabaseSession): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tablesOf(session)) {
    const [row] = await session.query<{ count: string | number }>(`select count(*) as count from ${quoted(table)}`);
    counts[table] = Number(row!.count);
  }
  return counts;
}
