import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth/messages';
import { readMail, type ReadMail } from '../support/mail';
import { freePort } from '../support/free-port';
import { JournalApi } from '../support/journal-api';
import { startNginx, UPSTREAM_HEADER, type TestNginx } from '../support/nginx';
import { startS3Server, type TestS3Server } from '../support/s3-server';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { createServerDatabase } from '../support/test-database';
import { connectTestRedis, removeRedisKeys, TEST_REDIS_URL, uniqueRedisPrefix } from '../support/test-redis';
import { uniquePdf } from '../support/unique-pdf';

/**
 * Issue 17: two server processes of one site (`npm run serve`, the built pages) on one PostgreSQL
 * database, one Redis and one object store, behind Debian's nginx balancing round-robin on
 * loopback, as DESIGN.md "Beyond one machine" and decisions 0062–0064 describe. A journey through
 * the balancer — register, confirm, submit, assign, review, decide, pay, publish, read — whose
 * every request goes to the other instance than the one before (nginx names the instance that
 * answered in a header), then: no instance serves a stale public page after a write, the sign-in
 * limit is counted once for both, every mail is sent exactly once, and every file is reachable
 * through either instance.
 */
const ADMIN = { email: 'multi.admin@example.org', password: `Multi-test-${randomBytes(9).toString('base64url')}` };
const PASSWORD = 'sorghum-midge-trial-7';
const AUTHOR = { firstName: 'Halima', lastName: 'Sule', email: 'halima.sule@example.org', institution: 'Bayero University Kano' };
const EDITOR = { firstName: 'Tunde', lastName: 'Okafor', email: 'tunde.okafor@example.com', institution: 'University of Ibadan' };
/** Accepting needs two independent reviews. */
const REVIEWERS = [
  { firstName: 'Wanjiku', lastName: 'Kamau', email: 'wanjiku.kamau@example.net', institution: 'Egerton University' },
  { firstName: 'Kofi', lastName: 'Boateng', email: 'kofi.boateng@example.edu', institution: 'University of Cape Coast' },
];
const TITLE = 'Sorghum midge resistance of Sudan savanna landraces under late sowing';

let database: { url: string; drop(): Promise<void> };
let s3: TestS3Server;
let redis: Redis;
const redisPrefix = uniqueRedisPrefix();
const dataDirs: string[] = [];
const instances: ServerProcess[] = [];
/** Each instance's own address (http://127.0.0.1:PORT), for reading around the balancer. */
let direct: string[] = [];
let nginx: TestNginx;
/** Which instance answered each request through the balancer, in order. */
const answeredBy: string[] = [];
/** The journey's calls through the balancer; each records which instance answered. */
let api: JournalApi;

beforeAll(async () => {
  const began = Date.now();
  [database, s3, redis] = await Promise.all([createServerDatabase(process.env.DATABASE_URL!, 'jals_multi'), startS3Server(), connectTestRedis()]);
  for (let i = 0; i < 2; i += 1) dataDirs.push(await mkdtemp(path.join(tmpdir(), `jals-multi-${i}-`)));
  const port = await freePort();
  // What every instance of one site shares (README "Several instances"); SMTP_URL unset, so each writes its mail to its DATA_DIR/mail.
  const shared = {
    DATABASE_URL: database.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    ...s3.env,
    DEMO: 'off',
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: '',
  };
  // Both start at once (migrations are serialised, decision 0064); one creates the administrator.
  instances.push(startServerProcess(dataDirs[0]!, { ...shared, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }));
  instances.push(startServerProcess(dataDirs[1]!, shared));
  direct = await Promise.all(instances.map((instance) => instance.ready));
  nginx = await startNginx(port, direct.map((url) => new URL(url).host));
  api = new JournalApi(nginx.url, { onAnswer: ({ response }) => answeredBy.push(response?.headers.get(UPSTREAM_HEADER) ?? 'none') });
  console.log(`several instances: database, object store, two instances and nginx up in ${Math.round((Date.now() - began) / 100) / 10} s`);
});

afterAll(async () => {
  await nginx?.close();
  await Promise.all(instances.map((instance) => instance.stop('SIGTERM')));
  await s3?.close();
  await database?.drop();
  if (redis) {
    await removeRedisKeys(redis, redisPrefix);
    redis.disconnect();
  }
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A public page read from one instance directly, as an anonymous reader. */
async function pageOn(instance: string, route: string): Promise<{ cache: string | null; html: string }> {
  const response = await fetch(`${instance}${route}`);
  const html = await response.text();
  expect(response.status, `${instance}${route}`).toBe(200);
  return { cache: response.headers.get('x-page-cache'), html };
}

/** Both instances hold `route` in their anonymous page cache (decision 0009), not showing `text` yet. */
async function warmEverywhere(route: string, text: string): Promise<void> {
  for (const instance of direct) {
    await pageOn(instance, route);
    const cached = await pageOn(instance, route);
    expect(cached.cache, `${instance}${route} comes from the page cache`).toBe('hit');
    expect(cached.html).not.toContain(text);
  }
}

/** Right after a write through either instance, both show it: no stale page anywhere (decision 0062). */
async function freshEverywhere(route: string, text: string): Promise<void> {
  for (const instance of direct) expect((await pageOn(instance, route)).html, `${instance}${route} after the change`).toContain(text);
}

/** Every message both instances wrote to their DATA_DIR/mail, once the shared outbox is empty. */
async function allMailSent(): Promise<ReadMail[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    for (let tries = 0; ; tries += 1) {
      const { rows } = await client.query<{ waiting: number }>("select count(*)::int as waiting from mail_outbox where status <> 'sent'");
      if (rows[0]!.waiting === 0) break;
      if (tries > 150) throw new Error(`${rows[0]!.waiting} message(s) still unsent after 15 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
  const mails: ReadMail[] = [];
  for (const dir of dataDirs) {
    const folder = path.join(dir, 'mail');
    for (const name of (await readdir(folder).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'))) mails.push(readMail(await readFile(path.join(folder, name), 'utf8')));
  }
  return mails;
}

describe('two instances behind nginx on one database, one Redis and one object store', () => {
  it('carry a manuscript from registration to the published paper, each request on the other instance', async () => {
    const began = Date.now();
    const adminToken = await api.signIn(ADMIN.email, ADMIN.password);

    // A reader-facing write first: an announcement, fresh on both instances at once.
    await warmEverywhere('/announcements', 'Call for papers: dryland cereals');
    const announcement = new FormData();
    for (const [name, value] of Object.entries({ title: 'Call for papers: dryland cereals', content: 'Details follow.', priority: 'normal', category: 'News', author: 'Editorial Office' })) announcement.append(name, value);
    await api.expectJson('POST', '/api/admin/announcements', 200, { token: adminToken, form: announcement });
    await freshEverywhere('/announcements', 'Call for papers: dryland cereals');

    // The office creates the editor and two reviewers; the author registers and confirms the address.
    await api.createAccount(adminToken, EDITOR, 'EDITOR', PASSWORD);
    const reviewerIds: number[] = [];
    for (const reviewer of REVIEWERS) reviewerIds.push(await api.createAccount(adminToken, reviewer, 'REVIEWER', PASSWORD));
    await api.register(AUTHOR, PASSWORD);
    const authorToken = await api.signIn(AUTHOR.email, PASSWORD);
    let link: string | undefined;
    for (let tries = 0; !link && tries < 150; tries += 1) {
      link = (await allMailSent()).find((mail) => mail.to === AUTHOR.email)?.text.match(/\/confirm-email\?token=([\w-]+)/)?.[1];
      if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(link, 'the confirmation link was mailed').toBeDefined();
    await api.expectJson('POST', '/api/auth/confirm-email', 200, { token: authorToken, json: { token: link } });

    // The author submits (multipart, through the balancer: the file goes to the shared object store).
    const manuscript = await uniquePdf('several instances', 200 * 1024);
    const id = await api.submit(authorToken, { title: TITLE, author: AUTHOR, pdf: manuscript });
    expect((await api.request('GET', `/paper/${id}`)).status, 'not public before it is published').toBe(404);

    // The editor invites two reviewers; each accepts, reads the manuscript and sends a review.
    const editorToken = await api.signIn(EDITOR.email, PASSWORD);
    await api.inviteReviewers(editorToken, id, reviewerIds);
    for (const reviewer of REVIEWERS) {
      const reviewerToken = await api.signIn(reviewer.email, PASSWORD);
      // Accepts, reads the manuscript (from the shared object store) and recommends acceptance.
      await api.review(reviewerToken, (await api.assignmentFor(reviewerToken, TITLE)).id);
    }

    // The editor accepts; the office records the payment; the editor publishes into a new issue, at once.
    await api.accept(editorToken, id);
    await api.payInvoice(authorToken, adminToken, id);
    await warmEverywhere('/issues', 'Volume 9, Issue 1');
    await api.publish(editorToken, id, { newIssue: { volume: 9, number: 1, year: 2026, title: 'Volume 9, Issue 1', publicationDate: '2026-11-29', publishNow: true } });
    await freshEverywhere('/issues', 'Volume 9, Issue 1');

    // A reader: the paper's page and its PDF, through the balancer and from each instance directly.
    for (let i = 0; i < 2; i += 1) expect((await api.expectOk(`/paper/${id}`)).toString()).toContain(TITLE);
    for (const base of [nginx.url, ...direct]) {
      for (const route of [`/api/papers/${id}/download`, `/paper/${id}/pdf`]) {
        const download = await fetch(`${base}${route}`);
        expect(download.status, `${base}${route}`).toBe(200);
        expect(Buffer.from(await download.arrayBuffer()).equals(manuscript), `${base}${route} gives the bytes submitted`).toBe(true);
      }
    }

    // nginx sent each request to the other instance than the one before, and both instances took part.
    expect(new Set(answeredBy)).toEqual(new Set(direct.map((url) => new URL(url).host)));
    const repeats = answeredBy.filter((upstream, i) => i > 0 && upstream === answeredBy[i - 1]);
    expect(repeats, `instances in order: ${answeredBy.join(' ')}`).toEqual([]);

    // Every mail exactly once, whichever instance's outbox worker sent it: each expected message
    // matches one file across both mail folders, and there is no other.
    const mails = await allMailSent();
    const expected: [string, RegExp][] = [
      [AUTHOR.email, /please confirm your email address$/],
      [AUTHOR.email, /submission received/],
      [EDITOR.email, /^New submission no\. \d+/],
      ...REVIEWERS.map((reviewer): [string, RegExp] => [reviewer.email, /invitation to review manuscript no\. \d+$/]),
      [EDITOR.email, /^Review received: Reviewer 1 /],
      [EDITOR.email, /^Review received: Reviewer 2 /],
      [EDITOR.email, /^All reviews are in/],
      [AUTHOR.email, /decision on manuscript no\. \d+/],
      [AUTHOR.email, /^Invoice \S+: publication charge/],
      [AUTHOR.email, /^Invoice \S+: payment received$/],
      [AUTHOR.email, /your article is published/],
    ];
    const listed = mails.map((mail) => `${mail.to} :: ${mail.subject}`).sort();
    for (const [to, subject] of expected) {
      expect(mails.filter((mail) => mail.to === to && subject.test(mail.subject)), `${to} ${subject} once in:\n${listed.join('\n')}`).toHaveLength(1);
    }
    expect(listed).toHaveLength(expected.length);
    console.log(
      `several instances: journey of ${answeredBy.length} requests through nginx in ${Math.round((Date.now() - began) / 100) / 10} s; ` +
        `${mails.length} mails (${dataDirs.length} outboxes: ${(await Promise.all(dataDirs.map(async (dir) => (await readdir(path.join(dir, 'mail')).catch(() => [])).length))).join(' + ')})`,
    );
  });

  it('counts the sign-in limit once for both: 10 failures split between them, the 11th refused; another client still signs in', async () => {
    const client = '198.51.100.17';
    const from = answeredBy.length;
    for (let i = 0; i < 10; i += 1) {
      const response = await api.request('POST', '/api/auth/login', { client, json: { email: `nobody-${i}@example.org`, password: 'wrong-password' } });
      expect(response.status, await response.text()).toBe(401);
    }
    expect(new Set(answeredBy.slice(from)).size, 'the failures went to both instances').toBe(2);
    for (let i = 0; i < 2; i += 1) {
      const refused = await api.request('POST', '/api/auth/login', { client, json: { email: ADMIN.email, password: ADMIN.password } });
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { detail: string }).detail).toBe(AUTH_MESSAGES.tooManyLogins);
    }
    // Counted per client behind the balancer (TRUST_PROXY), not for the balancer as a whole.
    await api.expectJson('POST', '/api/auth/login', 200, { client: '198.51.100.18', json: ADMIN });
  });
});
