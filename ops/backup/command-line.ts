import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError, loadConfig } from '../../server/config';
import { BackupError, reasonOf } from './backup-error';
import type { BackupSettings } from './backup';

/**
 * The frame of `npm run backup` and `npm run restore`: arguments and configuration read, the
 * operation run, and any expected failure printed as one line with exit code 1 (no stack trace).
 */
export async function runCommand<T extends NonNullable<ParseArgsConfig['options']>>(
  usage: string,
  options: T,
  operation: (values: Record<keyof T, string | boolean | undefined>, settings: BackupSettings) => Promise<void>,
): Promise<never> {
  try {
    let values: Record<string, string | boolean | undefined>;
    try {
      ({ values } = parseArgs({ options, strict: true, allowPositionals: false }));
    } catch (error) {
      throw new BackupError(`${reasonOf(error)}. ${usage}`);
    }
    const config = loadConfig();
    await operation(values as Record<keyof T, string | boolean | undefined>, { databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgDump: config.pgDump, s3: config.s3 });
    process.exit(0);
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** A required `--name FILE` option, or a one-line usage error. */
export function requireFileOption(value: string | boolean | undefined, name: string, usage: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new BackupError(`Missing --${name} FILE. ${usage}`);
  return value;
}
