import { archiveSize, backup, describeBackup } from '../ops/backup/backup';
import { requireFileOption, runCommand } from '../ops/backup/command-line';

// npm run backup -- --to backups/journal-2026-11-29.tar.gz (decision 0061; README "Backups")
const usage = 'Usage: npm run backup -- --to FILE.tar.gz';
await runCommand(usage, { to: { type: 'string' } }, async (values, settings) => {
  const to = requireFileOption(values.to, 'to', usage);
  const manifest = await backup(settings, to, (line) => console.log(line));
  console.log(`Backup written to ${to} (${await archiveSize(to)}): ${describeBackup(manifest)}, schema ${manifest.database.schemaVersion}.`);
});
