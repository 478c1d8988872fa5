import path from 'node:path';
import { seedDemo } from '../demo/seed/demo-seed';
import { LocalFileStore } from '../core/files/file-store';
import { openConfiguredDatabase } from './open-configured-database';

// Seeds the demo journal into an empty database (the server does this itself in demo mode).
const { config, database } = await openConfiguredDatabase();
const { seeded } = await seedDemo(database.db, new LocalFileStore(path.join(config.dataDir, 'files')));
console.log(seeded ? 'Demo content seeded.' : 'The database already has accounts: nothing seeded.');
await database.close();
