import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { papers, usageEvents } from '../../db/schema';
import { insertPaper } from '../../tests/support/fixtures';
import { openTestDatabase } from '../../tests/support/test-database';
import { getHomeReach, getPaperViews, importPastUsage, UsageRecorder } from './usage.service';

/** Decision 0059: the recorder's rules against a fresh database, with a controllable clock. */
let database: Database;
const clock = { now: new Date('2026-06-01T08:00:00Z') };
const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const ctx = (actor: { id: number } | null = null) => ({ db: database.db, actor: actor as never, clock: () => clock.now });

describe('UsageRecorder', () => {
  it('counts views of published papers only, a double-click once, robots never', async () => {
    const published = (await insertPaper(database.db, {})).id;
    const accepted = (await insertPaper(database.db, { status: 'ACCEPTED' })).id;
    const usage = new UsageRecorder();
    const view = (paperId: number, userAgent: string | undefined = BROWSER, address = '192.0.2.1') => usage.record(ctx(), { paperId, kind: 'view', client: { address, userAgent } });

    expect(await view(published)).toBe(true);
    expect(await view(accepted)).toBe(false);
    clock.now = new Date(clock.now.getTime() + 30_000);
    expect(await view(published)).toBe(false);
    clock.now = new Date(clock.now.getTime() + 30_001);
    expect(await view(published)).toBe(true);
    expect(await view(published, 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)', '192.0.2.2')).toBe(false);
    expect(await view(published, '', '192.0.2.3')).toBe(false);
    // A signed-in reader is their account, from any address.
    const account = { id: 4242 };
    expect(await usage.record(ctx(account), { paperId: published, kind: 'view', client: { address: '192.0.2.4', userAgent: BROWSER } })).toBe(true);
    expect(await usage.record(ctx(account), { paperId: published, kind: 'view', client: { address: '192.0.2.5', userAgent: BROWSER } })).toBe(false);
    expect(await getPaperViews({ db: database.db }, published)).toBe(3);
    expect(await getPaperViews({ db: database.db }, accepted)).toBe(0);
  });

  it('brings past usage in at once and makes the download counts from the events; the home page counts them', async () => {
    const before = await getHomeReach({ db: database.db });
    const paper = (await insertPaper(database.db, { downloadCount: 99 })).id;
    const imported = await importPastUsage({ db: database.db }, (papers) => {
      expect(papers.map((p) => p.id)).toContain(paper);
      const at = new Date('2026-05-02T10:00:00Z');
      return [
        { paperId: paper, kind: 'view', at, sessionId: 'a' },
        { paperId: paper, kind: 'download', at, sessionId: 'a' },
        { paperId: paper, kind: 'download', at, sessionId: 'b' },
      ];
    });
    expect(imported).toBe(3);
    const reach = await getHomeReach({ db: database.db });
    expect(reach).toEqual({ articles: before.articles + 1, views: before.views + 1, downloads: before.downloads + 2 });
    const [row] = (await database.db.execute(`select download_count as n from papers where id = ${paper}`) as unknown as { rows: { n: number }[] }).rows;
    expect(row!.n).toBe(2);
  });

  it('keeps the counters in step with the events on every write path: a bulk insert, events deleted, a paper deleted with its events', async () => {
    const before = await getHomeReach({ db: database.db });
    const kept = (await insertPaper(database.db, {})).id;
    const removed = (await insertPaper(database.db, {})).id;
    const at = new Date('2026-05-03T10:00:00Z');
    await database.db.insert(usageEvents).values([
      { paperId: kept, kind: 'view', at, sessionId: 'x' },
      { paperId: kept, kind: 'view', at, sessionId: 'y' },
      { paperId: kept, kind: 'download', at, sessionId: 'y' },
      { paperId: removed, kind: 'view', at, sessionId: 'z' },
      { paperId: removed, kind: 'download', at, sessionId: 'z' },
    ]);
    expect(await getPaperViews({ db: database.db }, kept)).toBe(2);
    expect(await getHomeReach({ db: database.db })).toEqual({ articles: before.articles + 2, views: before.views + 3, downloads: before.downloads + 2 });

    await database.db.delete(usageEvents).where(and(eq(usageEvents.paperId, kept), eq(usageEvents.sessionId, 'x')));
    expect(await getPaperViews({ db: database.db }, kept)).toBe(1);
    await database.db.delete(papers).where(eq(papers.id, removed));
    expect(await getHomeReach({ db: database.db })).toEqual({ articles: before.articles + 1, views: before.views + 1, downloads: before.downloads + 1 });
  });
});
