import { createHash } from 'node:crypto';
import type { Ctx } from '../../core/context';
import { importPastUsage, type PastUsageEvent } from '../../core/usage/usage.service';
import { createRandom } from './random';

const DAY = 86_400_000;
/** The months of usage the demo brings: the Usage tab's default twelve, and the current one. */
const MONTHS = 13;

/**
 * Believable usage for the demo's published articles (decision 0059), so the admin's Usage tab and
 * the paper pages' figures are not empty: for each month of the last year since an article came out,
 * some readers view it, a few come back on other days, about four in ten of those who view download
 * it (a few twice); newer articles draw more. Each reader-day is a session id as the recorder makes them (a hash),
 * and no event is a double-click. Written at once (importPastUsage), about ten thousand rows, so
 * the first start stays quick; the download counts are then the events'.
 */
export async function seedUsage(base: Pick<Ctx, 'db'>, now: Date): Promise<number> {
  const random = createRandom(20260101);
  return importPastUsage(base, (papers) => {
    const events: PastUsageEvent[] = [];
    const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS - 1), 1);
    for (const paper of [...papers].sort((a, b) => a.id - b.id)) {
      const published = paper.publishedAt?.getTime() ?? start;
      const ageYears = Math.max(0, (now.getTime() - published) / (365 * DAY));
      const appeal = random.int(6, 22) / (1 + ageYears * 0.6);
      for (let month = 0; month < MONTHS; month += 1) {
        const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS - 1) + month, 1);
        const monthEnd = Math.min(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS - 1) + month + 1, 1), now.getTime());
        const from = Math.max(monthStart, published);
        if (from >= monthEnd) continue;
        const share = (monthEnd - from) / (31 * DAY);
        const readers = Math.round(appeal * share * (0.7 + random.next() * 0.6));
        for (let reader = 0; reader < readers; reader += 1) {
          const at = from + Math.floor(random.next() * (monthEnd - from - 3_600_000));
          if (at < from) continue;
          const session = sessionOf(paper.id, month, reader, new Date(at));
          events.push({ paperId: paper.id, kind: 'view', at: new Date(at), sessionId: session });
          // A few read the page again later the same visit (more than 30 seconds on: not a double-click).
          if (random.next() < 0.15) events.push({ paperId: paper.id, kind: 'view', at: new Date(at + random.int(2, 20) * 60_000), sessionId: session });
          if (random.next() < 0.4) {
            const downloaded = at + random.int(40, 600) * 1000;
            events.push({ paperId: paper.id, kind: 'download', at: new Date(downloaded), sessionId: session });
            // Some download it again later in the visit: another request, not another unique one.
            if (random.next() < 0.1) events.push({ paperId: paper.id, kind: 'download', at: new Date(downloaded + random.int(5, 40) * 60_000), sessionId: session });
          }
        }
      }
    }
    return events;
  });
}

/** A session id shaped as the recorder's (a hash of a made-up reader and their day). */
function sessionOf(paperId: number, month: number, reader: number, at: Date): string {
  return createHash('sha256').update(`demo reader ${paperId} ${month} ${reader} ${at.toISOString().slice(0, 10)}`).digest('base64url').slice(0, 32);
}
