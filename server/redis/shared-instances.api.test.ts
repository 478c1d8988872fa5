import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M, tooManyFailedSignIns } from '../../contract/auth/messages';
import { listAnnouncements } from '../../core/announcements/announcements.service';
import { freePort } from '../../tests/support/free-port';
import { expectProblem } from '../../tests/support/problem';
import { multipartBody } from '../../tests/support/submission';
import { bearer, createTestApp, TEST_PASSWORD, uniqueAddress, type TestApp } from '../../tests/support/test-app';
import { TcpRelay } from '../../tests/support/tcp-relay';
import { connectTestRedis, removeRedisKeys, TEST_REDIS_URL, uniqueRedisPrefix } from '../../tests/support/test-redis';
import type { PageServer } from '../pages';

/**
 * Decision 0062: two instances of one site (one database, one REDIS_URL) count rate limits and
 * sign-in failures once between them, and a change through one clears the other's page cache.
 * With Redis unreachable, each instance still answers, limits and throttles by itself, serves no
 * cached page and logs the outage once. The pages are a stand-in for React Router that lists the
 * announcements from the database, as /announcements does.
 */
const announcementsPage: PageServer = {
  async register() {},
  async handler(request, context) {
    const titles = (await listAnnouncements(context.ctx)).map((announcement) => `<li>${announcement.title}</li>`);
    return new Response(`<html><body><h1>${new URL(request.url).pathname}</h1><ul>${titles.join('')}</ul></body></html>`, {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  },
  async close() {},
};

const login = (instance: TestApp, email: string, password: string, remoteAddress: string) =>
  instance.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

const page = (instance: TestApp, url = '/announcements') => instance.app.inject({ method: 'GET', url, remoteAddress: uniqueAddress() });

async function announce(instance: TestApp, token: string, title: string) {
  const { payload, headers } = await multipartBody({ title, content: 'Details follow.', priority: 'normal', category: 'News', author: 'Editorial Office' });
  const response = await instance.app.inject({ method: 'POST', url: '/api/admin/announcements', payload, headers: { ...headers, ...bearer(token) }, remoteAddress: uniqueAddress() });
  expect(response.statusCode, response.body).toBeLessThan(300);
}

/** Lines the instance logged at warn level or above, and the messages of all of them. */
function captureLog() {
  const lines: { level: number; msg: string }[] = [];
  return {
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) } },
    messages: (matching: RegExp) => lines.filter((line) => matching.test(line.msg)),
    warnings: () => lines.filter((line) => line.level >= 40).map((line) => line.msg),
  };
}

describe('two instances sharing one Redis', () => {
  const prefix = uniqueRedisPrefix();
  let redis: Redis;
  let a: TestApp;
  let b: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    redis = await connectTestRedis();
    // Instances of one site share the database, REDIS_URL and the secret that signs sessions.
    const env = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, JWT_SECRET: randomBytes(32).toString('hex') };
    a = await createTestApp(env, { pages: announcementsPage });
    b = await createTestApp(env, { pages: announcementsPage, database: a.database });
    b.clock.now = a.clock.now;
    const admin = await a.createUser('ADMIN');
    adminToken = await a.login(admin.email);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await removeRedisKeys(redis, prefix);
    redis.disconnect();
  });

  it('counts the per-address sign-in limit once: 10 attempts split between them use up the minute', async () => {
    const client = uniqueAddress();
    for (let i = 0; i < 10; i += 1) expectProblem(await login(i % 2 ? b : a, `nobody-${i}@example.org`, 'wrong-password', client), 401, M.invalidCredentials);
    expectProblem(await login(a, 'nobody-10@example.org', 'wrong-password', client), 429, M.tooManyLogins);
    expectProblem(await login(b, 'nobody-11@example.org', 'wrong-password', client), 429, M.tooManyLogins);
    // Another client is not affected, on either instance.
    expectProblem(await login(b, 'nobody-12@example.org', 'wrong-password', uniqueAddress()), 401, M.invalidCredentials);
  });

  it('throttles failed sign-ins once: 3 failures on one and 2 on the other make the address wait, on both', async () => {
    const { email } = await a.createUser('AUTHOR');
    const client = uniqueAddress();
    for (const instance of [a, a, a, b, b]) expectProblem(await login(instance, email, 'wrong-password', client), 401, M.invalidCredentials);
    const refused = await login(b, email, TEST_PASSWORD, client);
    expectProblem(refused, 429, tooManyFailedSignIns(1));
    expect(refused.headers['retry-after']).toBe('1');
    expectProblem(await login(a, email, TEST_PASSWORD, client), 429, tooManyFailedSignIns(1));
    // The owner from their own address signs in on either.
    expect((await login(b, email, TEST_PASSWORD, uniqueAddress())).statusCode).toBe(200);
  });

  it('keeps the counts in Redis under REDIS_PREFIX, each expiring', async () => {
    const keys = await redis.keys(`${prefix}*`);
    expect(keys.some((key) => key.startsWith(`${prefix}rl:POST/api/auth/login-`))).toBe(true);
    expect(keys.some((key) => key.startsWith(`${prefix}signin:pair:`))).toBe(true);
    for (const key of keys) expect(await redis.pttl(key)).toBeGreaterThan(0);
  });

  /**
   * The change's answer goes out once Redis has taken the message, which it has already passed to
   * the other instance; reading it there takes that instance a turn of its event loop, so the
   * pages are asked for until they change: far sooner than the cache's 5 seconds would.
   */
  const freshWithin = (instance: TestApp, title: string) =>
    expect.poll(async () => (await page(instance)).body, { timeout: 1_000, interval: 5 }).toContain(title);

  it('a change through one instance clears the other’s page cache at once', async () => {
    await announce(a, adminToken, 'Call for papers: soil health');
    expect((await page(b)).headers['x-page-cache']).toBe('miss');
    const cached = await page(b);
    expect(cached.headers['x-page-cache']).toBe('hit');
    expect(cached.body).toContain('Call for papers: soil health');

    await announce(a, adminToken, 'Field day at the research farm');
    await freshWithin(b, 'Field day at the research farm');
    // And the other way round.
    await page(a);
    expect((await page(a)).headers['x-page-cache']).toBe('hit');
    await announce(b, adminToken, 'Reviewer workshop');
    await freshWithin(a, 'Reviewer workshop');
  });
});

describe('an instance whose Redis is unreachable', () => {
  let t: TestApp;
  let port: number;
  const log = captureLog();

  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_PREFIX: uniqueRedisPrefix() }, { pages: announcementsPage, logger: log.logger });
  });
  afterAll(() => t?.close());

  it('still serves pages, never from a cache another instance could not clear', async () => {
    for (let i = 0; i < 3; i += 1) {
      const response = await page(t);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-page-cache']).toBe('miss');
    }
  });

  it('still limits sign-ins per address and throttles failures, in this instance', async () => {
    const client = uniqueAddress();
    for (let i = 0; i < 10; i += 1) expectProblem(await login(t, `nobody-${i}@example.org`, 'wrong-password', client), 401, M.invalidCredentials);
    expectProblem(await login(t, 'nobody-10@example.org', 'wrong-password', client), 429, M.tooManyLogins);

    const { email } = await t.createUser('AUTHOR');
    const other = uniqueAddress();
    for (let i = 0; i < 5; i += 1) expectProblem(await login(t, email, 'wrong-password', other), 401, M.invalidCredentials);
    expectProblem(await login(t, email, TEST_PASSWORD, other), 429, tooManyFailedSignIns(1));
    expect((await login(t, email, TEST_PASSWORD, uniqueAddress())).statusCode).toBe(200);
  });

  it('logs the outage once, with the address and without failing any request', () => {
    const warnings = log.warnings();
    expect(warnings).toEqual([expect.stringContaining(`Redis at 127.0.0.1:${port} is unreachable`)]);
    expect(warnings[0]).toContain('count in this instance only');
  });
});

describe('an instance whose Redis goes away and comes back', () => {
  // Redis going away and coming back, as an instance sees it.
  const redisAddress = new URL(TEST_REDIS_URL);
  const relay = new TcpRelay({ host: redisAddress.hostname, port: Number(redisAddress.port || 6379) });
  const prefix = uniqueRedisPrefix();
  const log = captureLog();
  let redis: Redis;
  let t: TestApp;

  beforeAll(async () => {
    redis = await connectTestRedis();
    await relay.open();
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${relay.port}`, REDIS_PREFIX: prefix }, { pages: announcementsPage, logger: log.logger });
  });
  afterAll(async () => {
    await t?.close();
    await relay.cut();
    await removeRedisKeys(redis, prefix);
    redis.disconnect();
  });

  /** Whether the page cache answers: a page asked for twice. */
  const cacheAnswers = async () => {
    await page(t, '/announcements?probe');
    return (await page(t, '/announcements?probe')).headers['x-page-cache'] === 'hit';
  };

  it('turns the page cache off and counts locally during the outage, logs it once, and shares again once Redis is back', async () => {
    expect(await cacheAnswers()).toBe(true);
    expectProblem(await login(t, 'before@example.org', 'wrong-password', uniqueAddress()), 401, M.invalidCredentials);
    expect(await redis.keys(`${prefix}signin:*`)).toHaveLength(2);

    await relay.cut();
    await expect.poll(cacheAnswers, { timeout: 5_000, interval: 20 }).toBe(false);
    const client = uniqueAddress();
    for (let i = 0; i < 10; i += 1) expectProblem(await login(t, `during-${i}@example.org`, 'wrong-password', client), 401, M.invalidCredentials);
    expectProblem(await login(t, 'during-10@example.org', 'wrong-password', client), 429, M.tooManyLogins);
    expect(await redis.keys(`${prefix}signin:*during*`)).toEqual([]);
    expect(log.warnings()).toEqual([expect.stringContaining(`Redis at 127.0.0.1:${relay.port} is unreachable`)]);

    await relay.open();
    await expect.poll(cacheAnswers, { timeout: 15_000, interval: 50 }).toBe(true);
    await expect.poll(() => log.messages(/is reachable again/).length, { timeout: 15_000, interval: 50 }).toBeGreaterThan(0);
    expectProblem(await login(t, 'after@example.org', 'wrong-password', uniqueAddress()), 401, M.invalidCredentials);
    expect(await redis.keys(`${prefix}signin:*after*`)).toHaveLength(2);
    expect(log.warnings()).toHaveLength(1);
  });
});
