import robotsParser from 'robots-parser';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAPER_MESSAGES as M } from '../../../contract/papers/messages';
import { paperPdfPath } from '../../../contract/papers/paper-urls';
import { insertIssue, insertPaper, storeManuscriptFile } from '../../../tests/support/fixtures';
import { bearer, createTestApp, READER_AGENT, type TestApp } from '../../../tests/support/test-app';

/**
 * Issue 16: a published article's PDF at a public, crawlable address outside /api, which
 * citation_pdf_url names and robots.txt lets Googlebot fetch; HEAD answers without counting.
 */
let t: TestApp;
const PDF = new TextEncoder().encode('%PDF-1.4\n% the published article\n%%EOF\n');
const ids = {} as Record<'published' | 'word' | 'accepted' | 'noFile', number>;
let editorToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const issue = await insertIssue(t.db, { volume: 8, number: 3 });
  const pdf = await storeManuscriptFile(t.db, t.dataDir, PDF);
  const word = await storeManuscriptFile(t.db, t.dataDir, new TextEncoder().encode('PK\u0003\u0004 docx'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'paper.docx');
  ids.published = (await insertPaper(t.db, { issueId: issue.id, manuscriptFileId: pdf, title: 'Cassava Mosaic Disease in Smallholder Farms of Ọ̀yọ́: a survey' })).id;
  ids.word = (await insertPaper(t.db, { issueId: issue.id, manuscriptFileId: word })).id;
  ids.accepted = (await insertPaper(t.db, { status: 'ACCEPTED', manuscriptFileId: pdf })).id;
  ids.noFile = (await insertPaper(t.db, { issueId: issue.id })).id;
  editorToken = await t.login((await t.createUser('EDITOR')).email);
});
afterAll(() => t.close());

const downloads = async (id: number) => {
  const result = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from usage_events where paper_id = ${id} and kind = 'download'`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

describe('GET /paper/{id}/pdf', () => {
  it('sends the published PDF inline under a name a reader recognises, and counts it', async () => {
    const response = await t.app.inject({ method: 'GET', url: paperPdfPath(ids.published), headers: { 'user-agent': READER_AGENT } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="paper-${ids.published}-cassava-mosaic-disease-in-smallholder-farms.pdf"`);
    expect(response.rawPayload.equals(Buffer.from(PDF))).toBe(true);
    expect(await downloads(ids.published)).toBe(1);
  });

  it('answers HEAD with the same headers, no body and no download counted', async () => {
    const before = await downloads(ids.published);
    const response = await t.app.inject({ method: 'HEAD', url: paperPdfPath(ids.published), remoteAddress: '10.9.8.7' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe(String(PDF.length));
    expect(response.rawPayload.length).toBe(0);
    expect(await downloads(ids.published)).toBe(before);
  });

  it('is the same public file whoever asks: an editor gets no unpublished paper here', async () => {
    expect((await t.app.inject({ method: 'GET', url: paperPdfPath(ids.published), headers: bearer(editorToken) })).statusCode).toBe(200);
    const accepted = await t.app.inject({ method: 'GET', url: paperPdfPath(ids.accepted), headers: bearer(editorToken) });
    expect(accepted.statusCode).toBe(404);
    expect(accepted.json().detail).toBe(M.notFound);
  });

  it('has no PDF for a Word manuscript, a paper without a file, or an unknown id', async () => {
    for (const url of [paperPdfPath(ids.word), paperPdfPath(ids.noFile), paperPdfPath(99_999_999), '/paper/abc/pdf']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers['content-type'], url).toMatch(/^application\/problem\+json/);
    }
  });
});

describe('robots.txt and the PDF address', () => {
  it('lets Googlebot fetch the article page and its PDF, but not the API or the dashboards', async () => {
    const base = 'http://journal.test';
    const robots = robotsParser(`${base}/robots.txt`, (await t.app.inject({ method: 'GET', url: '/robots.txt' })).body);
    expect(robots.isAllowed(`${base}/paper/${ids.published}`, 'Googlebot')).toBe(true);
    expect(robots.isAllowed(`${base}${paperPdfPath(ids.published)}`, 'Googlebot')).toBe(true);
    expect(robots.isAllowed(`${base}/api/papers/${ids.published}`, 'Googlebot')).toBe(false);
    expect(robots.isAllowed(`${base}/editor-dashboard`, 'Googlebot')).toBe(false);
  });
});
