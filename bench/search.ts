// Search latency at 1k, 10k and 100k published papers, on PGlite and on PostgreSQL
// (DATABASE_URL, default the local server). Part of `npm run bench`; prints figures only.
import type { PaperSearchInput } from '../contract/papers/papers.schema';
import { paperSearchQuerySchema } from '../contract/papers/papers.schema';
import type { Ctx } from '../core/context';
import { seedBulkPapers } from '../demo/bulk/bulk-papers';
import { searchPublishedPapers } from '../core/papers/papers.service';
import type { Database } from '../db/client';
import { openTestDatabase } from '../tests/support/test-database';

const SIZES = (process.env.BENCH_SEARCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 10);
const DATABASES = (process.env.BENCH_SEARCH_DATABASES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];

/** A mix a reader would type: common and rare words, two-word queries, each filter, the plain list. */
const QUERIES: PaperSearchInput[] = [
  { query: 'soil' },
  { query: 'cassava' },
  { query: 'maize yield' },
  { query: 'tilapia feed' },
  { query: 'drought tolerance', date: 'last_5_years' },
  { query: 'poultry', page: 3 },
  { category: 'Animal Science and Production' },
  { author: 'Okafor' },
  { date: 'last_year' },
  {},
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
}

async function measure(database: Database): Promise<{ p50: number; p95: number; slowest: string; perQuery: string }> {
  const ctx = { db: database.db, clock: () => new Date(), actor: null } as unknown as Ctx;
  const parsed = QUERIES.map((query) => paperSearchQuerySchema.parse(query));
  for (const query of parsed) await searchPublishedPapers(ctx, query); // warm the caches
  const times: number[] = [];
  const byQuery = new Map<string, number[]>();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, query] of parsed.entries()) {
      const started = performance.now();
      await searchPublishedPapers(ctx, query);
      const ms = performance.now() - started;
      times.push(ms);
      const key = JSON.stringify(QUERIES[index]);
      byQuery.set(key, [...(byQuery.get(key) ?? []), ms]);
    }
  }
  times.sort((a, b) => a - b);
  const slowest = [...byQuery].map(([key, list]) => [key, list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!] as const).sort((a, b) => b[1] - a[1])[0]!;
  // Issue 17 holds every query to its own p95, not only the mix.
  const perQuery = [...byQuery].map(([key, list]) => `${key} ${percentile(list, 0.5).toFixed(1)}/${percentile(list, 0.95).toFixed(1)}`).join(', ');
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), slowest: `${slowest[0]} ${slowest[1].toFixed(1)} ms`, perQuery };
}

async function run(kind: 'pglite' | 'postgres') {
  process.env.TEST_DATABASE = kind;
  const database = await openTestDatabase();
  try {
    let seeded = 0;
    for (const size of SIZES) {
      const { ms } = await seedBulkPapers(database.db, size - seeded, { seed: size });
      seeded = size;
      const figures = await measure(database);
      console.log(`| ${kind} | ${size} | ${figures.p50.toFixed(1)} | ${figures.p95.toFixed(1)} | ${figures.slowest} | ${(ms / 1000).toFixed(1)} s |`);
      perQueryLines.push(`${kind} ${size}: ${figures.perQuery}`);
    }
  } finally {
    await database.close();
  }
}

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
console.log(`\nSearch (service call, ${QUERIES.length} queries × ${ROUNDS} rounds per size; BENCH_SEARCH_SIZES, BENCH_SEARCH_ROUNDS, BENCH_SEARCH_DATABASES to change)\n`);
console.log('| database | papers | p50 ms | p95 ms | slowest query (median) | seeding the step |');
console.log('|---|---:|---:|---:|---|---:|');
const perQueryLines: string[] = [];
for (const kind of DATABASES) await run(kind);
console.log('\nEach query, p50/p95 ms:');
for (const line of perQueryLines) console.log(line);
