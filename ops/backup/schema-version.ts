import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../../db/client';
import { BackupError } from './backup-error';
import type { DatabaseSession } from './database-session';

interface JournalEntry {
  tag: string;
  when: number;
}

/** This code's migrations in order (drizzle-kit's journal; drizzle records each by its `when`). */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

/** The latest migration applied to the database and how many are: the schema version a backup records. */
export async function schemaVersionOf(session: DatabaseSession): Promise<{ schemaVersion: string; migrationsApplied: number }> {
  const [journal] = await session.query<{ present: boolean }>(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  const rows = journal!.present ? await session.query<{ created_at: string | number }>(`select created_at from drizzle.__drizzle_migrations order by created_at`) : [];
  if (rows.length === 0) throw new BackupError('The database has no migrations applied, so there is nothing of the site to back up: start the site once (or npm run db:migrate) first');
  const latest = Number(rows.at(-1)!.created_at);
  const tag = knownMigrations().find((entry) => entry.when === latest)?.tag ?? `unknown migration of ${new Date(latest).toISOString()}`;
  return { schemaVersion: tag, migrationsApplied: rows.length };
}

/** Restore brings an older backup up to date by migrating; a backup from newer code cannot be. */
export function refuseNewerSchema(schemaVersion: string, archive: string): void {
  if (!knownMigrations().some((entry) => entry.tag === schemaVersion)) {
    throw new BackupError(`${archive} was made by a newer version of the platform (its schema is at ${schemaVersion}, which this version does not know): update the platform first, then restore`);
  }
}
