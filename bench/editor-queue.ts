// The editors' submissions table, GET /api/editor/submissions, at 10,000 manuscripts on PGlite
// and on PostgreSQL (DATABASE_URL, default the local server): through the real route in-process
// (app.inject) with a signed-in editor's token, so the figures include authentication,
// validation, the queries and serialisation. Part of `npm run bench`; prints figures only.
import { seedBulkSubmissions } from '../demo/bulk/bulk-submissions';
import { userIdByEmail } from '../tests/support/fixtures';
import { bearer, createTestApp, type TestApp } from '../tests/support/test-app';

const SUBMISSIONS = Number(process.env.BENCH_QUEUE_SUBMISSIONS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_QUEUE_ROUNDS ?? 30);
const DATABASES = (process.env.BENCH_QUEUE_DATABASES ?? 'postgres,pglite').split(',') as ('pglite' | 'postgres')[];

/** What an editor does with the table: open it, filter by status, search a title word and an author, show their own papers, sort and page. */
const CASES: { name: string; query: string }[] = [
  { name: 'first page (newest submitted)', query: '' },
  { name: 'status UNDER_REVIEW', query: '?status=UNDER_REVIEW' },
  { name: 'title search "cassava"', query: '?q=cassava' },
  { name: 'author search "Mensah"', query: '?q=Mensah' },
  { name: 'mine (papers I handle)', query: '?mine=true' },
  { name: 'page 50 sorted by title', query: '?sort=title&order=asc&page=50' },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
}

async function list(t: TestApp, token: string, query: string): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: `/api/editor/submissions${query}`, headers: bearer(token), remoteAddress: '10.9.9.9' });
  if (response.statusCode !== 200) throw new Error(`GET /api/editor/submissions${query}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  return (JSON.parse(response.body) as { total: number }).total;
}

async function run(kind: 'pglite' | 'postgres') {
  process.env.TEST_DATABASE = kind;
  const t = await createTestApp();
  try {
    // The signed-in editor and two colleagues share the handling of the manuscripts.
    const editors = [];
    for (const [firstName, lastName] of [
      ['Oluwaseun', 'Bello'],
      ['Amina', 'Yusuf'],
      ['Grace', 'Okoro'],
    ] as const) {
      const { email } = await t.createUser('EDITOR', { firstName, lastName });
      editors.push({ email, id: await userIdByEmail(t.db, email) });
    }
    const token = await t.login(editors[0]!.email);
    const { ms } = await seedBulkSubmissions(t.db, SUBMISSIONS, { seed: 13, now: t.clock.now, handlingEditorIds: editors.map((e) => e.id) });
    const totals = new Map<string, number>();
    for (const c of CASES) totals.set(c.name, await list(t, token, c.query)); // warm the caches
    const times = new Map<string, number[]>(CASES.map((c) => [c.name, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const c of CASES) {
        const started = performance.now();
        await list(t, token, c.query);
        times.get(c.name)!.push(performance.now() - started);
      }
    }
    for (const c of CASES) {
      const sorted = times.get(c.name)!.sort((a, b) => a - b);
      console.log(`| ${kind} | ${c.name} | \`${c.query || '(none)'}\` | ${totals.get(c.name)!.toLocaleString('en-US')} | ${percentile(sorted, 0.5).toFixed(1)} | ${percentile(sorted, 0.95).toFixed(1)} |`);
    }
    console.log(`| ${kind} | (seeding ${SUBMISSIONS.toLocaleString('en-US')} manuscripts: ${(ms / 1000).toFixed(1)} s) | | | | |`);
  } finally {
    await t.close();
  }
}

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
console.log(
  `\nEditors' submissions table (GET /api/editor/submissions through the route, signed in as an editor; ${SUBMISSIONS.toLocaleString('en-US')} manuscripts, ${ROUNDS} rounds per case; BENCH_QUEUE_SUBMISSIONS, BENCH_QUEUE_ROUNDS, BENCH_QUEUE_DATABASES to change)\n`,
);
console.log('| database | case | query | matching | p50 ms | p95 ms |');
console.log('|---|---|---|---:|---:|---:|');
for (const kind of DATABASES) await run(kind);
