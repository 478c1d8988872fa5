import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Role } from '../../contract/auth/roles';
import { MailSender } from '../../core/mail/mail-sender';
import { createMailTransport } from '../../core/mail/mail-transport';
import { seedStaticPages } from '../../core/pages/pages.seed';
import { createAccount } from '../../core/users/users.service';
import type { Database, Db } from '../../db/client';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Lifecycle } from '../../server/lifecycle';
import type { PageServer } from '../../server/pages';
import { SharedRedis } from '../../server/redis/shared-redis';
import { openTestDatabase } from './test-database';

export const TEST_PASSWORD = 'correct-horse-battery';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The database, to start another instance on it (`createTestApp(env, { database })`). */
  database: Database;
  dataDir: string;
  mail: MailSender;
  /** The clock every service reads; move it to test expiry. */
  clock: { now: Date };
  createUser(role: Role, overrides?: { email?: string; password?: string; firstName?: string; lastName?: string }): Promise<{ email: string; password: string }>;
  /** Signs in through the API (from an address of its own) and returns the bearer token. */
  login(email: string, password?: string): Promise<string>;
  /** Sends pending mail and returns the .eml files written, oldest first. */
  sentMail(): Promise<string[]>;
  /** The SQL statements the database received while `work` ran (Drizzle's logger), to catch a query per row. */
  statementsDuring(work: () => Promise<unknown>): Promise<string[]>;
  close(): Promise<void>;
}

let counter = 0;
let addresses = 0;

/**
 * A client address no other request has used: the per-address rate limits then count only
 * what a test sends from it (light-my-request otherwise sends everything from 127.0.0.1).
 */
export function uniqueAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/**
 * A reader's browser. light-my-request's own user agent (lightMyRequest) is a robot to the COUNTER
 * filter (decision 0059), so a request that should count as a reader's sends this.
 */
export const READER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The Authorization header of a bearer token; none for an anonymous caller. */
export const bearer = (token: string | null | undefined): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

export interface TestAppOptions {
  pages?: PageServer;
  /** Another instance's database: the two are then two instances of one site (decision 0062). Closed by its owner. */
  database?: Database;
  /** Fastify's logger (default: none), to read what the server logs. */
  logger?: FastifyServerOptions['logger'];
  /** Starting, ready or stopping (decision 0064); ready unless given. */
  lifecycle?: Lifecycle;
}

/**
 * The API (no pages unless given) on a fresh database and a temporary DATA_DIR (DESIGN.md "Tests").
 * With REDIS_URL in `env`, the instance shares its limits and page-cache invalidation through it.
 */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jals-test-'));
  let listening: string[] | null = null;
  const database = options.database ?? (await openTestDatabase({ onQuery: (query) => listening?.push(query) }));
  const config = loadConfig({ DATA_DIR: dataDir, DEMO: 'on', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://journal.test', ...env });
  const clock = { now: new Date() };
  const mailDir = path.join(dataDir, 'mail');
  const mail = new MailSender(database.db, createMailTransport({ mailDir, from: config.mailFrom }), () => clock.now);
  // Decision 0047: every install has its static pages (server/main.ts seeds them at start-up too).
  await seedStaticPages(database.db, clock.now);
  const redis = config.redis ? new SharedRedis(config.redis) : null;
  const app = await buildApp({ config, database, mail, pages: options.pages ?? null, clock: () => clock.now, logger: options.logger ?? false, redis, lifecycle: options.lifecycle });
  await app.ready();

  return {
    app,
    db: database.db,
    database,
    dataDir,
    mail,
    clock,
    async createUser(role, overrides = {}) {
      counter += 1;
      // A mail domain of its own: two test accounts share no employer, so no conflict of interest (decision 0041).
      const email = overrides.email ?? `${role.toLowerCase()}${counter}-${Date.now()}@account${counter}.example.org`;
      const password = overrides.password ?? TEST_PASSWORD;
      await createAccount(database.db, {
        email,
        password,
        role,
        firstName: overrides.firstName ?? 'Test',
        lastName: overrides.lastName ?? role.charAt(0) + role.slice(1).toLowerCase(),
        institution: 'Test University',
      });
      return { email, password };
    },
    async login(email, password = TEST_PASSWORD) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: uniqueAddress() });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      return response.json().token as string;
    },
    async sentMail() {
      await mail.drain();
      const files = (await readdir(mailDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
      return Promise.all(files.map((file) => readFile(path.join(mailDir, file), 'utf8')));
    },
    async statementsDuring(work) {
      const statements: string[] = [];
      listening = statements;
      try {
        await work();
      } finally {
        listening = null;
      }
      return statements;
    },
    async close() {
      await app.close();
      await redis?.close();
      await mail.stop();
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
