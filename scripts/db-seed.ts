import path from 'node:path';
import { seedDemo } from '../demo/seed/demo-seed';
import { LocalFileStore } from '../core/files/file-store';
import { coreSettingsOf } from '../server/config';
import { openConfiguredDatabase } from './open-configured-database';

// Seeds the demo journal into an empty database (the server does this itself in demo mode).
const { config, database } = await openConfiguredDatabase();
const { seeded } = await seedDemo({ db: database.db, files: new LocalFileStore(path.join(config.dataDir, 'files')), settings: coreSettingsOf(config) });
console.log(seeded ? 'Demo content seeded.' : 'The database already has accounts: nothing seeded.');
await database.close();
