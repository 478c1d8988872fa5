import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVAILABILITY_MESSAGES as M, RETRY_AFTER_SECONDS, UNAVAILABLE_PAGE } from '../../contract/http/availability';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { TcpRelay } from '../support/tcp-relay';
import { createServerDatabase } from '../support/test-database';

/**
 * Decisions 0064 and 0069 on the real server process (PostgreSQL only: PGlite runs inside it): its
 * database, reached through a TCP relay the test cuts (the shared server is never touched), goes
 * away just as it turns ready, while its background work (the mail sender, the reminders) holds
 * connections. The process stays up; pages are the 'temporarily unavailable' page and the API a
 * problem, each a 503 with Retry-After; when the relay is back, it answers again without a restart.
 */
const serverUrl = process.env.DATABASE_URL;

let serverDatabase: { url: string; drop(): Promise<void> };
let relay: TcpRelay;
let dataDir: string;
let server: ServerProcess;
let url: string;

describe.skipIf(!serverUrl)('the real server when its database goes away and comes back', () => {
  beforeAll(async () => {
    serverDatabase = await createServerDatabase(serverUrl!, 'jals_outage_process');
    const target = new URL(serverDatabase.url);
    relay = new TcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
    await relay.open();
    const throughRelay = new URL(serverDatabase.url);
    throughRelay.hostname = '127.0.0.1';
    throughRelay.port = String(relay.port);
    dataDir = await mkdtemp(path.join(tmpdir(), 'jals-outage-process-'));
    server = startServerProcess(dataDir, { DATABASE_URL: throughRelay.toString(), DEMO: 'off' });
    url = await server.ready;
  });

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await relay?.cut();
    await serverDatabase?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('stays up through the outage, answers 503 to retry (a page for pages), and recovers by itself', async () => {
    // Cut as the background work starts, with connections checked out of the pool.
    await relay.cut();
    const pages = ['/', '/paper/1', '/archives', '/issues/current'];
    const answers = await Promise.all([...pages, ...pages].map(async (page) => ({ page, response: await fetch(`${url}${page}`) })));
    for (const { page, response } of answers) {
      const body = await response.text();
      expect(response.status, `${page} ${body.slice(0, 200)}`).toBe(503);
      expect(response.headers.get('retry-after'), page).toBe(String(RETRY_AFTER_SECONDS));
      expect(response.headers.get('content-type'), page).toMatch(/^text\/html/);
      expect(body, page).toContain(`<h1 class="page-hero__title">${UNAVAILABLE_PAGE.heading}</h1>`);
      expect(body, page).toContain(M.databaseUnavailable);
    }
    const api = await fetch(`${url}/api/announcements`);
    expect(api.status).toBe(503);
    expect(api.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect(server.child.exitCode, server.output()).toBeNull();

    await relay.open();
    await expect.poll(async () => (await fetch(`${url}/api/ready`)).status, { timeout: 15_000, interval: 200 }).toBe(200);
    for (const page of pages.filter((p) => p !== '/paper/1')) expect((await fetch(`${url}${page}`)).status, page).toBe(200);
    // No paper 1 on this empty journal: the page's own 'not found', the database answering again.
    expect((await fetch(`${url}/paper/1`)).status).toBe(404);
    expect(server.child.exitCode, server.output()).toBeNull();
  });
});
