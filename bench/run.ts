// npm run bench: figures and ratios from one run on loopback (DEVELOPERS.md: never in tests).
// Starts the built site as `npm start` serves it, then measures a static asset, the
// server-rendered /login, home and paper pages and /api/health, and the JavaScript a first
// visit to / loads. Search latency by database size is bench/search.ts.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIRST_VISIT_TARGET_BYTES, firstVisitJavaScript, measureFirstVisit } from './first-visit';
import { startSite } from '../tests/support/e2e-server';
import { runAutocannon } from '../tests/support/http-load';
import { residentMiB, startServerProcess } from '../tests/support/server-process';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
/** What a browser sends: compressed answers are what readers get. */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

interface Figure {
  name: string;
  path: string;
  requestsPerSecond: number;
  p95Ms: number;
  errors: number;
}

async function measure(base: string, name: string, path: string, extraHeaders: Record<string, string> = {}): Promise<Figure> {
  const headers = { ...BROWSER_HEADERS, ...extraHeaders };
  // A short warm-up so the first compilations and caches do not count.
  await runAutocannon('warm-up', { url: base + path, connections: CONNECTIONS, duration: 1, headers });
  const figures = await runAutocannon(name, { url: base + path, connections: CONNECTIONS, duration: DURATION_S, headers });
  return { name, path, requestsPerSecond: figures.requestsPerSecond, p95Ms: figures.p95Ms, errors: figures.errors + figures.non2xx };
}

/** The page cookie of a demo author (README), as the browser would send it. */
async function signedInCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'chinedu.eze@jals-demo.org', password: 'journal-demo-2026' }),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error(`Could not sign in for the benchmark (${response.status})`);
  return cookie;
}

// The demo journal is seeded by a first start; the measured site is a later start on a copy of it,
// as a journal's server runs day to day (seeding's own memory is not what a site lives with).
const seeded = await mkdtemp(path.join(tmpdir(), 'jals-bench-'));
const seedingStarted = performance.now();
const seeding = startServerProcess(seeded, { DEMO: 'on', LOG_LEVEL: 'warn' });
await seeding.ready;
// The demo journal is seeded at a first start (README): how long a newcomer waits for the site.
const firstStartS = (performance.now() - seedingStarted) / 1000;
await seeding.stop('SIGTERM');
const site = await startSite({ LOG_LEVEL: 'warn' }, seeded);
await rm(seeded, { recursive: true, force: true });
try {
  // Decision 0066: memory at idle with the demo journal on the embedded database (target 350 MiB).
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const idleMiB = residentMiB(site.pid);
  const js = await firstVisitJavaScript(site.url);
  if (!js.firstScript) throw new Error('No JavaScript asset found on /');
  const latest = (await (await fetch(`${site.url}/api/papers?pageSize=1`)).json()) as { items: { id: number }[] };
  const paperPath = `/paper/${latest.items[0]?.id ?? 1}`;
  const figures = [
    await measure(site.url, 'static asset', js.firstScript),
    await measure(site.url, 'SSR /login', '/login'),
    await measure(site.url, 'SSR home', '/'),
    await measure(site.url, 'SSR paper page', paperPath),
    // A signed-in reader is never served from the page cache (decision 0009): the render cost.
    await measure(site.url, 'SSR paper page, signed in', paperPath, { cookie: await signedInCookie(site.url) }),
    await measure(site.url, 'GET /api/health', '/api/health'),
  ];
  console.log(`\nLoopback, ${CONNECTIONS} connections, ${DURATION_S} s each (BENCH_SECONDS to change), built site on PGlite.\n`);
  console.log('| what | path | requests/s | p95 ms | errors |');
  console.log('|---|---|---:|---:|---:|');
  for (const figure of figures) {
    console.log(`| ${figure.name} | ${figure.path} | ${figure.requestsPerSecond.toFixed(0)} | ${figure.p95Ms.toFixed(1)} | ${figure.errors} |`);
  }
  const staticAsset = figures[0]!;
  console.log('');
  for (const ssr of figures.filter((figure) => figure.name.startsWith('SSR'))) {
    console.log(`${ssr.name}/static: throughput ${(ssr.requestsPerSecond / staticAsset.requestsPerSecond).toFixed(2)}, p95 ${(ssr.p95Ms / Math.max(staticAsset.p95Ms, 0.01)).toFixed(2)}`);
  }
  console.log(`First start on an empty data directory, the demo journal seeded: ${firstStartS.toFixed(1)} s`);
  console.log(`Server memory (RSS) at idle on PGlite with the demo journal: ${idleMiB.toFixed(0)} MiB (target 350); after the runs above: ${residentMiB(site.pid).toFixed(0)} MiB`);
  console.log(`First visit to /: ${js.files} JavaScript files, ${(js.rawBytes / 1024).toFixed(1)} KiB raw, ${(js.gzipBytes / 1024).toFixed(1)} KiB gzipped`);
  // Decision 0032: the same figure for other pages, from the route manifest.
  for (const [page, routeId] of [['/paper/{id}', 'routes/public/paper'], ['/search', 'routes/public/search'], ['/login', 'routes/account/login']] as const) {
    const visit = measureFirstVisit('build/client', routeId);
    console.log(`First visit to ${page}: ${visit.files} files, ${(visit.gzipBytes / 1024).toFixed(1)} KiB gzipped (target ${FIRST_VISIT_TARGET_BYTES / 1024} KiB)`);
  }
} finally {
  await site.stop();
}
