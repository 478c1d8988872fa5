import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStore } from '../../core/files/file-store';
import { sweepFiles } from '../../core/files/file-sweeper';
import { openDatabase, type Database } from '../../db/client';
import { papers, paperVersions, storedFiles } from '../../db/schema';
import { createServerDatabase } from '../support/test-database';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { submissionFields } from '../support/submission';
import { uniquePdf } from '../support/unique-pdf';

/**
 * Decision 0022 under kill -9: the real server, submissions streaming in from several clients,
 * SIGKILL at random moments (during uploads, keeps, transactions, responses, and start-ups),
 * restart on the same DATA_DIR. Afterwards every row names a file that is on disk with its
 * bytes, every submission answered 201 is there and downloads, and the sweep leaves no temp file.
 *
 * On PGlite in DATA_DIR/db (the default set-up; it recovers from SIGKILL, see the decision) and,
 * when DATABASE_URL is set, also on a fresh database of that server; the kills are shared out.
 */
const DATABASES: Database['kind'][] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const KILLS = Math.ceil(20 / DATABASES.length);
/**
 * A restart costs 2.5 s on an idle 2-core machine and twice that on a busy one: kills stop when
 * this much time has gone, so the test stays well inside two minutes; a run still makes MIN_KILLS.
 */
const KILL_BUDGET_MS = 55_000 / DATABASES.length;
const MIN_KILLS = Math.ceil(8 / DATABASES.length);
/** Clients submitting at once, each one after the other until the kill: the server takes 3 uploads at a time from one address (decision 0025). */
const CLIENTS = 3;
/** Per client and process: with CLIENTS, well under the 30 submissions an hour an account may make. */
const PER_CLIENT = 8;
const ADMIN = { email: 'crash.admin@example.org', password: `Crash-test-${randomBytes(9).toString('base64url')}` };

/** Random figures from a seed printed with the results, so a failing run's plan can be read back. */
const seed = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);
let state = seed;
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
  return state / 2 ** 31;
};
const between = (low: number, high: number) => Math.floor(low + random() * (high - low));

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** What one POST /api/papers came to: 201 with the paper's id, another status, or no answer (the server died). */
type Outcome = { kind: 'created'; id: number } | { kind: 'status'; status: number; body: string } | { kind: 'no answer' };

async function submit(url: string, token: string, bytes: Uint8Array, title: string): Promise<Outcome> {
  const form = new FormData();
  for (const [name, value] of Object.entries(submissionFields({ title }))) form.append(name, value);
  form.append('manuscript', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'manuscript.pdf');
  let response: Response;
  let body: string;
  try {
    response = await fetch(`${url}/api/papers`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    body = await response.text();
  } catch {
    return { kind: 'no answer' };
  }
  if (response.status === 201) return { kind: 'created', id: (JSON.parse(body) as { id: number }).id };
  return { kind: 'status', status: response.status, body };
}

describe.each(DATABASES)('files before rows survives kill -9 (decision 0022), on %s', (kind) => {
  let dataDir: string;
  let serverDatabase: { url: string; drop(): Promise<void> } | null = null;
  /** The process running now, stopped whatever happens to the test. */
  let server: ServerProcess | null = null;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'jals-crash-'));
    if (kind === 'postgres') serverDatabase = await createServerDatabase(process.env.DATABASE_URL!, 'jals_crash');
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await serverDatabase?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The server on this run's DATA_DIR and database; the administrator's variables only when asked (hashing costs each start). */
  const start = (withAdmin = false) =>
    startServerProcess(dataDir, {
      DEMO: 'off',
      ...(withAdmin ? { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } : {}),
      ...(serverDatabase ? { DATABASE_URL: serverDatabase.url } : {}),
    });

  it(`up to ${KILLS} kills at random moments lose no acknowledged submission and leave no row without its file`, async () => {
    const began = Date.now();
    /** Paper id → the bytes acknowledged for it. */
    const acknowledged = new Map<number, Buffer>();
    /** Everything sent, so later uploads can repeat earlier bytes (the dedupe path of keep). */
    const sent: Buffer[] = [];
    const unexpected: string[] = [];
    let submissions = 0;
    let kills = 0;
    let killedStarting = 0;

    // First start: the database is created and migrated, the administrator made; no kill here
    // (an interrupted initdb is not what this test is about).
    server = start(true);
    const token = await signIn(await server.ready);
    await server.stop('SIGTERM');
    const killing = Date.now();

    while (kills < KILLS && (kills < MIN_KILLS || Date.now() - killing < KILL_BUDGET_MS)) {
      kills += 1;
      server = start();
      if (kills % 5 === 0) {
        // During start-up: migrations, the start-up sweep, loading the pages.
        await Promise.race([server.ready, new Promise((resolve) => setTimeout(resolve, between(0, 2500)))]).catch(() => undefined);
        if (!/ready at/.test(server.output())) killedStarting += 1;
        await server.stop('SIGKILL');
        continue;
      }
      const url = await server.ready;
      let alive = true;
      let answered: () => void = () => undefined;
      const firstAnswer = new Promise<void>((resolve) => (answered = resolve));
      const client = async (n: number) => {
        for (let i = 0; i < PER_CLIENT && alive; i += 1) {
          const repeat = sent.length > 0 && random() < 0.2;
          const bytes = repeat ? sent[between(0, sent.length)]! : await uniquePdf(`crash ${kills}.${n}.${i}`, between(1024, 96 * 1024));
          if (!repeat) sent.push(bytes);
          submissions += 1;
          const outcome = await submit(url, token, bytes, `Crash round ${kills}, client ${n}, submission ${i}: intercropping trial`);
          if (outcome.kind === 'created') {
            acknowledged.set(outcome.id, bytes);
            answered();
          } else if (outcome.kind === 'status') unexpected.push(`${outcome.status} ${outcome.body}`);
        }
      };
      const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));
      // A fresh process answers its first uploads in about half a second, later ones in a tenth;
      // on a machine busy with other tests, several times that. So every other round counts its
      // random moment from the first acknowledged submission (the others from the start), and a
      // run always has acknowledged submissions to look for afterwards.
      if (kills % 2 === 0) await Promise.race([firstAnswer, new Promise((resolve) => setTimeout(resolve, 30_000))]);
      await new Promise((resolve) => setTimeout(resolve, between(200, 1500)));
      alive = false;
      await server.stop('SIGKILL');
      await Promise.all(clients);
    }

    // A clean start: the start-up sweep and the database's recovery have run; every
    // acknowledged submission downloads with the bytes that were sent.
    server = start();
    const url = await server.ready;
    const missingDownloads: number[] = [];
    for (const [id, bytes] of acknowledged) {
      const download = await fetch(`${url}/api/papers/${id}/download`, { headers: { authorization: `Bearer ${token}` } });
      const body = await download.arrayBuffer().catch(() => new ArrayBuffer(0));
      if (download.status !== 200 || !Buffer.from(body).equals(bytes)) missingDownloads.push(id);
    }
    await server.stop('SIGTERM');
    expect(server.child.exitCode, `${server.output()}\ndownloads that failed: ${missingDownloads.join(', ') || 'none'}`).toBe(0);

    // The database as the server left it: every row's file is on disk with its bytes.
    const database = await openDatabase(serverDatabase ? { url: serverDatabase.url } : { dataDir: path.join(dataDir, 'db') });
    const filesRoot = path.join(dataDir, 'files');
    const contentOf = (sha256: string) => readFile(path.join(filesRoot, sha256.slice(0, 2), sha256)).catch(() => null);
    try {
      const files = await database.db.select({ id: storedFiles.id, sha256: storedFiles.sha256, sizeBytes: storedFiles.sizeBytes }).from(storedFiles);
      const paperFiles = await database.db
        .select({ id: papers.id, sha256: storedFiles.sha256 })
        .from(papers)
        .leftJoin(storedFiles, eq(storedFiles.id, papers.manuscriptFileId));
      const versionFiles = await database.db
        .select({ paperId: paperVersions.paperId, version: paperVersions.version, sha256: storedFiles.sha256 })
        .from(paperVersions)
        .leftJoin(storedFiles, eq(storedFiles.id, paperVersions.manuscriptFileId));

      const lost: string[] = [];
      for (const file of files) {
        const bytes = await contentOf(file.sha256);
        if (!bytes || sha256Of(bytes) !== file.sha256 || bytes.length !== file.sizeBytes) lost.push(`stored_files ${file.id}`);
      }
      for (const paper of paperFiles) if (!paper.sha256 || !(await contentOf(paper.sha256))) lost.push(`paper ${paper.id}`);
      for (const version of versionFiles) if (!version.sha256 || !(await contentOf(version.sha256))) lost.push(`paper ${version.paperId} v${version.version}`);
      const paperSha = new Map(paperFiles.map((paper) => [paper.id, paper.sha256]));
      const notStored = [...acknowledged].filter(([id, bytes]) => paperSha.get(id) !== sha256Of(bytes)).map(([id]) => id);

      // The sweep with no grace (a clock a day on would do the same): no temp file survives,
      // the files rows point to stay, and nothing else is left in the store.
      const store = new LocalFileStore(filesRoot);
      const swept = await sweepFiles(database.db, store, { now: new Date(Date.now() + 1000), tempMaxAgeMs: 0, orphanGraceMs: 0 });
      const tempLeft = await readdir(path.join(filesRoot, 'tmp')).catch(() => [] as string[]);
      const referenced = new Set(files.map((file) => file.sha256));
      const storeLeft = await store.keptBefore(new Date(Date.now() + 60_000));
      const lostToSweep = [...referenced].filter((sha256) => !storeLeft.includes(sha256));

      console.log(
        `crash test (seed ${seed}, ${kind}): ${kills} kills (${killedStarting} during start-up), ${submissions} submissions sent, ` +
          `${acknowledged.size} acknowledged, ${paperFiles.length} papers stored, ${files.filter((file) => lost.includes(`stored_files ${file.id}`)).length} files lost; ` +
          `swept ${swept.temp} temp file(s) and ${swept.orphans} orphan(s); ${Math.round((Date.now() - began) / 1000)} s`,
      );
      expect(unexpected).toEqual([]);
      expect(acknowledged.size).toBeGreaterThan(0);
      expect(lost).toEqual([]);
      expect(notStored).toEqual([]);
      expect(missingDownloads).toEqual([]);
      expect(tempLeft).toEqual([]);
      expect(lostToSweep).toEqual([]);
      expect(storeLeft.sort()).toEqual([...referenced].sort());
    } finally {
      await database.close();
    }
  });
});
