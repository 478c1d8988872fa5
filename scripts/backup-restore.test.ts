import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';

const run = promisify(execFile);
let work: string;

/** `npm run backup|restore -- ...` with this environment: its exit code and what it printed. */
async function command(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...base } = process.env;
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { env: { ...base, DEMO: 'off', ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'jals-backup-cli-'));
  // A site that was started once: migrated, nothing seeded (DEMO=off).
  const database = await openDatabase({ dataDir: path.join(work, 'site', 'db') });
  await database.migrate();
  await database.close();
}, 60_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('npm run backup / npm run restore (decision 0061)', () => {
  it('says what is missing, in one line, with exit code 1', async () => {
    const backup = await command('backup', [], { DATA_DIR: path.join(work, 'site') });
    expect(backup).toMatchObject({ code: 1, stderr: 'Missing --to FILE. Usage: npm run backup -- --to FILE.tar.gz\n' });
    const restore = await command('restore', [], { DATA_DIR: path.join(work, 'empty') });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toBe('Missing --from FILE. Usage: npm run restore -- --from FILE.tar.gz [--force] (--force empties a target that is not empty)\n');
  }, 60_000);

  it('refuses an unreadable file and a file that is not a backup, without a stack trace', async () => {
    const missing = await command('restore', ['--from', path.join(work, 'nothing.tar.gz')], { DATA_DIR: path.join(work, 'empty') });
    expect(missing).toMatchObject({ code: 1, stderr: `Cannot read ${path.join(work, 'nothing.tar.gz')}: no such file\n` });
    const notes = path.join(work, 'notes.txt');
    await writeFile(notes, 'not an archive\n'.repeat(100));
    const notArchive = await command('restore', ['--from', notes], { DATA_DIR: path.join(work, 'empty') });
    expect(notArchive.code).toBe(1);
    expect(notArchive.stderr).toMatch(new RegExp(`^${notes.replaceAll('.', '\\.')} is not (a readable backup archive|a backup of this platform)[^\\n]*\\n$`));
  }, 60_000);

  it('says when the database cannot be reached, the password masked', async () => {
    const result = await command('backup', ['--to', path.join(work, 'x.tar.gz')], { DATA_DIR: path.join(work, 'site'), DATABASE_URL: 'postgres://journal:s3cret@127.0.0.1:1/journal' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Cannot reach the database at postgres:\/\/journal:\*\*\*@127\.0\.0\.1:1\/journal: .+\n$/);
    expect(result.stderr).not.toContain('s3cret');
  }, 60_000);

  it('backs up a site and restores it into a new DATA_DIR, then refuses to restore over it', async () => {
    const archive = path.join(work, 'site.tar.gz');
    const backup = await command('backup', ['--to', archive], { DATA_DIR: path.join(work, 'site') });
    expect(backup.stdout).toMatch(/Backup written to .*site\.tar\.gz \([\d.]+ MB\): [\d,]+ rows in \d+ tables, 0 files \(0\.0 MB\), schema \d{4}_\w+\.\n$/);
    expect(backup.code).toBe(0);

    const restored = await command('restore', ['--from', archive], { DATA_DIR: path.join(work, 'copy') });
    expect(restored.stdout).toMatch(/Restored the backup of .* \(pglite\) into the embedded database in .*copy: .*; migrations applied\.\n$/);
    expect(restored.code).toBe(0);

    const again = await command('restore', ['--from', archive], { DATA_DIR: path.join(work, 'copy') });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^The target is not empty: the database has \d+ of the site's tables \(\d+ rows\)\. Restoring replaces everything there; run again with --force to do that\n$/);
  }, 120_000);
});
