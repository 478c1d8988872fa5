import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paperPageSchema, paperSearchPageSchema } from '../../../contract/papers/papers.schema';
import { insertCategory, insertIssue, insertPaper } from '../../../tests/support/fixtures';
import { expectProblem } from '../../../tests/support/problem';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

/** reading-side.md §2 "Paper search", §7 GET /papers/search, GET /papers, GET /categories. */
let t: TestApp;
const NOW = new Date('2025-06-01T12:00:00Z');
const monthsAgo = (months: number) => new Date(Date.UTC(2025, 5 - months, 1, 12));
const ids: Record<string, number> = {};

const search = (query: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/papers/search', query });
async function found(query: Record<string, string>) {
  const response = await search(query);
  expect(response.statusCode, response.body).toBe(200);
  return paperSearchPageSchema.strict().parse(response.json());
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = NOW;
  await insertCategory(t.db, 'Soil Science and Land Management');
  await insertCategory(t.db, 'Fisheries and Aquaculture');
  const issue = await insertIssue(t.db, { volume: 8, number: 1, year: 2025, publicationDate: '2025-03-15' });
  const add = async (key: string, values: Parameters<typeof insertPaper>[1]) => (ids[key] = (await insertPaper(t.db, values)).id);

  // Ranking: a title hit against a newer paper that names the word many times in its abstract only.
  await add('titleHit', {
    title: 'Biochar amendments raise maize yields on degraded Alfisols',
    abstract: 'Field trials over three seasons in the derived savanna measured grain yield under organic amendments.',
    keywords: ['soil fertility', 'maize'],
    category: 'Soil Science and Land Management',
    publishedAt: monthsAgo(6),
    issueId: issue.id,
    authors: [{ name: 'Kwabena Asante', email: 'k.asante@example.org' }, { name: 'Mary Njeri', email: 'm.njeri@example.org' }],
  });
  await add('abstractHit', {
    title: 'Nutrient cycling on smallholder farms',
    abstract: 'Biochar, biochar blends and biochar-compost mixtures were compared; biochar raised soil carbon, and biochar costs were modest.',
    keywords: ['nutrient cycling'],
    category: 'Soil Science and Land Management',
    publishedAt: monthsAgo(1),
    authors: [{ name: 'Ibrahim Musa', email: 'i.musa@example.org' }],
  });
  await add('keywordHit', {
    title: 'Carbon stocks under agroforestry',
    abstract: 'Soil organic carbon was measured under parkland trees.',
    keywords: ['biochar', 'agroforestry'],
    category: 'Soil Science and Land Management',
    publishedAt: monthsAgo(3),
    authors: [{ name: 'Grace Achieng', email: 'g.achieng@example.org' }],
  });
  await add('unpublished', { status: 'SUBMITTED', title: 'Biochar and more biochar', abstract: 'Biochar everywhere.', keywords: ['biochar'] });

  // Date ranges: sorghum papers 6 months, 2, 4 and 7 years old.
  for (const [key, months] of [
    ['sorghum0', 6],
    ['sorghum2', 24],
    ['sorghum4', 48],
    ['sorghum7', 84],
  ] as const) {
    await add(key, { title: `Sorghum head smut survey ${key}`, abstract: 'Incidence of head smut in farmers fields.', publishedAt: monthsAgo(months) });
  }

  // Category filter.
  await add('tilapia', {
    title: 'Tilapia growth on insect meal diets',
    abstract: 'Black soldier fly larvae meal replaced fishmeal.',
    category: 'Fisheries and Aquaculture',
    publishedAt: monthsAgo(2),
    authors: [{ name: 'Samuel Otieno', email: 's.otieno@example.org' }],
  });

  // Pagination: 23 cowpea papers, one a day apart.
  for (let i = 0; i < 23; i += 1) {
    await add(`cowpea${i}`, { title: `Cowpea aphid trial ${i + 1}`, abstract: 'Aphid counts on cowpea.', publishedAt: new Date(Date.UTC(2025, 0, 1 + i)) });
  }
});
afterAll(() => t.close());

describe('GET /api/papers/search: full-text search (DESIGN.md "Search")', () => {
  it('ranks a title hit above a keyword hit above an abstract-only hit, and never shows unpublished papers', async () => {
    const page = await found({ query: 'biochar' });
    expect(page.items.map((p) => p.id)).toEqual([ids.titleHit, ids.keywordHit, ids.abstractHit]);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 10 });
  });

  it('stems English words and reads web-search syntax', async () => {
    expect((await found({ query: 'yielding amendment' })).items.map((p) => p.id)).toEqual([ids.titleHit]);
    expect((await found({ query: '"head smut" -sorghum0' })).total).toBe(3);
    expect((await found({ query: 'cowpea OR tilapia' })).total).toBe(24);
  });

  it('finds papers by author name words and returns the search result shape', async () => {
    const page = await found({ query: 'Asante' });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      id: ids.titleHit,
      title: 'Biochar amendments raise maize yields on degraded Alfisols',
      authors: [
        { name: 'Kwabena Asante', affiliation: 'University of Ibadan', isPrimaryContact: true, orcid: null },
        { name: 'Mary Njeri', affiliation: 'University of Ibadan', isPrimaryContact: false, orcid: null },
      ],
      keywords: ['soil fertility', 'maize'],
      category: 'Soil Science and Land Management',
      volume: 8,
      issue: 1,
      year: 2025,
      publicationDate: monthsAgo(6).toISOString(),
    });
    expect(JSON.stringify(page)).not.toContain('@example.org');
  });

  it('filters by category, alone (newest first) or with text', async () => {
    const soil = await found({ category: 'Soil Science and Land Management' });
    expect(soil.items.map((p) => p.id)).toEqual([ids.abstractHit, ids.keywordHit, ids.titleHit]);
    expect((await found({ query: 'meal', category: 'Fisheries and Aquaculture' })).items.map((p) => p.id)).toEqual([ids.tilapia]);
    expect((await found({ query: 'biochar', category: 'Fisheries and Aquaculture' })).total).toBe(0);
    expect((await found({ category: 'No Such Category' })).total).toBe(0);
  });

  it.each([
    ['last_year', ['sorghum0']],
    ['last_3_years', ['sorghum0', 'sorghum2']],
    ['last_5_years', ['sorghum0', 'sorghum2', 'sorghum4']],
  ])('filters by date range %s (from the server clock)', async (date, keys) => {
    const page = await found({ query: 'sorghum', date });
    expect(page.items.map((p) => p.id)).toEqual(keys.map((k) => ids[k]));
  });

  it('filters by part of an author name, ignoring case, and takes % and _ literally', async () => {
    expect((await found({ author: 'otien' })).items.map((p) => p.id)).toEqual([ids.tilapia]);
    expect((await found({ author: 'NJERI', query: 'maize' })).items.map((p) => p.id)).toEqual([ids.titleHit]);
    expect((await found({ author: '%' })).total).toBe(0);
    expect((await found({ author: 'K_abena' })).total).toBe(0);
  });

  it('pages 10 at a time with the total', async () => {
    const first = await found({ query: 'cowpea' });
    expect(first.total).toBe(23);
    expect(first.items).toHaveLength(10);
    // No rank difference among equals: newest first.
    expect(first.items[0]!.id).toBe(ids.cowpea22);
    const third = await found({ query: 'cowpea', page: '3' });
    expect(third.items.map((p) => p.id)).toEqual([ids.cowpea2, ids.cowpea1, ids.cowpea0]);
    expect(third).toMatchObject({ page: 3, pageSize: 10, total: 23 });
    const beyond = await found({ query: 'cowpea', page: '9' });
    expect(beyond).toMatchObject({ items: [], page: 9, total: 23 });
    const all = [first, await found({ query: 'cowpea', page: '2' }), third].flatMap((p) => p.items.map((i) => i.id));
    expect(new Set(all).size).toBe(23);
  });

  it('ignores a pageSize parameter: 10 a page is fixed (reading-side.md §9)', async () => {
    expect((await found({ query: 'cowpea', pageSize: '50' })).items).toHaveLength(10);
  });

  it('with no criteria lists all published papers, newest first', async () => {
    const page = await found({});
    expect(page.total).toBe(3 + 4 + 1 + 23);
    expect(page.items[0]!.id).toBe(ids.abstractHit);
  });

  it('answers a query of only stop words or punctuation with no results, not an error', async () => {
    expect((await found({ query: 'the and of' })).total).toBe(0);
    expect((await found({ query: '!!! :* & |' })).total).toBe(0);
  });

  it.each([
    ['a 10 KB query', { query: 'biochar '.repeat(1300) }],
    ['a long author', { author: 'x'.repeat(201) }],
    ['an unknown date range', { date: 'last_week' }],
    ['page 0', { page: '0' }],
    ['a huge page', { page: '99999999999' }],
    ['a non-numeric page', { page: 'two' }],
  ])('refuses %s with 400', async (_label, query) => {
    expectProblem(await search(query), 400);
  });

  it('refuses a repeated parameter with 400', async () => {
    expectProblem(await t.app.inject({ method: 'GET', url: '/api/papers/search?query=a&query=b' }), 400);
  });
});

describe('GET /api/papers: published papers, newest first', () => {
  it('pages the published papers only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/papers?pageSize=5&page=2' });
    expect(response.statusCode).toBe(200);
    const page = paperPageSchema.strict().parse(response.json());
    expect(page).toMatchObject({ page: 2, pageSize: 5, total: 31 });
    expect(page.items).toHaveLength(5);
    const first = paperPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/papers' })).json());
    expect(first.pageSize).toBe(10);
    expect(first.items.map((p) => p.id).slice(0, 3)).toEqual([ids.abstractHit, ids.tilapia, ids.keywordHit]);
    expect(first.items.every((p) => p.publicationDate !== null)).toBe(true);
  });

  it.each(['pageSize=0', 'pageSize=101', 'page=-1', 'page=abc'])('refuses %s with 400', async (query) => {
    expectProblem(await t.app.inject({ method: 'GET', url: `/api/papers?${query}` }), 400);
  });
});

describe('GET /api/categories', () => {
  it('lists the category names as strings in display order', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/categories/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(['Crop Science and Production', 'Fisheries and Aquaculture', 'Soil Science and Land Management']);
  });
});
