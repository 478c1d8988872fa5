// The lists that grow with the journal (issue 17), through the real routes in-process (app.inject)
// on PostgreSQL (DATABASE_URL, default the local server) and PGlite: an issue of 500 articles
// (GET /api/issues/{id}, what the issue page loads), the archives of 400 issues
// (GET /api/issues/archives, and GET /api/issues, the issue browser's list) and the editors'
// submissions table at 10,000 manuscripts (GET /api/editor/submissions, first page and a page of
// 100). Part of `npm run bench`; prints figures only.
import { seedBulkPapers } from '../demo/bulk/bulk-papers';
import { seedBulkSubmissions } from '../demo/bulk/bulk-submissions';
import { vacuumDueTables } from '../db/embedded-vacuum';
import { userIdByEmail } from '../tests/support/fixtures';
import { bearer, createTestApp, type TestApp } from '../tests/support/test-app';

const ARTICLES = Number(process.env.BENCH_LISTS_ARTICLES ?? 500);
const ISSUES = Number(process.env.BENCH_LISTS_ISSUES ?? 400);
const PAPERS = Number(process.env.BENCH_LISTS_PAPERS ?? 20_000);
const SUBMISSIONS = Number(process.env.BENCH_LISTS_SUBMISSIONS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_LISTS_ROUNDS ?? 30);
const DATABASES = (process.env.BENCH_LISTS_DATABASES ?? 'postgres,pglite').split(',') as ('pglite' | 'postgres')[];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
}

async function get(t: TestApp, url: string, token?: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token), remoteAddress: '10.9.9.8' });
  if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  return response.body;
}

async function run(kind: 'pglite' | 'postgres') {
  process.env.TEST_DATABASE = kind;
  const t = await createTestApp();
  try {
    const { email } = await t.createUser('EDITOR', { firstName: 'Oluwaseun', lastName: 'Bello' });
    const editorId = await userIdByEmail(t.db, email);
    const token = await t.login(email);
    const started = performance.now();
    // One issue of ARTICLES articles, and the other issues sharing PAPERS papers.
    const big = await seedBulkPapers(t.db, ARTICLES, { seed: 17, issues: 1 });
    await seedBulkPapers(t.db, PAPERS, { seed: 18, issues: ISSUES - 1 });
    await seedBulkSubmissions(t.db, SUBMISSIONS, { seed: 19, now: t.clock.now, handlingEditorIds: [editorId] });
    const seeding = performance.now() - started;
    // What the embedded database's own autovacuum does within ten minutes of the bulk writes (decision 0073); a server runs its own.
    if (kind === 'pglite') await vacuumDueTables(t.db);
    const cases = [
      { name: `issue of ${ARTICLES} articles`, url: `/api/issues/${big.issueIds[0]}` },
      { name: `archives of ${ISSUES} issues`, url: '/api/issues/archives' },
      { name: `issue list of ${ISSUES} issues`, url: '/api/issues' },
      { name: 'current publications (latest issue, most read, statistics)', url: '/api/publications/current' },
      { name: `editors' table, first page (${SUBMISSIONS.toLocaleString('en-US')} manuscripts)`, url: '/api/editor/submissions', token },
      { name: "editors' table, 100 a page", url: '/api/editor/submissions?pageSize=100&page=3', token },
    ];
    const sizes = new Map<string, number>();
    for (const c of cases) sizes.set(c.name, Buffer.byteLength(await get(t, c.url, c.token))); // warm the caches
    const times = new Map<string, number[]>(cases.map((c) => [c.name, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const c of cases) {
        const begun = performance.now();
        await get(t, c.url, c.token);
        times.get(c.name)!.push(performance.now() - begun);
      }
    }
    for (const c of cases) {
      const sorted = times.get(c.name)!.sort((a, b) => a - b);
      console.log(`| ${kind} | ${c.name} | \`${c.url}\` | ${Math.round(sizes.get(c.name)! / 1024)} KB | ${percentile(sorted, 0.5).toFixed(1)} | ${percentile(sorted, 0.95).toFixed(1)} |`);
    }
    console.log(`| ${kind} | (seeding ${(ARTICLES + PAPERS).toLocaleString('en-US')} papers in ${ISSUES} issues and ${SUBMISSIONS.toLocaleString('en-US')} manuscripts: ${(seeding / 1000).toFixed(1)} s) | | | | |`);
  } finally {
    await t.close();
  }
}

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
console.log(
  `\nLists (through the routes; ${ROUNDS} rounds per case; BENCH_LISTS_ARTICLES, BENCH_LISTS_ISSUES, BENCH_LISTS_PAPERS, BENCH_LISTS_SUBMISSIONS, BENCH_LISTS_ROUNDS, BENCH_LISTS_DATABASES to change)\n`,
);
console.log('| database | case | route | answer | p50 ms | p95 ms |');
console.log('|---|---|---|---:|---:|---:|');
for (const kind of DATABASES) await run(kind);
