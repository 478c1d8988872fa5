import { sql } from 'drizzle-orm';
import { insertEvents } from '../../core/usage/usage.repo';
import type { Db } from '../../db/client';
import { papers } from '../../db/schema';
import { createRandom } from '../seed/random';

/**
 * Usage events in bulk for benchmarks (`npm run seed:bulk -- --usage-events N`, issue 17): views
 * and downloads of the published papers already in the database over the last two years, a few
 * events per reader session, in multi-row inserts; the usage_events triggers add them to the papers'
 * counters and the journal's totals.
 */
const DAY = 86_400_000;

export async function seedBulkUsageEvents(
  db: Db,
  count: number,
  options: { seed?: number; now?: Date; onProgress?: (done: number, total: number) => void } = {},
): Promise<{ inserted: number; ms: number }> {
  const started = performance.now();
  const random = createRandom(options.seed ?? 59);
  const now = (options.now ?? new Date()).getTime();
  const rows = await db.select({ id: papers.id }).from(papers).where(sql`${papers.status} = 'PUBLISHED'`);
  if (rows.length === 0) throw new Error('seedBulkUsageEvents: no published papers (add some with --papers)');
  const paperIds = rows.map((row) => row.id);
  const batch = 10_000;
  let done = 0;
  while (done < count) {
    const size = Math.min(batch, count - done);
    const events: Parameters<typeof insertEvents>[1] = [];
    while (events.length < size) {
      // A session: one reader, one day, one to four events on a paper or two.
      const at = now - random.int(0, 729) * DAY - random.int(0, DAY - 1);
      const sessionId = `bulk-${random.int(0, 2 ** 30)}-${random.int(0, 2 ** 30)}`;
      const paperId = random.pick(paperIds);
      for (let i = random.int(1, 4); i > 0 && events.length < size; i -= 1) {
        events.push({ paperId: random.next() < 0.8 ? paperId : random.pick(paperIds), kind: random.next() < 0.35 ? 'download' : 'view', at: new Date(at + i * 60_000), sessionId });
      }
    }
    await insertEvents(db, events);
    done += size;
    options.onProgress?.(done, count);
  }
  await db.execute(sql`analyze usage_events`);
  return { inserted: done, ms: performance.now() - started };
}
