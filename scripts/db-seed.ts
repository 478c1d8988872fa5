import { seedDemo } from '../demo/seed/demo-seed';
import { coreSettingsOf } from '../server/config';
import { openFileStore } from '../server/file-store';
import { openConfiguredDatabase } from './open-configured-database';

// Seeds the demo journal into an empty database (the server does this itself in demo mode).
const { config, database } = await openConfiguredDatabase();
const files = await openFileStore(config);
const { seeded } = await seedDemo({ db: database.db, files, settings: coreSettingsOf(config) });
console.log(seeded ? 'Demo content seeded.' : 'The database already has accounts: nothing seeded.');
await files.close();
await database.close();
