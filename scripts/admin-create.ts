import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailField, newPassword, PASSWORD_MIN } from '../contract/auth/auth.schema';
import { createAccount } from '../core/users/users.service';
import { openConfiguredDatabase } from './open-configured-database';

// npm run admin:create -- --email editor-in-chief@example.org --password '...' [--first-name A --last-name B --institution C]
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string', default: 'Journal' },
    'last-name': { type: 'string', default: 'Administrator' },
    institution: { type: 'string', default: 'Journal office' },
  },
});
const input = z
  // The same rule as registration: at least 8 characters, not common or easy to guess (decision 0026).
  .object({ email: emailField, password: newPassword })
  .safeParse({ email: values.email ?? '', password: values.password ?? '' });
if (!input.success) {
  console.error(`Usage: npm run admin:create -- --email you@example.org --password '<at least ${PASSWORD_MIN} characters, not easy to guess>' (${input.error.issues[0]?.message})`);
  process.exit(1);
}
const { database } = await openConfiguredDatabase();
const created = await createAccount(database.db, {
  email: input.data.email,
  password: input.data.password,
  firstName: values['first-name']!,
  lastName: values['last-name']!,
  institution: values.institution!,
  role: 'ADMIN',
});
console.log(created ? `Administrator ${input.data.email} created.` : `An account with ${input.data.email} already exists: nothing changed.`);
await database.close();
process.exit(created ? 0 : 1);
