import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { seedDemo } from '../demo/seed/demo-seed';
import { FileSweeper } from '../core/files/file-sweeper';
import { MailSender } from '../core/mail/mail-sender';
import { issueMissingInvoices } from '../core/invoices/invoices.service';
import { ReminderWorker } from '../core/reviews/reminders.service';
import { createMailTransport } from '../core/mail/mail-transport';
import { createAccount, hasAdministrator } from '../core/users/users.service';
import { openDatabase } from '../db/client';
import { buildApp } from './app';
import { ConfigError, coreSettingsOf, loadConfig, type Config } from './config';
import { openFileStore } from './file-store';
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
  await database.migrate();
  const files = await openFileStore(config);
  // Decision 0022: temp files of uploads cut off (an hour old) and files no row points to (a day old) go now and every 10 minutes.
  const sweeper = new FileSweeper(database.db, files);
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

  const transport = createMailTransport({ smtpUrl: config.smtpUrl ?? undefined, mailDir: path.join(config.dataDir, 'mail'), from: config.mailFrom });
  const log: { error(error: unknown): void } = { error: (error) => console.error('mail sending failed', error) };
  const mail = new MailSender(database.db, transport, undefined, (error) => log.error(error));
  const pages = dev ? await developmentPages() : await productionPages(path.join(root, 'build'));
  // Decision 0048: papers accepted before invoices existed get theirs now, as their acceptance would have issued it.
  const backfilled = await issueMissingInvoices({ db: database.db, actor: null, clock: () => new Date(), mail, files, settings: coreSettingsOf(config) });
  if (backfilled) console.log(`Issued ${backfilled} invoice(s) for papers accepted before invoices existed.`);
  // Decision 0062: limits, the sign-in throttle and page-cache invalidation shared with the other instances.
  const redis = config.redis ? new SharedRedis(config.redis) : null;
  const app = await buildApp({ config, database, mail, pages, dev, files, redis });
  log.error = (error) => app.log.error({ err: error }, 'mail sending failed');
  mail.start();
  sweeper.start((error) => app.log.error({ err: error }, 'file sweep failed'));
  // Decision 0041: reviewers' reminders, every 15 minutes, through the outbox.
  const reminders = new ReminderWorker({ db: database.db, mail, settings: coreSettingsOf(config) });
  reminders.start((error) => app.log.error({ err: error }, 'review reminders failed'));

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info(`${signal} received, closing`);
    await app.close();
    await redis?.close();
    await reminders.stop();
    await mail.stop();
    await sweeper.stop();
    await files.close();
    await pages.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Journal site ready at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port} (${database.kind}${config.demo ? ', demo mode' : ''})`);
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
