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

/**
 * Decision 0068: a search of one word alone reads the word's ranked list (paper_search_terms) and
 * its count (paper_search_lexemes), which the same triggers keep; it must page exactly as ranking
 * every match does, past the list into the abstract-only matches too.
 */
describe('a search of one word', () => {
  const pages = async (text: string, size: number) => {
    const result: number[][] = [];
    let total = 0;
    for (let offset = 0; offset === 0 || offset < total + size; offset += size) {
      const page = await searchPublishedPapers(database.db, { text }, { offset, limit: size });
      result.push(page.rows.map((row) => row.id));
      total = page.total;
    }
    return { pages: result, total };
  };

  it('pages in rank order, equal ranks newest first (undated first), then abstract-only matches newest first', async () => {
    const at = (month: number) => new Date(Date.UTC(2024, month, 1));
    const add = async (values: Parameters<typeof insertPaper>[1]) => (await insertPaper(database.db, { abstract: 'Field trials.', keywords: ['cereals'], ...values })).id;
    const twiceInTitle = await add({ title: 'Teff after teff in rotation', publishedAt: at(0) });
    const titleAndKeyword = await add({ title: 'Teff yields on Vertisols', keywords: ['teff'], publishedAt: at(1) });
    const titleNewer = await add({ title: 'Lodging of teff', publishedAt: at(5) });
    const titleOlder = await add({ title: 'Threshing teff', publishedAt: at(2) });
    const titleUndated = await add({ title: 'Teff straw as feed', publishedAt: null });
    const keyword = await add({ title: 'Small grains of the highlands', keywords: ['teff'], publishedAt: at(6) });
    const abstractNewer = await add({ title: 'Grain markets', abstract: 'Prices of teff and maize.', publishedAt: at(7) });
    const abstractOlder = await add({ title: 'Grain storage', abstract: 'Teff keeps well.', publishedAt: at(3) });
    await add({ title: 'Teff trials not yet published', status: 'ACCEPTED' });

    const ranked = [twiceInTitle, titleAndKeyword, titleUndated, titleNewer, titleOlder, keyword, abstractNewer, abstractOlder];
    expect(await pages('teff', 10)).toEqual({ pages: [ranked, []], total: 8 });
    expect(await pages('Teff', 3)).toEqual({ pages: [ranked.slice(0, 3), ranked.slice(3, 6), ranked.slice(6), []], total: 8 });
    expect(await pages('teff', 2)).toEqual({ pages: [ranked.slice(0, 2), ranked.slice(2, 4), ranked.slice(4, 6), ranked.slice(6, 8), []], total: 8 });

    // Withdrawn, retitled, an abstract edited, a date changed: the list and the counts follow.
    const everyPaper = (await find({})).total;
    await database.db.update(papers).set({ status: 'WITHDRAWN' }).where(eq(papers.id, titleAndKeyword));
    expect((await find({})).total).toBe(everyPaper - 1);
    await database.db.update(papers).set({ title: 'Threshing millet' }).where(eq(papers.id, titleOlder));
    await database.db.update(papers).set({ abstract: 'Prices of maize.' }).where(eq(papers.id, abstractNewer));
    await database.db.update(papers).set({ publishedAt: at(9) }).where(eq(papers.id, titleNewer));
    expect(await pages('teff', 2)).toEqual({ pages: [[twiceInTitle, titleUndated], [titleNewer, keyword], [abstractOlder], []], total: 5 });
    expect((await pages('millet', 10)).total).toBe(1);
  });

  it('answers two words, a phrase or a negation by ranking every match, as before', async () => {
    const lablab = await insertPaper(database.db, { title: 'Teff and lablab intercrops', abstract: 'Yields.', keywords: ['intercropping'], publishedAt: new Date('2025-01-01T00:00:00Z') });
    expect(await pages('teff lablab', 10)).toEqual({ pages: [[lablab.id], []], total: 1 });
    expect(await pages('"teff and lablab"', 10)).toEqual({ pages: [[lablab.id], []], total: 1 });
    expect(await pages('lablab -teff', 10)).toEqual({ pages: [[]], total: 0 });
  });
});

