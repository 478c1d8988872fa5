import path from 'node:path';
import { openDatabase } from '../db/client';
import { loadConfig, ConfigError } from '../server/config';

/** The database the server would use with this environment, migrated. */
export async function openConfiguredDatabase() {
  try {
    const config = loadConfig();
    const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'db') });
    await database.migrate();
    return { config, database };
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : `Could not open the database: ${(error as Error).message}`);
    process.exit(1);
  }
}
