import { seedBulkPapers } from '../demo/bulk/bulk-papers';
import { openConfiguredDatabase } from './open-configured-database';

// npm run seed:bulk -- --papers 100000 [--seed 42]: adds published papers to the configured
// database (DATABASE_URL, or the PGlite database in DATA_DIR) for benchmarks.
function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  if (index >= 0) return process.argv[index + 1];
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

const papers = Number(option('papers'));
const seedText = option('seed');
const seed = seedText === undefined ? undefined : Number(seedText);
if (!Number.isInteger(papers) || papers < 1 || papers > 5_000_000 || (seed !== undefined && !Number.isInteger(seed))) {
  console.error('Usage: npm run seed:bulk -- --papers N [--seed S]   (N from 1 to 5000000)');
  process.exit(1);
}

const { database } = await openConfiguredDatabase();
try {
  let lastReport = 0;
  const { inserted, ms } = await seedBulkPapers(database.db, papers, {
    seed,
    onProgress(done, total) {
      const now = performance.now();
      if (done === total || now - lastReport > 2000) {
        lastReport = now;
        console.log(`${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} papers`);
      }
    },
  });
  console.log(`Inserted ${inserted.toLocaleString('en-US')} published papers into ${database.kind} in ${(ms / 1000).toFixed(1)} s (${Math.round(inserted / (ms / 1000)).toLocaleString('en-US')} papers/s).`);
} catch (error) {
  console.error(`Bulk seeding failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
