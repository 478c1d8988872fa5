import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUE_MESSAGES as M, issueDetailSchema, issueListSchema, volumeGroupListSchema } from '../../../contract/issues/issues.schema';
import { insertIssue, insertPaper } from '../../../tests/support/fixtures';
import { expectProblem } from '../../../tests/support/problem';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

/** reading-side.md §2 "Archives", "Journal issues browser", §7 GET /issues and /issues/{id}. */
let t: TestApp;
const ids = {} as Record<'v7n3' | 'v7n4' | 'v8n1' | 'v8n2' | 'hidden' | 'empty', number>;
const paperIds = {} as Record<'first' | 'second' | 'noPages' | 'submitted' | 'withdrawn', number>;

beforeAll(async () => {
  t = await createTestApp();
  ids.v7n3 = (await insertIssue(t.db, { volume: 7, number: 3, year: 2023, publicationDate: '2023-09-15', title: 'Volume 7, Issue 3', coverImageUrl: 'javascript:alert(1)' })).id;
  ids.v8n2 = (await insertIssue(t.db, { volume: 8, number: 2, year: 2024, publicationDate: '2024-06-15', title: 'Volume 8, Issue 2', description: 'Soil health and crop yields.', coverImageUrl: '/covers/v8n2.jpg' })).id;
  ids.v7n4 = (await insertIssue(t.db, { volume: 7, number: 4, year: 2023, publicationDate: '2023-12-15', title: 'Volume 7, Issue 4', coverImageUrl: 'https://elsewhere.example/cover.jpg' })).id;
  ids.v8n1 = (await insertIssue(t.db, { volume: 8, number: 1, year: 2024, publicationDate: '2024-03-15', title: 'Volume 8, Issue 1' })).id;
  // An issue in preparation: newer than all, but not public.
  ids.hidden = (await insertIssue(t.db, { volume: 8, number: 3, year: 2024, publicationDate: '2024-09-15', title: 'Volume 8, Issue 3 (in preparation)', isPublished: false })).id;
  ids.empty = (await insertIssue(t.db, { volume: 6, number: 1, year: 2022, publicationDate: '2022-03-15', title: 'Volume 6, Issue 1' })).id;

  paperIds.second = (await insertPaper(t.db, { issueId: ids.v8n2, title: 'Maize yields under conservation tillage', pages: '112-130', doi: '10.5555/jals.2024.0202', keywords: ['maize', 'tillage'], authors: [{ name: 'Ada Okafor', email: 'ada@example.org' }, { name: 'Kofi Mensah', email: 'kofi@example.org' }] })).id;
  paperIds.first = (await insertPaper(t.db, { issueId: ids.v8n2, title: 'Soil organic carbon in cassava fields', pages: '95-111', doi: '10.5555/jals.2024.0201' })).id;
  paperIds.noPages = (await insertPaper(t.db, { issueId: ids.v8n2, title: 'A short communication on cowpea weevils', pages: null })).id;
  paperIds.submitted = (await insertPaper(t.db, { issueId: ids.v8n2, status: 'SUBMITTED', title: 'An unpublished manuscript about yams' })).id;
  paperIds.withdrawn = (await insertPaper(t.db, { issueId: ids.v8n2, status: 'WITHDRAWN', title: 'A withdrawn manuscript about sorghum' })).id;
  await insertPaper(t.db, { issueId: ids.hidden, title: 'A paper waiting for its issue' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/issues', () => {
  it('lists published issues only, newest publication date first, in the contract shape', async () => {
    const response = await get('/api/issues');
    expect(response.statusCode).toBe(200);
    const issues = issueListSchema.parse(response.json());
    expect(issues.map((i) => i.id)).toEqual([ids.v8n2, ids.v8n1, ids.v7n4, ids.v7n3, ids.empty]);
    expect(response.json()[0]).toEqual({
      id: ids.v8n2,
      title: 'Volume 8, Issue 2',
      volume: 8,
      issue: 2,
      issueNumber: 2,
      year: 2024,
      publicationDate: '2024-06-15',
      description: 'Soil health and crop yields.',
    });
  });

  it('accepts a trailing slash', async () => {
    expect((await get('/api/issues/')).statusCode).toBe(200);
  });
});

describe('GET /api/issues/archives', () => {
  it('groups published issues by volume, newest volume first, issues in number order', async () => {
    const response = await get('/api/issues/archives');
    expect(response.statusCode).toBe(200);
    const groups = volumeGroupListSchema.parse(response.json());
    expect(groups).toEqual([
      {
        volumeNumber: 8,
        year: 2024,
        issues: [
          { id: ids.v8n1, issueNumber: 1, publicationDate: '2024-03-15' },
          { id: ids.v8n2, issueNumber: 2, publicationDate: '2024-06-15' },
        ],
      },
      {
        volumeNumber: 7,
        year: 2023,
        issues: [
          { id: ids.v7n3, issueNumber: 3, publicationDate: '2023-09-15' },
          { id: ids.v7n4, issueNumber: 4, publicationDate: '2023-12-15' },
        ],
      },
      { volumeNumber: 6, year: 2022, issues: [{ id: ids.empty, issueNumber: 1, publicationDate: '2022-03-15' }] },
    ]);
  });
});

describe('GET /api/issues/{id}', () => {
  it('gives the issue with its published papers in page order (authors, keywords, pages, doi)', async () => {
    const response = await get(`/api/issues/${ids.v8n2}`);
    expect(response.statusCode).toBe(200);
    const issue = issueDetailSchema.parse(response.json());
    expect(issue.volume).toBe(8);
    expect(issue.papers.map((p) => p.id)).toEqual([paperIds.first, paperIds.second, paperIds.noPages]);
    expect(issue.papers[1]).toEqual({
      id: paperIds.second,
      title: 'Maize yields under conservation tillage',
      pages: '112-130',
      authors: [{ name: 'Ada Okafor' }, { name: 'Kofi Mensah' }],
      keywords: ['maize', 'tillage'],
      doi: '10.5555/jals.2024.0202',
      category: expect.any(String),
      manuscriptFileName: null,
    });
    expect(issue.papers[2]!.pages).toBeNull();
    expect(response.body).not.toContain('unpublished manuscript');
    expect(response.body).not.toContain('withdrawn manuscript');
  });

  it('gives the cover only when it is a path on this site (the pages allow images from self alone)', async () => {
    expect((await get(`/api/issues/${ids.v8n2}`)).json().coverImageUrl).toBe('/covers/v8n2.jpg');
    expect((await get(`/api/issues/${ids.v7n3}`)).json().coverImageUrl).toBeNull();
    expect((await get(`/api/issues/${ids.v7n4}`)).json().coverImageUrl).toBeNull();
    expect((await get(`/api/issues/${ids.empty}`)).json().coverImageUrl).toBeNull();
  });

  it('gives an issue without papers an empty list', async () => {
    const response = await get(`/api/issues/${ids.empty}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().papers).toEqual([]);
  });

  it('hides an unpublished issue (404) and unknown ids', async () => {
    expectProblem(await get(`/api/issues/${ids.hidden}`), 404, M.notFound);
    expectProblem(await get('/api/issues/999999'), 404, M.notFound);
    expectProblem(await get('/api/issues/99999999999'), 404, M.notFound);
  });

  it('answers 400 for ids that are not whole numbers, never 500', async () => {
    for (const id of ['abc', '-1', '1.5', '1e3', '%27%20or%201=1']) {
      const response = await get(`/api/issues/${id}`);
      expect([400, 404], `${id}: ${response.body}`).toContain(response.statusCode);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    expectProblem(await get('/api/issues/abc'), 400, M.invalidId);
    // Longer than the router's parameter limit: no such endpoint.
    expectProblem(await get(`/api/issues/${'9'.repeat(10_000)}`), 404);
  });
});

describe('GET /api/issues/current', () => {
  it('is the latest published issue with its papers, never an unpublished one', async () => {
    const response = await get('/api/issues/current');
    expect(response.statusCode).toBe(200);
    const issue = issueDetailSchema.parse(response.json());
    expect(issue.id).toBe(ids.v8n2);
    expect(issue.papers).toHaveLength(3);
  });
});

describe('GET /api/issues/{volume}/{number}', () => {
  it('finds a published issue by volume and number', async () => {
    const response = await get('/api/issues/8/2');
    expect(response.statusCode).toBe(200);
    expect(issueDetailSchema.parse(response.json()).id).toBe(ids.v8n2);
    expect((await get('/api/issues/7/4')).json().id).toBe(ids.v7n4);
  });

  it('404 for an unpublished or missing issue, 400 for non-numbers', async () => {
    expectProblem(await get('/api/issues/8/3'), 404, M.notFound);
    expectProblem(await get('/api/issues/9/1'), 404, M.notFound);
    expectProblem(await get('/api/issues/8/x'), 400, M.invalidNumber);
    expectProblem(await get('/api/issues/0/0'), 404, M.notFound);
  });
});

describe('with no published issue', () => {
  let empty: TestApp;
  beforeAll(async () => {
    empty = await createTestApp();
    await insertIssue(empty.db, { isPublished: false });
  });
  afterAll(() => empty.close());

  it('lists nothing and has no current issue', async () => {
    expect((await empty.app.inject({ method: 'GET', url: '/api/issues' })).json()).toEqual([]);
    expect((await empty.app.inject({ method: 'GET', url: '/api/issues/archives' })).json()).toEqual([]);
    expectProblem(await empty.app.inject({ method: 'GET', url: '/api/issues/current' }), 404, M.noCurrentIssue);
  });
});
