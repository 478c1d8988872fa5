import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { seedDemo } from '../demo/seed/demo-seed';
import { FileSweeper } from '../core/files/file-sweeper';
import { PeriodicTask } from '../core/periodic-task';
import { MailSender } from '../core/mail/mail-sender';
import { issueMissingInvoices } from '../core/invoices/invoices.service';
import { ReminderWorker } from '../core/reviews/reminders.service';
import { createMailTransport } from '../core/mail/mail-transport';
import { createAccount, hasAdministrator } from '../core/users/users.service';
import type { FileStore } from '../core/files/file-store';
import { seedStaticPages } from '../core/pages/pages.seed';
import { openDatabase, type Database } from '../db/client';
import { EMBEDDED_VACUUM_INTERVAL_MS, vacuumDueTables } from '../db/embedded-vacuum';
import { buildApp } from './app';
import { ConfigError, coreSettingsOf, loadConfig, type Config } from './config';
import { openFileStore } from './file-store';
import { Lifecycle } from './lifecycle';
import { developmentPages, productionPages } from './pages';
import { SharedRedis } from './redis/shared-redis';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Decision 0023: a demo reachable from other machines is allowed only when asked for, and never quietly. */
const PUBLIC_DEMO_WARNING = [
  '',
  '!!! WARNING: DEMO MODE ON A PUBLIC ADDRESS !!!',
  '!!! DEMO=on seeds demo accounts whose shared password is printed in the README and shown on /admin.',
  '!!! Anyone who can reach this site can sign in as its administrator. Use DEMO=off for a real journal.',
  '',
].join('\n');

async function main() {
  const dev = process.argv.includes('--dev');
  // React and React Router pick their build (and its checks) from NODE_ENV when first loaded.
  process.env.NODE_ENV ??= dev ? 'development' : 'production';
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'db') });
  const files = await openFileStore(config);
  const transport = createMailTransport({ smtpUrl: config.smtpUrl ?? undefined, mailDir: path.join(config.dataDir, 'mail'), from: config.mailFrom });
  const log: { error(error: unknown): void } = { error: (error) => console.error('mail sending failed', error) };
  const mail = new MailSender(database.db, transport, undefined, (error) => log.error(error));
  const pages = dev ? await developmentPages() : await productionPages(path.join(root, 'build'));
  // Decision 0062: limits, the sign-in throttle and page-cache invalidation shared with the other instances.
  const redis = config.redis ? new SharedRedis(config.redis) : null;
  // Decision 0064: listen first, so liveness answers and readiness says 503 while migrations run.
  const lifecycle = new Lifecycle('starting');
  const app = await buildApp({ config, database, mail, pages, dev, files, redis, lifecycle });
  log.error = (error) => app.log.error({ err: error }, 'mail sending failed');
  // Decision 0022: temp files of uploads cut off (an hour old) and files no row points to (a day old) go at start-up and every 10 minutes.
  const sweeper = new FileSweeper(database.db, files);
  // Decision 0041: reviewers' reminders, every 15 minutes, through the outbox.
  const reminders = new ReminderWorker({ db: database.db, mail, settings: coreSettingsOf(config) });
  // Decision 0073: the embedded database has no autovacuum of its own.
  const vacuum = database.kind === 'pglite' ? new PeriodicTask(() => vacuumDueTables(database.db)) : null;

  let startUp: Promise<void> = Promise.resolve();
  /**
   * Decision 0064: on SIGTERM (or SIGINT) readiness turns 503 at once and the listener closes;
   * requests in flight, uploads included, finish; then the workers stop and the database closes.
   * Past SHUTDOWN_TIMEOUT_SECONDS the process says so and exits 1.
   */
  closeWithGrace(
    {
      delay: config.shutdownTimeoutMs,
      onTimeout: (delay) => app.log.error(`shutdown did not finish within SHUTDOWN_TIMEOUT_SECONDS (${delay / 1000} s): exiting with requests or workers cut off`),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'closing after an error');
      else app.log.warn(`${signal} received: readiness is 503, the listener is closed, waiting for requests in flight`);
      lifecycle.markStopping();
      await app.close();
      // Start-up work cut short by the signal ends before the database closes under it.
      await startUp.catch(() => undefined);
      await redis?.close();
      await reminders.stop();
      await vacuum?.stop();
      await mail.stop();
      await sweeper.stop();
      await files.close();
      await pages.close();
      await database.close();
      app.log.warn('shutdown complete');
    },
  );

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  console.log(`Journal site listening at ${url}, starting (migrations): /api/ready answers 503 until it is ready`);

  startUp = startUpWork(config, { database, files, mail, sweeper });
  await startUp;
  if (lifecycle.phase === 'stopping') return;
  lifecycle.markReady();
  mail.start();
  sweeper.start((error) => app.log.error({ err: error }, 'file sweep failed'));
  reminders.start((error) => app.log.error({ err: error }, 'review reminders failed'));
  vacuum?.start((error) => app.log.error({ err: error }, 'vacuum of the embedded database failed'), EMBEDDED_VACUUM_INTERVAL_MS);
  console.log(`Journal site ready at ${url} (${database.kind}${config.demo ? ', demo mode' : ''})`);
}

/** What runs before the site is ready: migrations, the start-up sweep, seeds and backfills. */
async function startUpWork(config: Config, deps: { database: Database; files: FileStore; mail: MailSender; sweeper: FileSweeper }) {
  const { database, files, mail, sweeper } = deps;
  await database.migrate();
  // An object store down at start-up (decision 0063) is no reason to keep the site off: uploads say so until it is back.
  const swept = await sweeper.sweep().catch((error: unknown) => {
    console.error(`File sweep failed at start-up (${fileStoreFailure(error)}); uploads will fail until the file store answers.`);
    return null;
  });
  if (swept && (swept.temp || swept.orphans)) console.log(`Removed ${swept.temp} unfinished upload(s) and ${swept.orphans} unreferenced file(s).`);
  if (config.demo && (await seedDemo({ db: database.db, files, settings: coreSettingsOf(config) })).seeded) console.log('Demo content seeded (accounts are listed in the README).');
  if (config.admin) {
    const created = await createAccount(database.db, { ...config.admin, firstName: 'Journal', lastName: 'Administrator', role: 'ADMIN', institution: 'Journal office' });
    if (created) console.log(`Administrator account ${config.admin.email} created.`);
  }
  if (config.publicDemo) console.warn(PUBLIC_DEMO_WARNING);
  else if (!config.demo && !(await hasAdministrator(database.db))) {
    console.log("This site has no administrator yet: create one with npm run admin:create -- --email you@example.org --password '...' (or set ADMIN_EMAIL and ADMIN_PASSWORD for one start).");
  }
  // Decision 0047: every install has its static pages; a page already stored (edited) is left alone.
  await seedStaticPages(database.db);
  // Decision 0048: papers accepted before invoices existed get theirs now, as their acceptance would have issued it.
  const backfilled = await issueMissingInvoices({ db: database.db, actor: null, clock: () => new Date(), mail, files, settings: coreSettingsOf(config) });
  if (backfilled) console.log(`Issued ${backfilled} invoice(s) for papers accepted before invoices existed.`);
}

/** What went wrong underneath a failure of the file store, in one line. */
function fileStoreFailure(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
