import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

export async function findSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}

export async function saveSetting(db: Db, key: string, value: unknown, now: Date): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}

/** Several settings in one query: the value of each key that has a row. */
export async function findSettings(db: Db, keys: readonly string[]): Promise<Map<string, unknown>> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, [...keys]));
  return new Map(rows.map((row) => [row.key, row.value]));
}
