// Crossref deposits at scale (decision 0057), on PGlite and PostgreSQL (DATABASE_URL, default the
// local server): the time to build the deposit XML of an issue of 500 articles, through
// GET /api/admin/crossref/issues/{id}.xml with an editor's token (the one query of the scholarly
// loader, then xmlbuilder2), p50/p95 of several builds. Part of `npm run bench`; prints figures only.
import { inArray, sql } from 'drizzle-orm';
import { JOURNAL_SETTINGS } from '../contract/settings/journal-settings';
import { saveSetting } from '../core/settings/settings.repo';
import { papers } from '../db/schema';
import { seedBulkPapers } from '../demo/bulk/bulk-papers';
import { insertIssue } from '../tests/support/fixtures';
import { bearer, createTestApp } from '../tests/support/test-app';
import { validateXml } from '../tests/support/xml-schema';

const ARTICLES = Number(process.env.BENCH_CROSSREF_ARTICLES ?? 500);
const ROUNDS = Number(process.env.BENCH_CROSSREF_ROUNDS ?? 15);
const DATABASES = (process.env.BENCH_CROSSREF_DATABASES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

async function run(kind: 'pglite' | 'postgres') {
  process.env.TEST_DATABASE = kind;
  const t = await createTestApp();
  try {
    const seeding = performance.now();
    await saveSetting(t.db, JOURNAL_SETTINGS.identity.key, { name: 'Journal of Agriculture and Life Sciences', shortName: 'JALS', issnPrint: '2049-3630', issnOnline: '1234-5679', publisher: 'Faculty of Agriculture' }, new Date());
    await seedBulkPapers(t.db, ARTICLES, { seed: 57 });
    const issue = await insertIssue(t.db, { volume: 50, number: 1, year: 2026, publicationDate: '2026-06-30' });
    const ids = (await t.db.select({ id: papers.id }).from(papers).where(sql`${papers.status} = 'PUBLISHED'`)).map((row) => row.id);
    await t.db.update(papers).set({ issueId: issue.id }).where(inArray(papers.id, ids));
    const seeded = (performance.now() - seeding) / 1000;
    const token = await t.login((await t.createUser('EDITOR')).email);
    const build = async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/crossref/issues/${issue.id}.xml`, headers: bearer(token), remoteAddress: '10.9.9.7' });
      if (response.statusCode !== 200) throw new Error(`deposit of issue ${issue.id}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      return response.body;
    };
    const first = await build(); // warm the caches
    const articles = first.match(/<journal_article /g)?.length ?? 0;
    const validation = validateXml(first, 'crossref');
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      await build();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `| ${kind} | Crossref deposit of an issue of ${articles.toLocaleString('en-US')} articles (${(first.length / 1024).toFixed(0)} KB, ${validation.valid ? 'valid' : 'INVALID'} against 5.4.0) | ${percentile(times, 0.5).toFixed(1)} ms p50 | ${percentile(times, 0.95).toFixed(1)} ms p95 |`,
    );
    console.log(`| ${kind} | (seeding: ${seeded.toFixed(1)} s) | | |`);
  } finally {
    await t.close();
  }
}

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
console.log(`\nCrossref deposits (BENCH_CROSSREF_ARTICLES=${ARTICLES}, BENCH_CROSSREF_ROUNDS=${ROUNDS}, BENCH_CROSSREF_DATABASES)\n`);
console.log('| database | measure | figure | |');
console.log('|---|---|---:|---:|');
for (const kind of DATABASES) await run(kind);
