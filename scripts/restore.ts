import { describeBackup } from '../ops/backup/backup';
import { requireFileOption, runCommand } from '../ops/backup/command-line';
import { restore } from '../ops/backup/restore';

// npm run restore -- --from backups/journal-2026-11-29.tar.gz [--force] (decision 0061; README "Backups")
const usage = 'Usage: npm run restore -- --from FILE.tar.gz [--force] (--force empties a target that is not empty)';
await runCommand(usage, { from: { type: 'string' }, force: { type: 'boolean', default: false } }, async (values, settings) => {
  const from = requireFileOption(values.from, 'from', usage);
  const manifest = await restore(settings, from, { force: values.force === true }, (line) => console.log(line));
  const target = settings.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `the embedded database in ${settings.dataDir}`;
  console.log(`Restored the backup of ${manifest.createdAt} (${manifest.database.kind}) into ${target}: ${describeBackup(manifest)}; migrations applied.`);
});
