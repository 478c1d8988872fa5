import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { openTestDatabase } from '../tests/support/test-database';
import { tablesDueForVacuum, vacuumDueTables } from './embedded-vacuum';

/**
 * Decision 0073: the embedded database's autovacuum picks the tables PostgreSQL's would, and leaves
 * them clean (on PostgreSQL too; the probe tables keep the server's own autovacuum out of the way).
 */
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

type Stats = { n_dead_tup: number; n_mod_since_analyze: number; vacuumed: boolean; analyzed: boolean };
async function statsOf(table: string): Promise<Stats> {
  const result = await database.db.execute(
    sql`select n_dead_tup::int, n_mod_since_analyze::int, last_vacuum is not null as vacuumed, last_analyze is not null as analyzed from pg_stat_user_tables where relname = ${table}`,
  );
  return (result as unknown as { rows: Stats[] }).rows[0]!;
}

describe('vacuumDueTables', () => {
  it('vacuums and analyzes a table with many dead rows, and leaves a quiet one alone', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`create table vacuum_probe_busy (id int primary key, note text) with (autovacuum_enabled = false)`);
      await tx.execute(sql`create table vacuum_probe_quiet (id int primary key, note text) with (autovacuum_enabled = false)`);
      await tx.execute(sql`insert into vacuum_probe_busy select g, 'row ' || g from generate_series(1, 5000) g`);
      await tx.execute(sql`insert into vacuum_probe_quiet values (1, 'one row')`);
    });
    await database.db.execute(sql`delete from vacuum_probe_busy where id <= 3000`);
    // Statistics reach the shared counters when a session goes idle: wait for them.
    await expect.poll(() => tablesDueForVacuum(database.db), { timeout: 15_000, interval: 250 }).toContain('vacuum_probe_busy');
    expect(await tablesDueForVacuum(database.db)).not.toContain('vacuum_probe_quiet');
    expect((await statsOf('vacuum_probe_busy')).n_dead_tup).toBeGreaterThanOrEqual(3000);

    const vacuumed = await vacuumDueTables(database.db);

    expect(vacuumed).toContain('vacuum_probe_busy');
    expect(vacuumed).not.toContain('vacuum_probe_quiet');
    expect(await statsOf('vacuum_probe_busy')).toEqual({ n_dead_tup: 0, n_mod_since_analyze: 0, vacuumed: true, analyzed: true });
    expect(await statsOf('vacuum_probe_quiet')).toMatchObject({ vacuumed: false, analyzed: false });
    expect(await tablesDueForVacuum(database.db)).not.toContain('vacuum_probe_busy');
  });
});
