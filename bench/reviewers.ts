// The reviewers' side at scale (issue 14), on PostgreSQL (DATABASE_URL, default the local server)
// and PGlite: the assignment modal's ranked list, GET /api/editor/papers/{id}/reviewer-candidates,
// through the route with an editor's token, with 2,000 reviewers and 10,000 past reviews; and the
// reminder worker's pass over 10,000 open assignments. Part of `npm run bench`; prints figures only.
import { inArray, sql } from 'drizzle-orm';
import { sendDueReminders } from '../core/reviews/reminders.service';
import { OPEN_ASSIGNMENT_STATUSES } from '../contract/papers/workflow/paper-relations';
import { papers, reviewAssignments } from '../db/schema';
import { seedBulkPapers } from '../demo/bulk/bulk-papers';
import { seedBulkReviewerPool } from '../demo/bulk/bulk-reviewers';
import { seedBulkSubmissions } from '../demo/bulk/bulk-submissions';
import { bearer, createTestApp, type TestApp } from '../tests/support/test-app';

const REVIEWERS = Number(process.env.BENCH_POOL_REVIEWERS ?? 2_000);
const PAST = Number(process.env.BENCH_POOL_PAST ?? 10_000);
const OPEN = Number(process.env.BENCH_POOL_OPEN ?? 10_000);
const ROUNDS = Number(process.env.BENCH_POOL_ROUNDS ?? 20);
const DATABASES = (process.env.BENCH_POOL_DATABASES ?? 'postgres,pglite').split(',') as ('pglite' | 'postgres')[];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

async function candidates(t: TestApp, token: string, paperId: number): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: `/api/editor/papers/${paperId}/reviewer-candidates`, headers: bearer(token), remoteAddress: '10.9.9.8' });
  if (response.statusCode !== 200) throw new Error(`reviewer-candidates of ${paperId}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  return (JSON.parse(response.body) as { total: number }).total;
}

async function run(kind: 'pglite' | 'postgres') {
  process.env.TEST_DATABASE = kind;
  const t = await createTestApp();
  try {
    const seeding = performance.now();
    await seedBulkPapers(t.db, Math.ceil(PAST / 2), { seed: 7 });
    // About a fifth of the manuscripts are under review: five open assignments each.
    await seedBulkSubmissions(t.db, Math.max(50, OPEN), { seed: 17, now: t.clock.now });
    const pool = await seedBulkReviewerPool(t.db, { reviewers: REVIEWERS, past: PAST, open: OPEN, now: t.clock.now });
    const seeded = (performance.now() - seeding) / 1000;
    const token = await t.login((await t.createUser('EDITOR')).email);
    const sample = await t.db
      .select({ id: papers.id, status: papers.status })
      .from(papers)
      .where(inArray(papers.status, ['SUBMITTED', 'UNDER_REVIEW']))
      .orderBy(sql`${papers.id} % 97`, papers.id)
      .limit(10);
    let listed = 0;
    for (const paper of sample) listed = await candidates(t, token, paper.id); // warm the caches
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const paper of sample) {
        const started = performance.now();
        await candidates(t, token, paper.id);
        times.push(performance.now() - started);
      }
    }
    times.sort((a, b) => a - b);
    console.log(`| ${kind} | ranked reviewer list (${listed.toLocaleString('en-US')} reviewers, ${pool.past.toLocaleString('en-US')} past reviews) | ${percentile(times, 0.5).toFixed(1)} ms p50 | ${percentile(times, 0.95).toFixed(1)} ms p95 |`);

    const deps = { db: t.db, mail: t.mail, settings: { journalName: 'Bench', publicUrl: 'http://bench.test' } };
    // Every open assignment in the database (the bulk submissions' included), not only the pool's own.
    const open = await t.db.$count(reviewAssignments, inArray(reviewAssignments.status, OPEN_ASSIGNMENT_STATUSES));
    for (const [label, at] of [
      ['first pass', t.clock.now],
      ['again at once (nothing due)', t.clock.now],
      ['a day later', new Date(t.clock.now.getTime() + 86_400_000)],
    ] as const) {
      const started = performance.now();
      const result = await sendDueReminders(deps, at);
      console.log(`| ${kind} | reminder worker, ${label}: ${result.scanned.toLocaleString('en-US')} of ${open.toLocaleString('en-US')} open assignments looked at, ${result.sent.toLocaleString('en-US')} reminders queued | ${(performance.now() - started).toFixed(0)} ms | |`);
    }
    console.log(`| ${kind} | (seeding: ${seeded.toFixed(1)} s) | | |`);
  } finally {
    await t.close();
  }
}

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
console.log(`\nReviewers at scale (BENCH_POOL_REVIEWERS=${REVIEWERS}, BENCH_POOL_PAST=${PAST}, BENCH_POOL_OPEN=${OPEN}, BENCH_POOL_ROUNDS=${ROUNDS}, BENCH_POOL_DATABASES)\n`);
console.log('| database | measure | figure | |');
console.log('|---|---|---:|---:|');
for (const kind of DATABASES) await run(kind);
