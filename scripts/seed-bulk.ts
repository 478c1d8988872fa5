import { seedBulkPapers } from '../demo/bulk/bulk-papers';
import { seedBulkSubmissions } from '../demo/bulk/bulk-submissions';
import { openConfiguredDatabase } from './open-configured-database';

// npm run seed:bulk -- [--papers N] [--submissions N] [--seed S]: adds published papers and/or
// manuscripts in the editorial workflow (never published) to the configured database
// (DATABASE_URL, or the PGlite database in DATA_DIR) for benchmarks.
const USAGE = [
  'Usage: npm run seed:bulk -- [--papers N] [--submissions N] [--seed S]',
  '  --papers N        published papers (N from 1 to 5000000)',
  '  --submissions N   manuscripts in every workflow status, handled by the EDITOR accounts (N from 1 to 1000000)',
  '  --seed S          the same whole number gives the same papers',
  'Give --papers, --submissions or both.',
].join('\n');

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  if (index >= 0) return process.argv[index + 1];
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** The option's whole number from 1 to max, undefined when absent, NaN when it is not one. */
function count(name: string, max: number): number | undefined {
  const text = option(name);
  if (text === undefined) return undefined;
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : NaN;
}

const papers = count('papers', 5_000_000);
const submissions = count('submissions', 1_000_000);
const seedText = option('seed');
const seed = seedText === undefined ? undefined : Number(seedText);
if ((papers === undefined && submissions === undefined) || Number.isNaN(papers) || Number.isNaN(submissions) || (seed !== undefined && !Number.isInteger(seed))) {
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
    const { inserted, ms } = await seedBulkPapers(database.db, papers, { seed, onProgress: progress('papers') });
    console.log(`Inserted ${inserted.toLocaleString('en-US')} published papers into ${database.kind} in ${rate(inserted, ms)}.`);
  }
  if (submissions !== undefined) {
    const { inserted, ms, byStatus } = await seedBulkSubmissions(database.db, submissions, { seed, onProgress: progress('manuscripts') });
    const statuses = Object.entries(byStatus)
      .map(([status, n]) => `${status} ${n.toLocaleString('en-US')}`)
      .join(', ');
    console.log(`Inserted ${inserted.toLocaleString('en-US')} manuscripts into ${database.kind} in ${rate(inserted, ms)}: ${statuses}.`);
  }
} catch (error) {
  console.error(`Bulk seeding failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
