import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { categories, papers } from '../../db/schema';
import { insertPaper } from '../../tests/support/fixtures';
import { openTestDatabase } from '../../tests/support/test-database';
import { searchPublishedPapers } from './papers.repo';

/**
 * Decision 0065: the search reads paper_search, which triggers on papers keep in step with every
 * write (publishing, withdrawal, an edited title, a renamed category), whatever path made it.
 */
let database: Database;
const firstPage = { offset: 0, limit: 10 };
const find = async (filter: Parameters<typeof searchPublishedPapers>[1]) => {
  const { rows, total } = await searchPublishedPapers(database.db, filter, firstPage);
  return { ids: rows.map((row) => row.id), total };
};

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('paper_search follows the papers table', () => {
  it('finds a paper once it is published, with its edits, and no longer once it is withdrawn', async () => {
    const { id } = await insertPaper(database.db, { status: 'ACCEPTED', title: 'Mulch and termite activity in sorghum fields', publishedAt: null });
    expect(await find({ text: 'termite' })).toEqual({ ids: [], total: 0 });

    await database.db.update(papers).set({ status: 'PUBLISHED', publishedAt: new Date('2025-02-01T00:00:00Z') }).where(eq(papers.id, id));
    expect(await find({ text: 'termite' })).toEqual({ ids: [id], total: 1 });

    await database.db.update(papers).set({ title: 'Mulch and earthworm activity in sorghum fields' }).where(eq(papers.id, id));
    expect((await find({ text: 'termite' })).total).toBe(0);
    expect(await find({ text: 'earthworm' })).toEqual({ ids: [id], total: 1 });

    await database.db.update(papers).set({ downloadCount: 12 }).where(eq(papers.id, id));
    expect(await find({ text: 'earthworm' })).toEqual({ ids: [id], total: 1 });

    await database.db.update(papers).set({ status: 'WITHDRAWN' }).where(eq(papers.id, id));
    expect(await find({ text: 'earthworm' })).toEqual({ ids: [], total: 0 });
  });

  it('follows a renamed category and an edited author list', async () => {
    await database.db.insert(categories).values({ name: 'Agronomy' });
    const { id } = await insertPaper(database.db, { category: 'Agronomy', title: 'Intercropping pigeon pea with maize' });
    await database.db.update(categories).set({ name: 'Agronomy and Crop Science' }).where(eq(categories.name, 'Agronomy'));
    expect(await find({ category: 'Agronomy and Crop Science' })).toEqual({ ids: [id], total: 1 });
    expect((await find({ category: 'Agronomy' })).total).toBe(0);

    await database.db.update(papers).set({ authorNames: 'Adaeze Nwosu' }).where(eq(papers.id, id));
    expect(await find({ author: 'nwosu' })).toEqual({ ids: [id], total: 1 });
  });

  it('ranks a title hit above a keyword hit above an abstract-only hit, equals newest first', async () => {
    const older = new Date('2024-01-01T00:00:00Z');
    const newer = new Date('2024-06-01T00:00:00Z');
    const abstractOnly = await insertPaper(database.db, { title: 'Grain storage', abstract: 'Hermetic bags, hermetic silos and hermetic drums.', keywords: ['storage'], publishedAt: newer });
    const abstractOnlyOlder = await insertPaper(database.db, { title: 'Grain losses', abstract: 'Hermetic bags.', keywords: ['losses'], publishedAt: older });
    const keyword = await insertPaper(database.db, { title: 'Weevils in stored maize', abstract: 'Counts.', keywords: ['hermetic storage'], publishedAt: older });
    const title = await insertPaper(database.db, { title: 'Hermetic storage of cowpea', abstract: 'Counts.', keywords: ['cowpea'], publishedAt: older });
    expect(await find({ text: 'hermetic' })).toEqual({ ids: [title.id, keyword.id, abstractOnly.id, abstractOnlyOlder.id], total: 4 });
  });
});
