import { seedDemo } from '../core/demo/demo-seed';
import { openConfiguredDatabase } from './open-configured-database';

// Seeds the demo journal into an empty database (the server does this itself in demo mode).
const { database } = await openConfiguredDatabase();
const { seeded } = await seedDemo(database.db);
console.log(seeded ? 'Demo content seeded.' : 'The database already has accounts: nothing seeded.');
await database.close();
