import { seedBulkPapers } from '../demo/bulk/bulk-papers';
import { seedBulkReviewerPool } from '../demo/bulk/bulk-reviewers';
import { seedBulkSubmissions } from '../demo/bulk/bulk-submissions';
import { seedBulkUsageEvents } from '../demo/bulk/bulk-usage';
import { openConfiguredDatabase } from './open-configured-database';

// npm run seed:bulk -- [--papers N [--issues N]] [--submissions N] [--reviewers N [--assignments N]]
// [--usage-events N] [--seed S]: adds published papers (in published issues), manuscripts in the
// editorial workflow, a reviewer pool with its assignments and usage events to the configured
// database (DATABASE_URL, or the PGlite database in DATA_DIR) for benchmarks, in that order. The
// full size of issue 17: --papers 100000 --issues 400 --submissions 10000 --reviewers 2000
// --assignments 30000 --usage-events 1000000.
const USAGE = [
  'Usage: npm run seed:bulk -- [--papers N] [--issues N] [--submissions N] [--reviewers N] [--assignments N] [--usage-events N] [--seed S]',
  '  --papers N         published papers (N from 1 to 5000000)',
  '  --issues N         with --papers: new published issues the papers are spread over (N from 1 to 10000)',
  '  --submissions N    manuscripts in every workflow status, handled by the EDITOR accounts (N from 1 to 1000000)',
  '  --reviewers N      reviewer accounts with profiles (N from 1 to 100000)',
  '  --assignments N    with --reviewers: review assignments, half completed reviews of published papers,',
  '                     half open ones on papers under review (N from 0 to 1000000; default 5 per reviewer)',
  '  --usage-events N   views and downloads of the published papers over two years (N from 1 to 100000000)',
  '  --seed S           the same whole number gives the same data',
  'Give at least one of --papers, --submissions, --reviewers, --usage-events.',
].join('\n');

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  if (index >= 0) return process.argv[index + 1];
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** The option's whole number from min to max, undefined when absent, NaN when it is not one. */
function count(name: string, max: number, min = 1): number | undefined {
  const text = option(name);
  if (text === undefined) return undefined;
  const n = Number(text);
  return Number.isInteger(n) && n >= min && n <= max ? n : NaN;
}

const papers = count('papers', 5_000_000);
const issues = count('issues', 10_000);
const submissions = count('submissions', 1_000_000);
const reviewers = count('reviewers', 100_000);
const assignments = count('assignments', 1_000_000, 0);
const usageEvents = count('usage-events', 100_000_000);
const seedText = option('seed');
const seed = seedText === undefined ? undefined : Number(seedText);
const counts = [papers, issues, submissions, reviewers, assignments, usageEvents];
if (
  [papers, submissions, reviewers, usageEvents].every((n) => n === undefined) ||
  counts.some((n) => Number.isNaN(n)) ||
  (issues !== undefined && papers === undefined) ||
  (assignments !== undefined && reviewers === undefined) ||
  (seed !== undefined && !Number.isInteger(seed))
) {
  console.error(USAGE);
  process.exit(1);
}

function progress(what: string) {
  let lastReport = 0;
  return (done: number, total: number) => {
    const now = performance.now();
    if (done === total || now - lastReport > 2000) {
      lastReport = now;
      console.log(`${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} ${what}`);
    }
  };
}
const rate = (inserted: number, ms: number) => `${(ms / 1000).toFixed(1)} s (${Math.round(inserted / (ms / 1000)).toLocaleString('en-US')}/s)`;

const { database } = await openConfiguredDatabase();
try {
  if (papers !== undefined) {
    const { inserted, ms, issueIds } = await seedBulkPapers(database.db, papers, { seed, issues, onProgress: progress('papers') });
    const inIssues = issueIds.length ? ` in ${issueIds.length.toLocaleString('en-US')} new issues` : '';
    console.log(`Inserted ${inserted.toLocaleString('en-US')} published papers${inIssues} into ${database.kind} in ${rate(inserted, ms)}.`);
  }
  if (submissions !== undefined) {
    const { inserted, ms, byStatus } = await seedBulkSubmissions(database.db, submissions, { seed, onProgress: progress('manuscripts') });
    const statuses = Object.entries(byStatus)
      .map(([status, n]) => `${status} ${n.toLocaleString('en-US')}`)
      .join(', ');
    console.log(`Inserted ${inserted.toLocaleString('en-US')} manuscripts into ${database.kind} in ${rate(inserted, ms)}: ${statuses}.`);
  }
  if (reviewers !== undefined) {
    const total = assignments ?? reviewers * 5;
    const pool = await seedBulkReviewerPool(database.db, { reviewers, past: Math.ceil(total / 2), open: Math.floor(total / 2), seed });
    console.log(
      `Inserted ${reviewers.toLocaleString('en-US')} reviewers, ${pool.past.toLocaleString('en-US')} completed and ${pool.open.toLocaleString('en-US')} open assignments into ${database.kind} in ${(pool.ms / 1000).toFixed(1)} s.`,
    );
    if (pool.past + pool.open < total) console.log('Fewer assignments than asked: completed reviews need published papers (--papers), open ones papers under review (--submissions).');
  }
  if (usageEvents !== undefined) {
    const { inserted, ms } = await seedBulkUsageEvents(database.db, usageEvents, { seed, onProgress: progress('usage events') });
    console.log(`Inserted ${inserted.toLocaleString('en-US')} usage events into ${database.kind} in ${rate(inserted, ms)}.`);
  }
} catch (error) {
  console.error(`Bulk seeding failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
