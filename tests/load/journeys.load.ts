import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { journalIssues, papers } from '../../db/schema';
import { seedBulkPapers } from '../../demo/bulk/bulk-papers';
import { percentile, runAutocannon, type LoadFigures } from '../support/http-load';
import { JournalApi, type AnswerListener, type Person } from '../support/journal-api';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { createServerDatabase } from '../support/test-database';
import { uniquePdf } from '../support/unique-pdf';

/**
 * Issue 17: the built server process under load on loopback, every journey at once — readers
 * (home, archives, an issue, papers, search, PDFs) through autocannon, authors registering,
 * signing in and submitting, and the editorial desk (invitations, reviews, decisions, payment,
 * publication) from virtual users, each a loop of fetch calls — on PGlite, and on PostgreSQL
 * when DATABASE_URL is set. Each phase is bounded (a few seconds, a fixed number of users) and
 * prints requests per second, p95 and errors; the test fails on any error — an unexpected status,
 * a 5xx, a timeout, a connection error — and asserts no timing (the figures are for people).
 */
type Database = 'pglite' | 'postgres';
const DATABASES: Database[] = ['pglite', ...(process.env.DATABASE_URL ? (['postgres'] as const) : [])];
/** Virtual authors, each carrying one manuscript from registration to publication. */
const AUTHORS = 6;
const REVIEWERS = 4;
/** Published papers and issues seeded before the server starts, for the readers. */
const SEEDED_PAPERS = 300;
const SEEDED_ISSUES = 6;
const READER_CONNECTIONS = 4;
const READERS_SECONDS = 3;
/** Longer than anything on a loaded 2-core machine should take; past it the request is an error. */
const TIMEOUT_MS = 20_000;
const PASSWORD = 'sorghum-midge-trial-7';
/** What a browser sends: compressed answers are what readers get. */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

/** The answers of one journey (authors, editorial desk) in a phase: every status and time, and what went wrong. */
class JourneyFigures {
  readonly times: number[] = [];
  readonly failures: string[] = [];
  constructor(readonly name: string) {}

  /** Records every answer; a 5xx or no answer at all is a failure even if the caller expected it. */
  readonly listener: AnswerListener = ({ method, route, status, ms, error }) => {
    this.times.push(ms);
    if (status === 0) this.failures.push(`${method} ${route}: no answer (${error instanceof Error ? `${error.name}: ${error.message}` : String(error)})`);
    else if (status >= 500) this.failures.push(`${method} ${route}: ${status}`);
  };

  /** The journey's answers as a phase's figures over `seconds` of wall time. */
  figures(seconds: number): LoadFigures {
    const sorted = [...this.times].sort((a, b) => a - b);
    return {
      name: this.name,
      answers: sorted.length,
      seconds,
      requestsPerSecond: sorted.length / seconds,
      p50Ms: percentile(sorted, 0.5),
      p95Ms: percentile(sorted, 0.95),
      errors: this.failures.length,
      timeouts: 0,
      non2xx: 0,
      statuses: {},
    };
  }
}

function print(kind: string, phase: string, figures: LoadFigures[]) {
  for (const f of figures) {
    console.log(
      `load ${kind} | ${phase} | ${f.name}: ${f.answers} answers in ${f.seconds.toFixed(1)} s, ${f.requestsPerSecond.toFixed(1)}/s, p50 ${f.p50Ms.toFixed(0)} ms, p95 ${f.p95Ms.toFixed(0)} ms, errors ${f.errors}, timeouts ${f.timeouts}, non-2xx ${f.non2xx}`,
    );
  }
}

/** Readers on autocannon: each connection takes the next address of `paths` in turn; anonymous, so the page cache (decision 0009) serves what it holds. */
function readers(url: string, paths: string[], options: { seconds: number; stopWhen?: Promise<unknown> }): Promise<LoadFigures> {
  let next = 0;
  return runAutocannon(
    'readers',
    {
      url,
      connections: READER_CONNECTIONS,
      duration: options.seconds,
      timeout: TIMEOUT_MS / 1000,
      headers: BROWSER_HEADERS,
      requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
    },
    options.stopWhen,
  );
}

/** Each reader's problem, for the failure message: connection errors, timeouts and every status other than 200. */
function readerFailures(f: LoadFigures): string[] {
  const failures = Object.entries(f.statuses)
    .filter(([status]) => status !== '200')
    .map(([status, count]) => `${count} answers ${status}`);
  if (f.errors) failures.push(`${f.errors} connection errors (${f.timeouts} timeouts)`);
  return failures;
}

/** A journal for the readers, and the built server on it, ready. */
interface Site {
  url: string;
  admin: { email: string; password: string };
  seededPaperIds: number[];
  issueIds: number[];
  stop(): Promise<void>;
}

/** Seeds the readers' journal (before the server starts: the embedded database is the server's own once it runs), then starts the server on it. */
async function openSite(kind: Database): Promise<Site> {
  const began = performance.now();
  const admin = { email: `load.admin.${kind}@example.org`, password: `Load-test-${randomBytes(9).toString('base64url')}` };
  const dataDir = await mkdtemp(path.join(tmpdir(), `jals-load-${kind}-`));
  const serverDatabase = kind === 'postgres' ? await createServerDatabase(process.env.DATABASE_URL!, 'jals_load') : null;
  let server: ServerProcess | null = null;
  const stop = async () => {
    await server?.stop('SIGTERM');
    await serverDatabase?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const database = await openDatabase(serverDatabase ? { url: serverDatabase.url } : { dataDir: path.join(dataDir, 'db') });
    let seededPaperIds: number[];
    let issueIds: number[];
    try {
      await database.migrate();
      await seedBulkPapers(database.db, SEEDED_PAPERS, { seed: 17, issues: SEEDED_ISSUES });
      seededPaperIds = (await database.db.select({ id: papers.id }).from(papers).where(eq(papers.status, 'PUBLISHED'))).map((row) => row.id);
      issueIds = (await database.db.select({ id: journalIssues.id }).from(journalIssues).where(eq(journalIssues.isPublished, true)).orderBy(desc(journalIssues.id))).map((row) => row.id);
    } finally {
      await database.close();
    }
    server = startServerProcess(dataDir, {
      DEMO: 'off',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // Each virtual user is its own client (X-Forwarded-For), as behind a balancer.
      TRUST_PROXY: '127.0.0.1',
      ...(serverDatabase && { DATABASE_URL: serverDatabase.url }),
    });
    const url = await server.ready;
    console.log(`load ${kind} | set-up: ${SEEDED_PAPERS} papers in ${SEEDED_ISSUES} issues seeded and the server ready in ${((performance.now() - began) / 1000).toFixed(1)} s`);
    return { url, admin, seededPaperIds, issueIds, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Both sites are set up at once, before any phase (the phases then run one database at a time). */
const sites = new Map<Database, Promise<Site>>();
beforeAll(() => {
  for (const kind of DATABASES) {
    const site = openSite(kind);
    site.catch(() => undefined); // reported by the describe that awaits it
    sites.set(kind, site);
  }
});
afterAll(async () => {
  await Promise.all([...sites.values()].map(async (site) => (await site.catch(() => null))?.stop()));
});

describe.each(DATABASES)('the journal under load on %s', (kind) => {
  let url: string;
  let admin: Site['admin'];
  let seededPaperIds: number[];
  let issueIds: number[];
  /** The papers the authors submitted and the desk published, with the PDF each submitted. */
  const published: { id: number; title: string; pdf: Buffer }[] = [];

  beforeAll(async () => {
    ({ url, admin, seededPaperIds, issueIds } = await sites.get(kind)!);
  });

  /** The readers' addresses: home, archives, issues, papers (a spread of the seeded ones), search; and `more`. */
  const readerPaths = (more: string[] = []) => [
    '/',
    '/archives',
    ...issueIds.slice(0, 3).map((id) => `/issues/${id}`),
    ...Array.from({ length: 12 }, (_, i) => `/paper/${seededPaperIds[(i * 37) % seededPaperIds.length]}`),
    '/search?query=maize',
    '/search?query=soil+moisture',
    '/api/papers/search?q=cassava',
    ...more,
  ];

  it('serves readers alone without an error', async () => {
    // Each address once first: it answers 200, and the first renders (code loaded, compiled) are not in the figures.
    const api = new JournalApi(url, { timeoutMs: TIMEOUT_MS });
    for (const route of readerPaths()) await api.expectOk(route);
    const figures = await readers(url, readerPaths(), { seconds: READERS_SECONDS });
    print(kind, 'readers', [figures]);
    expect(figures.answers).toBeGreaterThan(0);
    expect(readerFailures(figures)).toEqual([]);
  });

  it('carries manuscripts from registration to publication while readers read, without an error', async () => {
    const began = performance.now();
    const authorsJourney = new JourneyFigures('authors (register, sign in, submit)');
    const deskJourney = new JourneyFigures('editorial desk (invite, review, decide, pay, publish)');
    // Each person works from a device of their own (X-Forwarded-For: the limits per address are for
    // people, not for the test), one request at a time as in one browser tab; the people work at once.
    const as = (journeyFigures: JourneyFigures, client: string) => new JournalApi(url, { client, onAnswer: journeyFigures.listener, timeoutMs: TIMEOUT_MS, oneAtATime: true });
    const office = as(deskJourney, '198.51.100.1');
    const editor = as(deskJourney, '198.51.100.2');
    const reviewers = Array.from({ length: REVIEWERS }, (_, r) => as(deskJourney, `198.51.100.${10 + r}`));

    // The office opens the desk: an editor and the reviewers, each signed in once.
    const adminToken = await office.signIn(admin.email, admin.password);
    // Not the authors' domain: a reviewer from the authors' institution is a conflict of interest the editor must justify.
    const staff = (role: string, i: number): Person => ({ firstName: role, lastName: `Load${i}`, email: `load.${role.toLowerCase()}${i}.${kind}@example.net`, institution: 'University of Ibadan' });
    await office.createAccount(adminToken, staff('Editor', 0), 'EDITOR', PASSWORD);
    const reviewerIds: number[] = [];
    for (let r = 0; r < REVIEWERS; r += 1) reviewerIds.push(await office.createAccount(adminToken, staff('Reviewer', r), 'REVIEWER', PASSWORD));
    const editorToken = await editor.signIn(staff('Editor', 0).email, PASSWORD);
    const reviewerTokens = await Promise.all(reviewers.map((reviewer, r) => reviewer.signIn(staff('Reviewer', r).email, PASSWORD)));

    /** One virtual author's manuscript, from the registration form to the published article. */
    const journey = async (i: number) => {
      const authorApi = as(authorsJourney, `203.0.113.${i + 1}`);
      const author: Person = { firstName: 'Halima', lastName: `Sule${i}`, email: `load.author${i}.${kind}@example.org`, institution: 'Bayero University Kano' };
      const title = `Sorghum midge resistance of landraces under late sowing, trial ${i + 1} (${kind})`;
      const pdf = await uniquePdf(title, 4096);
      await authorApi.register(author, PASSWORD);
      const authorToken = await authorApi.signIn(author.email, PASSWORD);
      const id = await authorApi.submit(authorToken, { title, author, pdf });
      await authorApi.expectJson('GET', `/api/papers/${id}`, 200, { token: authorToken });

      const invited = [i % REVIEWERS, (i + 1) % REVIEWERS];
      await editor.inviteReviewers(editorToken, id, invited.map((r) => reviewerIds[r]!));
      await Promise.all(invited.map(async (r) => reviewers[r]!.review(reviewerTokens[r]!, (await reviewers[r]!.assignmentFor(reviewerTokens[r]!, title)).id)));
      await editor.accept(editorToken, id);
      // The author reads the invoice from their device; the office records the payment.
      const invoice = await authorApi.expectJson<{ id: number }>('GET', `/api/papers/${id}/invoice`, 200, { token: authorToken });
      await office.expectJson('POST', `/api/admin/invoices/${invoice.id}/payments`, 200, { token: adminToken, json: { method: 'bank-transfer', reference: `LOAD-${id}`, date: new Date().toISOString().slice(0, 10) } });
      await editor.publish(editorToken, id, { issueId: issueIds[0]! });
      published.push({ id, title, pdf });
    };
    const journeys = Promise.allSettled(Array.from({ length: AUTHORS }, (_, i) => journey(i)));
    // Readers all along, until the last journey ends.
    const reading = readers(url, readerPaths(), { seconds: 120, stopWhen: journeys });
    const [outcomes, readerFigures] = await Promise.all([journeys, reading]);
    const seconds = (performance.now() - began) / 1000;
    print(kind, 'authors and desk while reading', [readerFigures, authorsJourney.figures(seconds), deskJourney.figures(seconds)]);

    const failedJourneys = outcomes.flatMap((outcome, i) => (outcome.status === 'rejected' ? [`author ${i}: ${outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason)}`] : []));
    expect({ failedJourneys, authors: authorsJourney.failures, desk: deskJourney.failures, readers: readerFailures(readerFigures) }).toEqual({ failedJourneys: [], authors: [], desk: [], readers: [] });
    expect(published).toHaveLength(AUTHORS);
  });

  it('serves readers of the new articles, their pages and PDFs, without an error', async () => {
    expect(published, 'the journeys published their papers').toHaveLength(AUTHORS);
    const api = new JournalApi(url, { timeoutMs: TIMEOUT_MS });
    // Each new article is public, on its page and as the PDF its author submitted.
    for (const paper of published) {
      expect((await api.expectOk(`/paper/${paper.id}`)).toString()).toContain(paper.title);
      expect((await api.expectOk(`/paper/${paper.id}/pdf`)).equals(paper.pdf), `/paper/${paper.id}/pdf is the submitted PDF`).toBe(true);
    }
    const figures = await readers(url, readerPaths(published.flatMap(({ id }) => [`/paper/${id}`, `/paper/${id}/pdf`, `/api/papers/${id}/download`])), { seconds: READERS_SECONDS });
    print(kind, 'readers with PDFs', [figures]);
    expect(readerFailures(figures)).toEqual([]);
  });
});
