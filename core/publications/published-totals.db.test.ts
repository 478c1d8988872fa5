import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { papers } from '../../db/schema';
import { insertPaper } from '../../tests/support/fixtures';
import { openTestDatabase } from '../../tests/support/test-database';
import { insertDownload, insertEvents, insertView, recountUsage, totalUsage } from '../usage/usage.repo';
import { readStatistics } from './publications.repo';

/**
 * Migration 0020: the database keeps how many papers are published and the sum of their downloads,
 * whatever writes the papers. After each change, /current-publications' figures and the home page's
 * article count equal the figures counted the slow way (every published paper's row).
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function countedTheSlowWay(): Promise<{ publishedArticles: number; downloads: number }> {
  const result = await database.db.execute(
    sql`select count(*)::int as "publishedArticles", coalesce(sum(download_count), 0)::int as downloads from papers where status = 'PUBLISHED'`,
  );
  return (result as unknown as { rows: { publishedArticles: number; downloads: number }[] }).rows[0]!;
}

async function expectInStep() {
  const { publishedArticles, downloads } = await readStatistics(database.db);
  const slow = await countedTheSlowWay();
  expect({ publishedArticles, downloads }).toEqual(slow);
  expect((await totalUsage(database.db)).articles).toBe(slow.publishedArticles);
  return slow;
}

const at = new Date('2026-05-04T09:00:00Z');

describe('the published papers’ figures the database keeps', () => {
  let published: number;
  let draft: number;

  it('counts a published paper and its downloads when it is added, and not an unpublished one', async () => {
    const before = await expectInStep();
    published = (await insertPaper(database.db, { downloadCount: 5 })).id;
    draft = (await insertPaper(database.db, { status: 'UNDER_REVIEW', downloadCount: 0 })).id;
    expect(await expectInStep()).toEqual({ publishedArticles: before.publishedArticles + 1, downloads: before.downloads + 5 });
  });

  it('adds a reader’s download; a view changes neither figure', async () => {
    const before = await expectInStep();
    await insertDownload(database.db, published, at, 'session-1');
    expect(await expectInStep()).toEqual({ ...before, downloads: before.downloads + 1 });
    expect(await insertView(database.db, published, at, 'session-1')).toBe(true);
    expect(await expectInStep()).toEqual({ ...before, downloads: before.downloads + 1 });
  });

  it('follows a paper published, and one unpublished with its downloads', async () => {
    const before = await expectInStep();
    await database.db.update(papers).set({ status: 'PUBLISHED' }).where(eq(papers.id, draft));
    expect(await expectInStep()).toEqual({ ...before, publishedArticles: before.publishedArticles + 1 });
    await database.db.update(papers).set({ status: 'ACCEPTED' }).where(eq(papers.id, published));
    expect(await expectInStep()).toEqual({ publishedArticles: before.publishedArticles, downloads: before.downloads - 6 });
    await database.db.update(papers).set({ status: 'PUBLISHED' }).where(eq(papers.id, published));
    expect(await expectInStep()).toEqual({ publishedArticles: before.publishedArticles + 1, downloads: before.downloads });
  });

  it('follows many papers and events in one statement, and the counters made again from the events', async () => {
    const before = await expectInStep();
    const more = await Promise.all([insertPaper(database.db, { downloadCount: 3 }), insertPaper(database.db, { downloadCount: 4 })]);
    await insertEvents(database.db, [
      ...more.map((paper) => ({ paperId: paper.id, kind: 'download' as const, at, sessionId: 'bulk' })),
      { paperId: published, kind: 'download', at, sessionId: 'bulk' },
      { paperId: draft, kind: 'view', at, sessionId: 'bulk' },
    ]);
    expect(await expectInStep()).toEqual({ publishedArticles: before.publishedArticles + 2, downloads: before.downloads + 3 + 4 + 3 });
    // Made again from the events: the seeded counts that no event stands for go, in step.
    await recountUsage(database.db);
    await expectInStep();
  });

  it('follows a published paper deleted', async () => {
    const before = await expectInStep();
    const [row] = await database.db.select({ downloads: papers.downloadCount }).from(papers).where(eq(papers.id, published));
    await database.db.delete(papers).where(eq(papers.id, published));
    expect(await expectInStep()).toEqual({ publishedArticles: before.publishedArticles - 1, downloads: before.downloads - row!.downloads });
  });
});
