import { BackupError, reasonOf } from './backup-error';
import { rowCountsOf, type DatabaseSession } from './database-session';

/** The schemas the site's migrations create: a target with a table in either is not empty. */
const SITE_SCHEMAS = ['public', 'drizzle'];

/** The site's tables already in the target, and their rows. */
export async function siteTablesOf(session: DatabaseSession): Promise<{ tables: number; rows: number }> {
  const counts = await rowCountsOf(session);
  const ours = Object.entries(counts).filter(([table]) => SITE_SCHEMAS.includes(table.split('.')[0]!));
  return { tables: ours.length, rows: ours.reduce((sum, [, rows]) => sum + rows, 0) };
}

/** `--force`: drops everything the site's schemas hold (tables, functions, the pg_trgm extension). */
export async function emptyDatabase(session: DatabaseSession): Promise<void> {
  await session.exec('drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;');
}

/**
 * Makes a dump from one engine or pg_dump version run on another (decision 0061):
 * - psql's `\restrict` / `\unrestrict` lines (pg_dump since 15.14/18.0) are psql commands, not SQL;
 * - a `SET` of a setting the target does not have (`transaction_timeout` is new in PostgreSQL 17,
 *   PGlite 0.5 is 18) is left out: these are the dump's session defaults, not data.
 */
export function adaptDump(script: string, knownSettings: ReadonlySet<string>): string {
  return script
    .split('\n')
    .filter((line) => !/^\\(un)?restrict [A-Za-z0-9]+$/.test(line))
    .filter((line) => {
      const setting = /^SET ([a-z_]+) = ('[^']*'|[\w.-]+);$/.exec(line)?.[1];
      return setting === undefined || knownSettings.has(setting);
    })
    .join('\n');
}

/**
 * Runs the dump in one transaction and compares every table's rows with the manifest before it
 * commits: a dump that does not load whole leaves the target as it was.
 */
export async function loadDump(session: DatabaseSession, script: string, expected: Record<string, number>): Promise<void> {
  const settings = await session.query<{ name: string }>('select name from pg_catalog.pg_settings');
  const adapted = adaptDump(script, new Set(settings.map((row) => row.name)));
  await session.exec('begin');
  try {
    try {
      await session.exec(adapted);
    } catch (error) {
      throw new BackupError(`The database dump did not load (${reasonOf(error)}); nothing of it was kept`);
    }
    const restored = await rowCountsOf(session);
    for (const [table, rows] of Object.entries(expected)) {
      if (restored[table] !== rows) {
        throw new BackupError(`The restored database does not match the backup: ${table} has ${restored[table] ?? 'no'} rows, the backup ${rows}; nothing of it was kept`);
      }
    }
    await session.exec('commit');
  } catch (error) {
    await session.exec('rollback').catch(() => undefined);
    throw error;
  } finally {
    // The dump empties search_path for its session; the migrations that follow need the defaults.
    await session.exec('reset all').catch(() => undefined);
  }
}
