import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const dbTests = ['{contract,core,db,server,app,demo,ops}/**/*.db.test.ts', '{contract,core,db,server,app,demo}/**/*.api.test.ts'];
/** Tests that need a PostgreSQL server itself (they cut its connections): only with DATABASE_URL, in api-postgres. */
const postgresServerTests = ['{core,db,server}/**/*.postgres.test.ts'];
/** The database projects migrate once per run (tests/support/test-database-template.ts). */
const migrateOnce = 'tests/support/test-database-template.ts';
/** The projects that start the real server compile it first, as `npm run build` does (decision 0076). */
const compileServer = 'tests/support/server-bundle.ts';
const common = { setupFiles: ['tests/support/fail-on-console-error.ts'], testTimeout: 20_000, hookTimeout: 60_000 };
/**
 * Files at once in the unit and database projects (decision 0074). Vitest's default is one less
 * than the CPUs: one at a time on the 2-core machines CI runs on, where these files wait on
 * PostgreSQL, the disk and timers as much as on a CPU. TEST_WORKERS changes it.
 */
const workers = Number(process.env.TEST_WORKERS) || Math.max(2, availableParallelism());
/**
 * Groups run one after another: the unit, database and crash files; then the browser journeys;
 * then the load test alone (it measures) and the several-instances test.
 */
const fast = { maxWorkers: workers, sequence: { groupOrder: 0 } };

/**
 * One run covers everything (DESIGN.md "Tests"): unit tests; database and API tests on
 * PGlite, and again on PostgreSQL when DATABASE_URL is set; browser journeys in Chromium; the
 * crash test (the real server under kill -9); the load test (the real server under every journey
 * at once); with DATABASE_URL, two instances behind nginx.
 */
export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        test: {
          ...common,
          ...fast,
          name: 'unit',
          include: ['{contract,core,db,server,app,demo,ops,scripts,bench}/**/*.test.ts', 'tests/support/**/*.test.ts', '{contract,core,db,server,app}/**/*.test.tsx'],
          exclude: [...dbTests, ...postgresServerTests],
        },
      },
      { test: { ...common, ...fast, isolate: false, name: 'api-pglite', include: dbTests, env: { TEST_DATABASE: 'pglite' }, globalSetup: [migrateOnce] } },
      ...(process.env.DATABASE_URL
        ? [{ test: { ...common, ...fast, isolate: false, name: 'api-postgres', include: [...dbTests, ...postgresServerTests], env: { TEST_DATABASE: 'postgres' }, globalSetup: [migrateOnce] } }]
        : []),
      {
        test: {
          ...common,
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: [compileServer, 'tests/support/e2e-demo-data.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 10_000 } },
          // Two files at a time (decision 0074): a journey waits on the page, the network and timers
          // more than on a CPU (both CPUs were 38 % busy with one file at a time), and each file has
          // its own site, data directory and Chromium.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // The real server process (needs build/), beside the database files (so a generous time limit): killed with SIGKILL mid-work and restarted (decision 0022), stopped with SIGTERM mid-upload (decision 0064),
        // its PostgreSQL cut away and back (decision 0069, only with DATABASE_URL).
        test: { ...common, name: 'crash', include: ['tests/crash/**/*.crash.ts'], globalSetup: [compileServer], testTimeout: 180_000, hookTimeout: 60_000, ...fast },
      },
      {
        // The real server process (needs build/) under every journey at once, bounded (issue 17, decision 0069): on PGlite, and on PostgreSQL with DATABASE_URL.
        test: { ...common, name: 'load', include: ['tests/load/**/*.load.ts'], globalSetup: [compileServer], testTimeout: 90_000, hookTimeout: 120_000, fileParallelism: false, sequence: { groupOrder: 2 } },
      },
      // Two real server processes (needs build/) behind nginx on one PostgreSQL, Redis and object store (issue 17): only with DATABASE_URL.
      ...(process.env.DATABASE_URL
        ? [{ test: { ...common, name: 'multi', include: ['tests/multi/**/*.multi.ts'], globalSetup: [compileServer], testTimeout: 120_000, hookTimeout: 90_000, fileParallelism: false, sequence: { groupOrder: 3 } } }]
        : []),
    ],
  },
});
