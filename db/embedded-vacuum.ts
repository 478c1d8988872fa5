import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * PostgreSQL's autovacuum for the embedded database, which has none (decision 0073). PGlite keeps
 * the same table statistics (pg_stat_user_tables), so one pass picks the tables autovacuum would,
 * with its default thresholds, and runs VACUUM (ANALYZE) on each in turn: dead rows are reclaimed,
 * the visibility map lets counts read indexes alone, and the planner's statistics follow the
 * journal as it grows from the first issue to thousands of papers. On a PostgreSQL server this is
 * never started: its own autovacuum does the work.
 */

/** autovacuum_vacuum_threshold and autovacuum_vacuum_scale_factor's defaults. */
const VACUUM_BASE = 50;
const VACUUM_SCALE = 0.2;
/** autovacuum_analyze_threshold and autovacuum_analyze_scale_factor's defaults. */
const ANALYZE_BASE = 50;
const ANALYZE_SCALE = 0.1;
/** autovacuum_vacuum_insert_threshold and autovacuum_vacuum_insert_scale_factor's defaults: tables only inserted into get their visibility map too. */
const INSERT_BASE = 1000;
const INSERT_SCALE = 0.2;
/** How often server/main.ts runs a pass on the embedded database. */
export const EMBEDDED_VACUUM_INTERVAL_MS = 10 * 60 * 1000;

/** A threshold as SQL: our own constants, written into the statement. */
const due = (base: number, scale: number) => sql.raw(`${base} + ${scale} * n_live_tup`);

/** The tables a pass would vacuum now, as autovacuum would choose them. */
export async function tablesDueForVacuum(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select relname from pg_stat_user_tables
    where schemaname = 'public' and (
      n_dead_tup > ${due(VACUUM_BASE, VACUUM_SCALE)}
      or n_mod_since_analyze > ${due(ANALYZE_BASE, ANALYZE_SCALE)}
      or n_ins_since_vacuum > ${due(INSERT_BASE, INSERT_SCALE)})
    order by relname`);
  // pg and PGlite both answer the rows as `rows`.
  return (result as unknown as { rows: { relname: string }[] }).rows.map((row) => row.relname);
}

/** One pass: VACUUM (ANALYZE) every table due, one at a time (each holds the embedded database's one connection briefly). */
export async function vacuumDueTables(db: Db): Promise<string[]> {
  const tables = await tablesDueForVacuum(db);
  for (const table of tables) await db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`);
  return tables;
}
