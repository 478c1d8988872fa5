import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the repositories take: PGlite and node-postgres share it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The pg pool's connections (decision 0064's metrics): open, idle among them, and callers waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** null on PGlite: one in-process connection, no pool. */
  poolStats(): PoolStats | null;
  close(): Promise<void>;
}

/** The pool's size on a PostgreSQL server, per instance. */
export const POOL_MAX = 10;
/**
 * How long a request waits to open a connection: a database that does not answer becomes a 503
 * to retry after this, rather than a request hanging (decision 0064).
 */
const CONNECT_TIMEOUT_MS = 5_000;

/** The migrations, in drizzle-kit's folder layout (`meta/_journal.json` lists them in order). */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** The embedded database's buffer cache (decision 0066). */
export const EMBEDDED_SHARED_BUFFERS = '16MB';
/** Serialises migrations when several instances start at once on one server. */
const MIGRATION_LOCK = 727_001;

/** Called with each statement Drizzle sends (tests count the statements of a request with it). */
export type QueryListener = (query: string) => void;

/** `from`: an in-memory database starts as a copy of this dump (PGlite's dumpDataDir), as the tests' migrated template. */
export type DatabaseOptions = ({ url: string } | { dataDir: string | null; from?: Blob }) & { onQuery?: QueryListener };

/** Drizzle's logger hook, when someone listens. */
const loggerOf = (onQuery: QueryListener | undefined) => (onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {});

/** PostgreSQL server when a URL is given, otherwise embedded PGlite in dataDir (null: in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: POOL_MAX, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    pool.on('error', () => {
      // An idle client lost its connection (the server restarted, the network dropped): the pool
      // has already dropped it and opens a new one on next use, so the site recovers by itself.
    });
    pool.on('connect', (client) => {
      // A client checked out between two statements (a transaction of the mail sender, say) that
      // loses its connection emits 'error' where the pool no longer listens: unheard, it would end
      // the process (decision 0069). Its next statement fails as unavailable (a 503), and the pool
      // drops it on release, as it does an idle one.
      client.on('error', () => undefined);
    });
    const db = drizzlePg(pool, { schema, ...loggerOf(options.onQuery) }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
          client.release();
        }
      },
      async ping() {
        await db.execute(sql`select 1`);
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      async close() {
        await pool.end();
      },
    };
  }
  return databaseOverPglite(await openPglite(options.dataDir, options.from), options.onQuery);
}

/** Embedded PostgreSQL in dataDir (null: in memory, or a copy of the dump `from`), with the extensions the migrations need. */
export async function openPglite(dataDir: string | null, from?: Blob): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the trigram indexes of migration 0005 (decision 0040); PostgreSQL servers ship it in contrib.
  const extensions = { pg_trgm };
  // Decision 0066: PostgreSQL's 128 MB of shared buffers live in the process's own memory here;
  // 16 MB keeps an idle site small, and the operating system still caches the data files.
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`];
  const client = dataDir ? new PGlite(dataDir, { extensions, startParams }) : new PGlite({ extensions, startParams, loadDataDir: from });
  await client.waitReady;
  return client;
}

/** The Database over an open PGlite (the backup tools also use the client itself: dump, scripts). */
export function databaseOverPglite(client: PGlite, onQuery?: QueryListener): Database {
  const pgliteDb = drizzlePglite(client, { schema, ...loggerOf(onQuery) });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(pgliteDb, { migrationsFolder });
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    poolStats: () => null,
    async close() {
      await client.close();
    },
  };
}
