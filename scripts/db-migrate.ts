import { openConfiguredDatabase } from './open-configured-database';

// Applies pending migrations (the server also does this at start-up).
const { database } = await openConfiguredDatabase();
console.log(`Migrations applied (${database.kind}).`);
await database.close();
