import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { startSite } from '../support/e2e-server';
import { startServerProcess } from '../support/server-process';

/**
 * Decision 0023: the demo (shared, published password) never becomes a public site's default.
 * These start the real server as `npm start` does, with the environment an operator would set:
 * each test its own, so they start it themselves rather than share one site (tests/support/e2e-site.ts).
 */

/** Runs server/main.ts until it exits (it should refuse to start); returns its exit code and output. */
async function runUntilExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jals-start-'));
  try {
    const server = startServerProcess(dataDir, { DEMO: '', PUBLIC_URL: '', HOST: '', ...env });
    const timer = setTimeout(() => server.child.kill('SIGKILL'), 30_000);
    await server.exited;
    clearTimeout(timer);
    return { code: server.child.exitCode, output: server.output() };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

describe('demo mode cannot go public by default', () => {
  test('the embedded database on 0.0.0.0 without DEMO refuses to start, saying what to set', async () => {
    const { code, output } = await runUntilExit({ HOST: '0.0.0.0' });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration: DEMO is on by default');
    expect(output).toContain('set DEMO=off for a real site');
    expect(output).not.toContain('Journal site ready');
  });

  test('a non-local PUBLIC_URL without DEMO refuses to start too', async () => {
    const { code, output } = await runUntilExit({ PUBLIC_URL: 'https://journal.example.org' });
    expect(code).toBe(1);
    expect(output).toContain('PUBLIC_URL is https://journal.example.org');
  });

  test('DEMO=off on the embedded database seeds nothing, shows no credentials and asks for an administrator', async () => {
    const site = await startSite({ DEMO: 'off' });
    try {
      expect(site.output()).toContain('This site has no administrator yet: create one with npm run admin:create');
      expect(site.output()).not.toContain('Demo content seeded');
      const login = await fetch(`${site.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@jals-demo.org', password: 'journal-demo-2026' }),
      });
      expect(login.status).toBe(401);
      const admin = await (await fetch(`${site.url}/admin`)).text();
      expect(admin).not.toContain('journal-demo-2026');
      expect(admin).not.toContain('admin@jals-demo.org');
      const papers = await (await fetch(`${site.url}/api/papers?pageSize=1`)).json();
      expect(papers.total).toBe(0);
    } finally {
      await site.stop();
    }
  });

  test('DEMO=on on a public address starts, with a loud warning', async () => {
    const site = await startSite({ DEMO: 'on', HOST: '0.0.0.0' });
    try {
      expect(site.output()).toContain('WARNING: DEMO MODE ON A PUBLIC ADDRESS');
    } finally {
      await site.stop();
    }
  });
});
