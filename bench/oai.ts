// OAI-PMH ListRecords (oai_dc) paged to the end over N published papers, on PostgreSQL
// (DATABASE_URL, default the local server) and PGlite: through the real route in-process
// (app.inject), so the figures include argument parsing, the queries, the token and the XML.
// Part of `npm run bench`; prints figures only (decision 0056).
import { sql } from 'drizzle-orm';
import { seedBulkPapers } from '../demo/bulk/bulk-papers';
import { createTestApp, type TestApp } from '../tests/support/test-app';

const RECORDS = Number(process.env.BENCH_OAI_RECORDS ?? 100_000);
const DATABASES = (process.env.BENCH_OAI_DATABASES ?? 'postgres,pglite').split(',') as ('pglite' | 'postgres')[];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
}

const TOKEN = /<resumptionToken[^>]*>([^<]*)<\/resumptionToken>/;
const RECORD = /<record>/g;

async function page(t: TestApp, args: string): Promise<{ records: number; token: string | null; ms: number }> {
  const started = performance.now();
  const response = await t.app.inject({ method: 'GET', url: `/oai?${args}` });
  const ms = performance.now() - started;
  if (response.statusCode !== 200 || response.body.includes('<error ')) throw new Error(`/oai?${args.slice(0, 80)}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  const token = TOKEN.exec(response.body)?.[1] ?? null;
  return { records: response.body.match(RECORD)?.length ?? 0, token: token || null, ms };
}

async function harvest(t: TestApp): Promise<{ records: number; pages: number[]; ms: number }> {
  const started = performance.now();
  const times: number[] = [];
  let records = 0;
  let answer = await page(t, 'verb=ListRecords&metadataPrefix=oai_dc');
  for (;;) {
    times.push(answer.ms);
    records += answer.records;
    if (!answer.token) break;
    answer = await page(t, `verb=ListRecords&resumptionToken=${encodeURIComponent(answer.token)}`);
  }
  return { records, pages: times, ms: performance.now() - started };
}

async function run(kind: 'pglite' | 'postgres') {
  process.env.TEST_DATABASE = kind;
  const t = await createTestApp();
  try {
    const { ms: seedMs } = await seedBulkPapers(t.db, RECORDS, { seed: 56 });
    // Bulk rows are stamped at insert; spread the datestamps over their publication days, as years of edits would.
    await t.db.execute(sql`update papers set metadata_modified_at = date_trunc('second', published_at) + (id % 86400) * interval '1 second'`);
    await t.db.execute(sql`analyze papers`);
    await harvest(t); // warm the caches
    const { records, pages, ms } = await harvest(t);
    if (records !== RECORDS) throw new Error(`harvested ${records} records of ${RECORDS}`);
    const sorted = [...pages].sort((a, b) => a - b);
    console.log(
      `| ${kind} | ${records.toLocaleString('en-US')} | ${pages.length} | ${Math.round(records / (ms / 1000)).toLocaleString('en-US')} | ${pages[0]!.toFixed(1)} | ${percentile(sorted, 0.5).toFixed(1)} | ${percentile(sorted, 0.95).toFixed(1)} | ${(ms / 1000).toFixed(1)} s | ${(seedMs / 1000).toFixed(1)} s |`,
    );
  } finally {
    await t.close();
  }
}

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
console.log(`\nOAI-PMH ListRecords, oai_dc, paged to the end through the route (100 records a page; BENCH_OAI_RECORDS, default 100,000, and BENCH_OAI_DATABASES to change)\n`);
console.log('| database | records | pages | records/s | first page ms (with the count) | p50 ms per page | p95 ms per page | whole harvest | seeding |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const kind of DATABASES) await run(kind);
