import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUE_MESSAGES } from '../../../contract/issues/issues.schema';
import { currentPublicationsSchema, ISSUE_CSV_COLUMNS } from '../../../contract/publications/current-publications.schema';
import { journalIssues } from '../../../db/schema';
import { insertIssue, insertPaper, storeManuscriptFile } from '../../../tests/support/fixtures';
import { expectProblem } from '../../../tests/support/problem';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { pdfTexts } from '../../../tests/support/blind-probe';
import { uniquePdf } from '../../../tests/support/unique-pdf';

/** /current-publications (acting-side.md §2, issue 15): real data, the issue's CSV and PDF. */
let t: TestApp;
const ids = {} as Record<'old' | 'middle' | 'previous' | 'latest' | 'draft' | 'past', number>;
const paper = {} as Record<'popular' | 'formula' | 'older' | 'unpublished' | 'ancient', number>;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-25T10:00:00Z');
  ids.old = (await insertIssue(t.db, { volume: 9, number: 1, year: 2025, publicationDate: '2025-03-15', title: 'Volume 9, Issue 1' })).id;
  ids.middle = (await insertIssue(t.db, { volume: 9, number: 4, year: 2025, publicationDate: '2025-12-15', title: 'Volume 9, Issue 4' })).id;
  ids.previous = (await insertIssue(t.db, { volume: 10, number: 2, year: 2026, publicationDate: '2026-06-15', title: 'Volume 10, Issue 2' })).id;
  ids.latest = (await insertIssue(t.db, { volume: 10, number: 3, year: 2026, publicationDate: '2026-09-15', title: 'Volume 10, Issue 3: Soil and water' })).id;
  ids.past = (await insertIssue(t.db, { volume: 10, number: 1, year: 2026, publicationDate: '2026-03-15', title: 'Volume 10, Issue 1', isPublished: false })).id;
  ids.draft = (await insertIssue(t.db, { volume: 10, number: 4, year: 2026, publicationDate: '2026-12-15', title: 'Volume 10, Issue 4: Climate-smart farming', isPublished: false })).id;
  paper.popular = (
    await insertPaper(t.db, {
      issueId: ids.latest,
      title: 'Drip irrigation and tomato yield in Ebonyi, Nigeria',
      pages: '1-14',
      doi: '10.5555/jals.2026.0301',
      downloadCount: 90,
      authors: [
        { name: 'Chioma Okafor', email: 'chioma@example.org' },
        { name: 'Kofi Mensah', email: 'kofi@example.org' },
      ],
    })
  ).id;
  paper.formula = (await insertPaper(t.db, { issueId: ids.latest, title: '=HYPERLINK("http://evil.example","Soil μ-organisms")', pages: '15-30', downloadCount: 5, authors: [{ name: 'Kofi Mensah', email: 'kofi@example.org' }] })).id;
  paper.older = (await insertPaper(t.db, { issueId: ids.previous, title: 'Cassava mosaic disease survey', downloadCount: 40 })).id;
  paper.ancient = (await insertPaper(t.db, { issueId: ids.old, title: 'An old favourite on yam storage', downloadCount: 500 })).id;
  paper.unpublished = (await insertPaper(t.db, { issueId: ids.latest, status: 'ACCEPTED', title: 'Accepted, not yet out', downloadCount: 1000 })).id;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/publications/current', () => {
  it('answers the latest published issue with its published papers, featured articles, real statistics and the prepared next issue', async () => {
    const response = await get('/api/publications/current');
    expect(response.statusCode).toBe(200);
    const body = currentPublicationsSchema.parse(response.json());
    expect(body.latestIssue).toMatchObject({ id: ids.latest, volume: 10, issue: 3, title: 'Volume 10, Issue 3: Soil and water', hasIssuePdf: false });
    expect(body.latestIssue!.papers.map((p) => p.id)).toEqual([paper.popular, paper.formula]);
    // The most downloaded of the three latest published issues: the favourite of March 2025 is older than those.
    expect(body.featured.map((f) => f.id)).toEqual([paper.popular, paper.older, paper.formula]);
    expect(body.featured[0]).toMatchObject({ downloads: 90, volume: 10, issue: 3, authors: [{ name: 'Chioma Okafor' }, { name: 'Kofi Mensah' }] });
    expect(body.statistics).toEqual({ publishedArticles: 4, publishedIssues: 4, downloads: 635, authors: expect.any(Number) });
    expect(body.upcoming).toEqual({ source: 'prepared', title: 'Volume 10, Issue 4: Climate-smart farming', volume: 10, issue: 4, expectedDate: '2026-12-15' });
  });

  it('falls back to the regular schedule when no issue is prepared, and says null before the first issue', async () => {
    await t.db.update(journalIssues).set({ isPublished: true }).where(eq(journalIssues.id, ids.draft));
    try {
      const body = currentPublicationsSchema.parse((await get('/api/publications/current')).json());
      expect(body.upcoming).toEqual({ source: 'schedule', expectedDate: '2026-12-15' });
    } finally {
      await t.db.update(journalIssues).set({ isPublished: false }).where(eq(journalIssues.id, ids.draft));
    }
    const empty = await createTestApp();
    try {
      const body = currentPublicationsSchema.parse((await empty.app.inject({ method: 'GET', url: '/api/publications/current' })).json());
      expect(body.latestIssue).toBeNull();
      expect(body.featured).toEqual([]);
      expect(body.statistics).toEqual({ publishedArticles: 0, publishedIssues: 0, downloads: 0, authors: 0 });
    } finally {
      await empty.close();
    }
  });
});

describe('GET /api/issues/{id}/papers.csv', () => {
  it("exports the issue's published papers with authors, pages, DOI and URL, formulas kept inert", async () => {
    const response = await get(`/api/issues/${ids.latest}/papers.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="volume-10-issue-3-articles.csv"');
    const rows = parse(response.body.replace(/^\uFEFF/, '')) as string[][];
    expect(rows[0]).toEqual([...ISSUE_CSV_COLUMNS]);
    expect(rows[1]!.slice(0, 5)).toEqual(['Drip irrigation and tomato yield in Ebonyi, Nigeria', 'Chioma Okafor; Kofi Mensah', '1-14', '10.5555/jals.2026.0301', `http://journal.test/paper/${paper.popular}`]);
    expect(rows[2]![0]).toBe('\'=HYPERLINK("http://evil.example","Soil μ-organisms")');
    expect(rows).toHaveLength(3);
  });

  it('is 404 for an issue that is not published, 400 for a bad id', async () => {
    await expectProblem(await get(`/api/issues/${ids.draft}/papers.csv`), 404, ISSUE_MESSAGES.notFound);
    await expectProblem(await get('/api/issues/abc/papers.csv'), 400, ISSUE_MESSAGES.invalidId);
  });
});

describe('GET /api/issues/{id}/pdf', () => {
  it('generates a table of contents when the office uploaded no PDF of the issue', async () => {
    const response = await get(`/api/issues/${ids.latest}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="volume-10-issue-3-contents.pdf"');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getTitle()).toBe('Journal of Agriculture and Life Sciences: Volume 10, Issue 3 (2026)');
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    // The titles are in the page's text stream (pdf-lib writes them as hex strings).
    const text = (await pdfTexts(response.rawPayload)).join('\n').toUpperCase();
    for (const title of ['Drip irrigation and tomato yield', 'Soil ?-organisms', 'Chioma Okafor; Kofi Mensah']) expect(text).toContain(Buffer.from(title, 'latin1').toString('hex').toUpperCase());
  });

  it("sends the issue's own PDF when the office uploaded one, and the page's data says so", async () => {
    const bytes = await uniquePdf('Volume 10 Issue 2 full issue');
    const fileId = await storeManuscriptFile(t.db, t.dataDir, bytes);
    await t.db.update(journalIssues).set({ pdfFileId: fileId }).where(eq(journalIssues.id, ids.previous));
    const response = await get(`/api/issues/${ids.previous}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="volume-10-issue-2.pdf"');
    expect(Buffer.compare(response.rawPayload, bytes)).toBe(0);
    await expectProblem(await get(`/api/issues/${ids.draft}/pdf`), 404, ISSUE_MESSAGES.notFound);
  });
});
