import { execFile, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { BackupError, reasonOf } from './backup-error';
import { rowCountsOf, serverVersionOf, type DatabaseSession } from './database-session';
import { schemaVersionOf } from './schema-version';

export interface DumpFacts {
  serverVersion: string;
  dumpedWith: string;
  schemaVersion: string;
  migrationsApplied: number;
  rowCounts: Record<string, number>;
}

/**
 * Plain SQL with INSERTs (not COPY), which both engines run as one script without psql, so a
 * backup of either restores into either (decision 0061). No owners or grants: the restoring
 * role owns what it creates.
 */
const DUMP_ARGS = ['--no-owner', '--no-privileges', '--inserts', '--rows-per-insert=100'];

/** Writes the database's dump to `file`; the row counts and schema version come from the dump's own snapshot. */
export async function dumpDatabase(session: DatabaseSession, file: string, pgDumpCommand: string): Promise<DumpFacts> {
  return session.kind === 'pglite' ? dumpPglite(session, file) : dumpPostgres(session, file, pgDumpCommand);
}

/** PGlite: pg_dump built to WebAssembly (@electric-sql/pglite-tools), on the one open connection. */
async function dumpPglite(session: Extract<DatabaseSession, { kind: 'pglite' }>, file: string): Promise<DumpFacts> {
  const facts = await factsOf(session);
  const dump = await pgDump({ pg: session.pglite, args: DUMP_ARGS });
  const bytes = new Uint8Array(await dump.arrayBuffer());
  await writeFile(file, bytes);
  return { ...facts, dumpedWith: dumpedWithOf(bytes, 'pg_dump (PGlite tools)') };
}

/**
 * PostgreSQL: the server's pg_dump, while the site runs. Its snapshot is exported from a
 * repeatable-read transaction that also counts the rows, so the manifest's counts are the dump's.
 */
async function dumpPostgres(session: Extract<DatabaseSession, { kind: 'postgres' }>, file: string, command: string): Promise<DumpFacts> {
  const server = await serverVersionOf(session);
  const client = await pgDumpVersion(command);
  // pg_dump refuses servers newer than itself; older ones it dumps.
  if (client.major < server.major) {
    throw new BackupError(`${command} is version ${client.text} and cannot dump a PostgreSQL ${server.text} server: install pg_dump ${server.major} or later (postgresql-client-${server.major}) and set PG_DUMP to it`);
  }
  await session.query('begin isolation level repeatable read read only');
  try {
    const [{ snapshot }] = (await session.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')) as [{ snapshot: string }];
    const facts = await factsOf(session);
    await runPgDump(command, session.url, ['--snapshot', snapshot, '--file', file, ...DUMP_ARGS]);
    return { ...facts, dumpedWith: `pg_dump ${client.text}` };
  } finally {
    await session.query('commit').catch(() => undefined);
  }
}

async function factsOf(session: DatabaseSession): Promise<Omit<DumpFacts, 'dumpedWith'>> {
  const [server, schema, rowCounts] = [await serverVersionOf(session), await schemaVersionOf(session), await rowCountsOf(session)];
  return { serverVersion: server.text, ...schema, rowCounts };
}

/** "18.3" from the dump's header line "-- Dumped by pg_dump version 18.3". */
function dumpedWithOf(bytes: Uint8Array, name: string): string {
  const head = new TextDecoder().decode(bytes.subarray(0, 2_000));
  const version = /^-- Dumped by pg_dump version (\S+)/m.exec(head)?.[1];
  return version ? `${name} ${version}` : name;
}

async function pgDumpVersion(command: string): Promise<{ text: string; major: number }> {
  try {
    const { stdout } = await promisify(execFile)(command, ['--version']);
    const text = /(\d+(?:\.\d+)*)/.exec(stdout)?.[1] ?? '';
    return { text, major: Number.parseInt(text, 10) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new BackupError(`${command} was not found: install PostgreSQL's client programs (postgresql-client) or set PG_DUMP to pg_dump's path`);
    }
    throw new BackupError(`${command} --version failed: ${reasonOf(error)}`);
  }
}

/** Runs pg_dump with the password in its environment, not on its command line (where ps shows it). */
async function runPgDump(command: string, url: string, args: string[]): Promise<void> {
  const target = new URL(url);
  const env = { ...process.env };
  if (target.password) env.PGPASSWORD = decodeURIComponent(target.password);
  target.password = '';
  const child = spawn(command, ['--dbname', target.toString(), ...args], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new BackupError(`pg_dump failed: ${stderr.trim().split('\n').at(-1) ?? `exit code ${code}`}`);
}
