import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVAILABILITY_MESSAGES as M, RETRY_AFTER_SECONDS, UNAVAILABLE_PAGE } from '../contract/http/availability';
import { MailSender } from '../core/mail/mail-sender';
import { createMailTransport } from '../core/mail/mail-transport';
import { createAccount } from '../core/users/users.service';
import { openDatabase, type Database } from '../db/client';
import { insertPaper } from '../tests/support/fixtures';
import { TcpRelay } from '../tests/support/tcp-relay';
import { createServerDatabase } from '../tests/support/test-database';
import { TEST_PASSWORD, uniqueAddress } from '../tests/support/test-app';
import { buildApp } from './app';
import { loadConfig } from './config';
import { productionPages } from './pages';
import { SESSION_COOKIE } from './plugins/auth';

/**
 * Decision 0064: the PostgreSQL server goes away under load and comes back. The app reaches it
 * through a TCP proxy in this test (the shared server itself is never touched): the proxy is cut
 * (its connections destroyed, its port closed), every request that needs the database answers a
 * clean 503 to retry, readiness says 503, liveness still answers; the proxy returns on the same
 * port and the app answers again without a restart. PostgreSQL only: PGlite runs in the process.
 * The pages too (decision 0069; the built pages, `npm run build`): a reader gets the 'temporarily
 * unavailable' page with 503 and Retry-After, not the error page with 500.
 */

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build');

const serverUrl = process.env.DATABASE_URL!;
let serverDatabase: { url: string; drop(): Promise<void> };
let proxy: TcpRelay;
let database: Database;
let app: FastifyInstance;
let dataDir: string;
let token: string;
let paperId: number;

beforeAll(async () => {
  serverDatabase = await createServerDatabase(serverUrl, 'jals_outage');
  const target = new URL(serverDatabase.url);
  proxy = new TcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
  await proxy.open();
  const throughProxy = new URL(serverDatabase.url);
  throughProxy.hostname = '127.0.0.1';
  throughProxy.port = String(proxy.port);
  database = await openDatabase({ url: throughProxy.toString() });
  await database.migrate();
  dataDir = await mkdtemp(path.join(tmpdir(), 'jals-outage-'));
  const config = loadConfig({ DATA_DIR: dataDir, DEMO: 'off', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://journal.test' });
  const mail = new MailSender(database.db, createMailTransport({ mailDir: path.join(dataDir, 'mail'), from: config.mailFrom }));
  app = await buildApp({ config, database, mail, pages: await productionPages(buildDir), logger: false });
  await app.ready();
  await createAccount(database.db, { email: 'outage.author@example.org', password: TEST_PASSWORD, role: 'AUTHOR', firstName: 'Ada', lastName: 'Author', institution: 'Test University' });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'outage.author@example.org', password: TEST_PASSWORD }, remoteAddress: uniqueAddress() });
  token = login.json().token;
  paperId = (await insertPaper(database.db, { title: 'Maize yields under drought stress' })).id;
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await proxy?.cut();
  await serverDatabase?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Requests that need the database: public reads, a signed-in read (the session is checked in the database), a sign-in. */
const requests = () => [
  { method: 'GET' as const, url: '/api/announcements' },
  { method: 'GET' as const, url: '/api/papers/search?q=maize' },
  { method: 'GET' as const, url: '/api/users/profile', headers: { authorization: `Bearer ${token}` } },
  { method: 'POST' as const, url: '/api/auth/login', payload: { email: 'outage.author@example.org', password: TEST_PASSWORD } },
];

/**
 * Pages a reader asks for: the home page and a paper's page anonymously, and a signed-in one (its
 * cookie is checked in the database before the pages are reached). An anonymous page keeps its
 * 200 in the page cache for 5 s (decision 0009), so each phase asks for its own addresses.
 */
const pageRequests = (phase: string) => [
  { method: 'GET' as const, url: `/?visit=${phase}` },
  { method: 'GET' as const, url: `/paper/${paperId}?visit=${phase}` },
  { method: 'GET' as const, url: '/dashboard', headers: { cookie: `${SESSION_COOKIE}=${token}` } },
];

describe('the database goes away and comes back (decision 0064)', () => {
  it('answers normally through the proxy', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    for (const request of requests()) expect((await app.inject({ ...request, remoteAddress: uniqueAddress() })).statusCode, request.url).toBe(200);
    for (const request of pageRequests('before')) {
      const response = await app.inject({ ...request, remoteAddress: uniqueAddress() });
      expect(response.statusCode, request.url).toBe(200);
      expect(response.headers['content-type'], request.url).toMatch(/^text\/html/);
    }
  });

  it('with the database cut off, every request that needs it is a 503 problem with Retry-After, never a 500', async () => {
    await proxy.cut();
    // Under load: more requests at once than the pool has connections.
    const load = Array.from({ length: 5 }, () => requests()).flat();
    const answers = await Promise.all(load.map((request) => app.inject({ ...request, remoteAddress: uniqueAddress() })));
    for (const [i, response] of answers.entries()) {
      const label = `${load[i]!.method} ${load[i]!.url} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
      expect(response.statusCode, label).toBe(503);
      expect(response.headers['content-type'], label).toMatch(/^application\/problem\+json/);
      expect(response.headers['retry-after'], label).toBe(String(RETRY_AFTER_SECONDS));
      expect(response.json(), label).toEqual({ type: '/problems/service-unavailable', title: 'Service Unavailable', status: 503, detail: M.databaseUnavailable });
      expect(response.body, label).not.toMatch(/ECONN|Connection terminated|\bat \S+ \(|node_modules/);
    }
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().detail).toBe(M.databaseUnavailable);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('with the database cut off, a page is the "temporarily unavailable" page with 503 and Retry-After (decision 0069)', async () => {
    const load = Array.from({ length: 3 }, () => pageRequests('during')).flat();
    const answers = await Promise.all(load.map((request) => app.inject({ ...request, remoteAddress: uniqueAddress() })));
    for (const [i, response] of answers.entries()) {
      const label = `${load[i]!.url} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
      expect(response.statusCode, label).toBe(503);
      expect(response.headers['retry-after'], label).toBe(String(RETRY_AFTER_SECONDS));
      expect(response.headers['content-type'], label).toMatch(/^text\/html/);
      // The site's page (its header and footer, its one h1), saying what happened and how to go on.
      expect(response.body, label).toMatch(/^<!DOCTYPE html>/i);
      expect(response.body, label).toContain('id="main"');
      expect(response.body.match(/<h1\b[^>]*>([^<]*)<\/h1>/g), label).toEqual([`<h1 class="page-hero__title">${UNAVAILABLE_PAGE.heading}</h1>`]);
      expect(response.body, label).toContain(M.databaseUnavailable);
      expect(response.body, label).toContain(`>${UNAVAILABLE_PAGE.tryAgain}</a>`);
      expect(response.body, label).toMatch(new RegExp(`<title>${UNAVAILABLE_PAGE.heading} \\| `));
      expect(response.body, label).not.toMatch(/ECONN|Connection terminated|\bat \S+ \(|node_modules|Unexpected Application Error/);
    }
  });

  it('when the database is back, answers again without a restart', async () => {
    await proxy.open();
    await expect.poll(async () => (await app.inject({ method: 'GET', url: '/api/ready' })).statusCode, { timeout: 15_000, interval: 200 }).toBe(200);
    for (const request of requests()) expect((await app.inject({ ...request, remoteAddress: uniqueAddress() })).statusCode, request.url).toBe(200);
    for (const request of pageRequests('after')) {
      const response = await app.inject({ ...request, remoteAddress: uniqueAddress() });
      expect(response.statusCode, request.url).toBe(200);
      expect(response.body, request.url).not.toContain(UNAVAILABLE_PAGE.heading);
    }
  });
});
