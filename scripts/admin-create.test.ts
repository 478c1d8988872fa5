import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../contract/auth/messages';
import { DEMO_PASSWORD } from '../contract/auth/password-rule';

const run = promisify(execFile);
let dataDir: string;

/** `npm run admin:create -- ...` on an embedded database of its own; the exit code and what it printed. */
async function adminCreate(...args: string[]) {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', ...args], { env: { ...env, DATA_DIR: dataDir, DEMO: 'off' } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'jals-admin-create-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run admin:create (decision 0026)', () => {
  it.each(['password123', DEMO_PASSWORD, 'Journal of Agriculture and Life Sciences'])('refuses the password %j with the registration message', async (password) => {
    const result = await adminCreate('--email', 'office@example.org', '--password', password);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(M.passwordTooGuessable);
  }, 60_000);

  it('creates the administrator with a password that is hard to guess', async () => {
    const result = await adminCreate('--email', 'office@example.org', '--password', 'cassava-drought-soil-2026');
    expect(result.stdout).toContain('Administrator office@example.org created.');
    expect(result.code).toBe(0);
  }, 60_000);
});
