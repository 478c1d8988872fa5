import type { Db } from '../../db/client';
import { hashPassword } from '../auth/passwords';
import { countUsers } from '../users/users.repo';
import { createAccount } from '../users/users.service';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

/**
 * Fills an empty database with the demo journal. It runs only when there are no accounts,
 * so a restart never re-seeds and an admin's deletions stay deleted. Later issues add
 * their demo content here.
 */
export async function seedDemo(db: Db): Promise<{ seeded: boolean }> {
  if ((await countUsers(db)) > 0) return { seeded: false };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const account of DEMO_ACCOUNTS) await createAccount(tx, { ...account, password: DEMO_PASSWORD }, passwordHash);
  });
  return { seeded: true };
}
