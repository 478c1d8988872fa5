// A crawler on the article pages (issue 17): 10,000 published papers, every /paper/{id} asked for
// once, in random order, anonymously, so the 5 s page cache (decision 0009) rarely helps; on the
// built server process over PGlite and over PostgreSQL (DATABASE_URL, default the local server),
// beside a static file for a ratio as bench/run.ts gives one. Part of `npm run bench` (the build
// is assumed); prints figures only.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { seedBulkPapers } from '../demo/bulk/bulk-papers';
import { createRandom } from '../demo/seed/random';
import { openDatabase, type Database } from '../db/client';
import { papers } from '../db/schema';
import { runAutocannon, type LoadFigures } from '../tests/support/http-load';
import { residentMiB, startServerProcess } from '../tests/support/server-process';
import { createServerDatabase } from '../tests/support/test-database';
import { firstVisitJavaScript } from './first-visit';

const PAPERS = Number(process.env.BENCH_CRAWL_PAPERS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CRAWL_CONNECTIONS ?? 10);
const DATABASES = (process.env.BENCH_CRAWL_DATABASES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const STATIC_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** A search engine's crawler: it takes compressed answers, gets the whole document at once (app/entry.server.tsx) and is no article view (decision 0059). */
const CRAWLER_HEADERS = {
  'user-agent': process.env.BENCH_CRAWL_USER_AGENT ?? 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'accept-encoding': 'br, gzip',
};
/** The anonymous page cache keeps a page this long (server/page-cache.ts); the warm-up's pages are gone by the crawl. */
const PAGE_CACHE_MS = 5_000;

/** Seeds `count` published papers into a migrated database and returns their ids. */
async function seed(database: Database): Promise<{ ids: number[]; seconds: number }> {
  await database.migrate();
  const { ms } = await seedBulkPapers(database.db, PAPERS, { seed: 17 });
  const rows = await database.db.select({ id: papers.id }).from(papers).where(eq(papers.status, 'PUBLISHED'));
  return { ids: rows.map((row) => row.id), seconds: ms / 1000 };
}

/** Every id once, in an order of their own (the same for both databases). */
function shuffled(ids: number[]): number[] {
  return createRandom(17).sample(ids, ids.length);
}

/** Asks for each page of `order` once over CONNECTIONS connections; counts the answers the page cache gave. */
async function crawl(url: string, name: string, order: number[]): Promise<LoadFigures & { cacheHits: number }> {
  let next = 0;
  let cacheHits = 0;
  const figures = await runAutocannon(name, {
    url,
    connections: CONNECTIONS,
    amount: order.length,
    headers: CRAWLER_HEADERS,
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: `/paper/${order[next++ % order.length]}` }),
        onResponse: (_status, _body, _context, headers) => {
          if (headers?.['x-page-cache'] === 'hit') cacheHits += 1;
        },
      },
    ],
  });
  return { ...figures, cacheHits };
}

async function staticFile(url: string): Promise<LoadFigures> {
  const { firstScript } = await firstVisitJavaScript(url);
  if (!firstScript) throw new Error('No JavaScript asset found on /');
  await runAutocannon('warm-up', { url: url + firstScript, connections: CONNECTIONS, duration: 1, headers: CRAWLER_HEADERS });
  return runAutocannon(`static file ${firstScript}`, { url: url + firstScript, connections: CONNECTIONS, duration: STATIC_SECONDS, headers: CRAWLER_HEADERS });
}

/** The notes under the table, printed at the end. */
const notes: string[] = [];
const row = (kind: string, f: LoadFigures, extra = '') =>
  console.log(`| ${kind} | ${f.name} | ${f.answers} | ${f.requestsPerSecond.toFixed(0)} | ${f.p50Ms.toFixed(1)} | ${f.p95Ms.toFixed(1)} | ${f.errors} | ${f.non2xx} | ${extra} |`);

async function run(kind: 'pglite' | 'postgres') {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jals-bench-crawl-'));
  const server = kind === 'postgres' ? await createServerDatabase(process.env.DATABASE_URL!, 'bench_crawl') : null;
  try {
    // Seeded before the server starts: the embedded database is the server's own once it runs.
    const database = await openDatabase(server ? { url: server.url } : { dataDir: path.join(dataDir, 'db') });
    const seeded = await seed(database).finally(() => database.close());
    const site = startServerProcess(dataDir, { DEMO: 'off', LOG_LEVEL: 'warn', ...(server && { DATABASE_URL: server.url }) });
    try {
      const url = await site.ready;
      const order = shuffled(seeded.ids);
      const file = await staticFile(url);
      // Warm-up on a few hundred pages, then past the page cache's 5 s, so none of them is a hit in the crawl.
      await crawl(url, 'warm-up', order.slice(-200));
      await new Promise((resolve) => setTimeout(resolve, PAGE_CACHE_MS + 500));
      const pages = await crawl(url, `/paper/{id}, ${order.length} distinct`, order);
      row(kind, file);
      row(kind, pages, `${pages.cacheHits} page-cache hits`);
      notes.push(
        `${kind}: crawl/static throughput ${(pages.requestsPerSecond / file.requestsPerSecond).toFixed(3)}, p95 ${(pages.p95Ms / Math.max(file.p95Ms, 0.01)).toFixed(1)}×; ` +
          `statuses ${JSON.stringify(pages.statuses)}; server RSS after the crawl ${residentMiB(site.child.pid!).toFixed(0)} MiB; seeding ${seeded.seconds.toFixed(1)} s`,
      );
    } finally {
      await site.stop('SIGTERM');
    }
  } finally {
    await server?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';
console.log(
  `\nCrawl: ${PAPERS.toLocaleString('en-US')} published papers, each /paper/{id} once in random order, anonymous crawler, ${CONNECTIONS} connections, built server on loopback (BENCH_CRAWL_PAPERS, BENCH_CRAWL_CONNECTIONS, BENCH_CRAWL_DATABASES, BENCH_SECONDS for the static file)\n`,
);
console.log('| database | what | answers | requests/s | p50 ms | p95 ms | errors | non-2xx | |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|---|');
for (const kind of DATABASES) await run(kind);
console.log('');
for (const line of notes) console.log(line);
