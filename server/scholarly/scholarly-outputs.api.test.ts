import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNAL_SETTINGS } from '../../contract/settings/journal-settings';
import { create } from 'xmlbuilder2';
import { appendJatsArticle } from '../../core/scholarly/jats';
import { loadArticleRecords } from '../../core/scholarly/scholarly.service';
import { saveSetting } from '../../core/settings/settings.repo';
import { paperEvents } from '../../db/schema';
import { insertIssue, insertPaper, storeManuscriptFile } from '../../tests/support/fixtures';
import { bearer, createTestApp, type TestApp } from '../../tests/support/test-app';
import { validateXml } from '../../tests/support/xml-schema';

/** Decision 0057: JATS, Crossref deposit XML and DOAJ JSON, each checked against the official schema. */

let t: TestApp;
const tokens: Record<string, string> = {};
let issue: { id: number };
let draftIssue: { id: number };
let rich: { id: number };
let plain: { id: number };
let noDoi: { id: number };
let inDraftIssue: { id: number };
let unpublished: { id: number };

const IDENTITY = { name: 'Journal of Agriculture & Life Sciences', shortName: 'JALS', issnPrint: '2049-3630', issnOnline: '1234-5679', publisher: 'Faculty of Agriculture <Ibadan>' };

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['AUTHOR', 'REVIEWER', 'EDITOR', 'ADMIN'] as const) {
    const { email } = await t.createUser(role);
    tokens[role] = await t.login(email);
  }
  await saveSetting(t.db, JOURNAL_SETTINGS.identity.key, IDENTITY, new Date());
  issue = await insertIssue(t.db, { volume: 9, number: 2, year: 2025, publicationDate: '2025-06-30' });
  draftIssue = await insertIssue(t.db, { volume: 9, number: 3, year: 2025, publicationDate: '2025-09-30', isPublished: false });
  const pdf = await storeManuscriptFile(t.db, t.dataDir, new TextEncoder().encode('%PDF-1.4\n%%EOF\n'));
  rich = await insertPaper(t.db, {
    title: 'Cassava <mosaic> & "drought": yields of Ẹ̀gúsí in Ọ̀yọ́ — a trial',
    abstract: 'First paragraph with < and & signs.\n\nSecond paragraph, ümlauts and émigrés.',
    keywords: ['cassava', 'drought & heat'],
    doi: '10.5555/jals.2025.1',
    pages: '12-25',
    fundingInfo: 'Funded by the <Tertiary> Education Trust Fund & friends.',
    issueId: issue.id,
    manuscriptFileId: pdf,
    submittedAt: new Date('2025-01-10T09:00:00Z'),
    publishedAt: new Date('2025-06-30T08:00:00Z'),
    authors: [
      { name: 'Adebayo O. Adeyemo', email: 'adebayo@example.org', affiliation: 'University of Ibadan', orcid: '0000-0002-1825-0097', isPrimaryContact: true },
      { name: 'Ludwig van Beethoven', email: 'ludwig@example.org', affiliation: '' },
      { name: 'Madonna', email: 'madonna@example.org', affiliation: 'Université de Lomé & Co.', orcid: null },
    ],
  });
  await t.db.insert(paperEvents).values({ paperId: rich.id, kind: 'decision', decision: 'ACCEPT', fromStatus: 'UNDER_REVIEW', toStatus: 'ACCEPTED', createdAt: new Date('2025-05-02T10:00:00Z') });
  plain = await insertPaper(t.db, { doi: '10.5555/jals.2025.2', pages: 'e1234', issueId: issue.id });
  noDoi = await insertPaper(t.db, { issueId: issue.id, pages: 'pp. 5 to 9' });
  inDraftIssue = await insertPaper(t.db, { doi: '10.5555/jals.2025.3', issueId: draftIssue.id });
  unpublished = await insertPaper(t.db, { status: 'ACCEPTED', doi: '10.5555/jals.2025.4', issueId: issue.id });
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

function expectValid(xml: string | string[], schema: 'jats' | 'crossref') {
  const result = validateXml(xml, schema);
  expect(result.errors).toBe('');
  expect(result.valid).toBe(true);
}

describe('GET /paper/{id}/jats.xml', () => {
  it('is valid JATS 1.3 with contributors, abstract, keywords, licence, dates and funding', async () => {
    const response = await get(`/paper/${rich.id}/jats.xml`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    expectValid(xml, 'jats');
    expect(xml).toContain('<article-title>Cassava &lt;mosaic&gt; &amp; "drought": yields of Ẹ̀gúsí in Ọ̀yọ́ — a trial</article-title>');
    expect(xml).toContain('<journal-title>Journal of Agriculture &amp; Life Sciences</journal-title>');
    expect(xml).toContain('<issn publication-format="print">2049-3630</issn>');
    expect(xml).toContain('<issn publication-format="electronic">1234-5679</issn>');
    expect(xml).toContain('<article-id pub-id-type="doi">10.5555/jals.2025.1</article-id>');
    expect(xml).toContain('<contrib-id contrib-id-type="orcid">https://orcid.org/0000-0002-1825-0097</contrib-id>');
    expect(xml).toMatch(/<contrib contrib-type="author" corresp="yes">[\s\S]*<surname>Adeyemo<\/surname>\s*<given-names>Adebayo O.<\/given-names>[\s\S]*<email>adebayo@example.org<\/email>/);
    // Only the corresponding author's email is public (decision 0007).
    expect(xml).not.toContain('ludwig@example.org');
    expect(xml).toContain('<surname>Madonna</surname>');
    // Affiliation ids carry the article's id: unique in an OAI-PMH page of many articles too.
    expect(xml).toMatch(/<aff id="a\d+-aff2">Université de Lomé &amp; Co\.<\/aff>/);
    expect(xml).toContain('<volume>9</volume>');
    expect(xml).toMatch(/<fpage>12<\/fpage>\s*<lpage>25<\/lpage>/);
    expect(xml).toMatch(/<date date-type="received">\s*<day>10<\/day>\s*<month>01<\/month>\s*<year>2025<\/year>/);
    expect(xml).toMatch(/<date date-type="accepted">\s*<day>02<\/day>/);
    expect(xml).toContain('<ali:license_ref>https://creativecommons.org/licenses/by/4.0/</ali:license_ref>');
    expect(xml).toContain('<p>First paragraph with &lt; and &amp; signs.</p>');
    expect(xml).toContain('<kwd>drought &amp; heat</kwd>');
    expect(xml).toContain('<funding-statement>Funded by the &lt;Tertiary&gt; Education Trust Fund &amp; friends.</funding-statement>');
    expect(xml).toContain(`xlink:href="http://journal.test/paper/${rich.id}/pdf"`);
    expect(xml).toMatch(/<body\s*\/>/);
  });

  it('is valid for an article without DOI, ORCID or parseable pages, and for one whose issue is a draft', async () => {
    const documents: string[] = [];
    for (const paper of [plain, noDoi, inDraftIssue]) {
      const response = await get(`/paper/${paper.id}/jats.xml`);
      expect(response.statusCode).toBe(200);
      documents.push(response.body);
    }
    expectValid(documents, 'jats');
    const draft = (await get(`/paper/${inDraftIssue.id}/jats.xml`)).body;
    expect(draft).not.toContain('<volume>');
    expect((await get(`/paper/${noDoi.id}/jats.xml`)).body).not.toContain('pub-id-type="doi"');
  });

  it('is 404 problem details for anything not published, even to staff', async () => {
    for (const url of [`/paper/${unpublished.id}/jats.xml`, '/paper/2147483647/jats.xml', '/paper/abc/jats.xml', '/paper/0/jats.xml']) {
      const response = await get(url, tokens.ADMIN);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });
});

describe('the JATS builder for OAI-PMH', () => {
  it('loads several published articles in one call and writes un-namespaced JATS inside a namespaced parent', async () => {
    const ctx = { db: t.db, actor: null, clock: () => new Date(), settings: { publicUrl: 'http://journal.test' } } as unknown as Parameters<typeof loadArticleRecords>[0];
    const records = await loadArticleRecords(ctx, [plain.id, unpublished.id, rich.id]);
    expect(records.map((r) => r.article.id)).toEqual([rich.id, plain.id].sort((a, b) => a - b));
    const document = create({ version: '1.0', encoding: 'UTF-8' });
    const metadata = document.ele('http://www.openarchives.org/OAI/2.0/', 'OAI-PMH').ele('metadata');
    appendJatsArticle(metadata, records[0]!);
    const xml = document.end({ prettyPrint: true });
    expect(xml).toMatch(/<article xmlns="" /);
    expect(xml).toMatch(/<front>/);
    // The element alone is the same valid JATS as /paper/{id}/jats.xml.
    const article = xml.slice(xml.indexOf('<article '), xml.indexOf('</article>') + '</article>'.length).replace('xmlns="" ', '');
    expectValid(article, 'jats');
  });
});

describe('Crossref deposit XML', () => {
  it('of an article is valid Crossref 5.4.0 with contributors in order, ORCID, affiliations, pages, licence and the PDF for text mining', async () => {
    const response = await get(`/api/admin/crossref/papers/${rich.id}.xml`, tokens.EDITOR);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="crossref-jals-paper\d+-\d{17}-[0-9a-f]{8}\.xml"/);
    const xml = response.body;
    expectValid(xml, 'crossref');
    expect(xml.indexOf('<surname>Adeyemo</surname>')).toBeLessThan(xml.indexOf('<surname>van Beethoven</surname>'));
    expect(xml.indexOf('<surname>van Beethoven</surname>')).toBeLessThan(xml.indexOf('<surname>Madonna</surname>'));
    expect(xml).toContain('<person_name sequence="first" contributor_role="author">');
    expect(xml).toContain('<ORCID>https://orcid.org/0000-0002-1825-0097</ORCID>');
    expect(xml).toContain('<institution_name>University of Ibadan</institution_name>');
    expect(xml).toContain('<issn media_type="electronic">1234-5679</issn>');
    expect(xml).toMatch(/<journal_volume>\s*<volume>9<\/volume>\s*<\/journal_volume>\s*<issue>2<\/issue>/);
    expect(xml).toMatch(/<first_page>12<\/first_page>\s*<last_page>25<\/last_page>/);
    expect(xml).toContain('<jats:p>First paragraph with &lt; and &amp; signs.</jats:p>');
    expect(xml).toContain('<doi>10.5555/jals.2025.1</doi>');
    expect(xml).toContain(`<resource>http://journal.test/paper/${rich.id}</resource>`);
    expect(xml).toContain(`<resource mime_type="application/pdf">http://journal.test/paper/${rich.id}/pdf</resource>`);
    expect(xml).toContain('<registrant>Faculty of Agriculture &lt;Ibadan&gt;</registrant>');
    expect(xml).toMatch(/<acceptance_date>\s*<month>05<\/month>/);
    // Each generation has its own batch id.
    const again = await get(`/api/admin/crossref/papers/${rich.id}.xml`, tokens.ADMIN);
    const id = (body: string) => /<doi_batch_id>([^<]+)</.exec(body)![1];
    expect(id(again.body)).not.toBe(id(xml));
  });

  it('of an article in a draft issue is valid, without the issue', async () => {
    const response = await get(`/api/admin/crossref/papers/${inDraftIssue.id}.xml`, tokens.EDITOR);
    expect(response.statusCode).toBe(200);
    expectValid(response.body, 'crossref');
    expect(response.body).not.toContain('<journal_issue>');
  });

  it('of an article without a DOI is 409 saying why; unpublished is 404', async () => {
    const response = await get(`/api/admin/crossref/papers/${noDoi.id}.xml`, tokens.EDITOR);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toMatch(/no DOI/);
    expect((await get(`/api/admin/crossref/papers/${unpublished.id}.xml`, tokens.ADMIN)).statusCode).toBe(404);
  });

  it('of an issue holds its published articles with a DOI, in page order, and leaves the others out', async () => {
    const response = await get(`/api/admin/crossref/issues/${issue.id}.xml`, tokens.ADMIN);
    expect(response.statusCode).toBe(200);
    const xml = response.body;
    expectValid(xml, 'crossref');
    expect(xml.match(/<journal_article /g)).toHaveLength(2);
    expect(xml).toContain('<doi>10.5555/jals.2025.1</doi>');
    expect(xml).toContain('<doi>10.5555/jals.2025.2</doi>');
    expect(xml).not.toContain('10.5555/jals.2025.4');
    expect(xml.match(/<journal_issue>/g)).toHaveLength(1);
  });

  it('of a draft issue is 409, of a missing one 404', async () => {
    expect((await get(`/api/admin/crossref/issues/${draftIssue.id}.xml`, tokens.ADMIN)).statusCode).toBe(409);
    expect((await get('/api/admin/crossref/issues/2147483647.xml', tokens.ADMIN)).statusCode).toBe(404);
  });

  it('is refused to anonymous callers, authors and reviewers', async () => {
    for (const url of [`/api/admin/crossref/papers/${rich.id}.xml`, `/api/admin/crossref/issues/${issue.id}.xml`, `/api/admin/doaj/issues/${issue.id}.json`]) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, tokens.AUTHOR)).statusCode).toBe(403);
      expect((await get(url, tokens.REVIEWER)).statusCode).toBe(403);
    }
  });
});

describe('without an ISSN', () => {
  it('JATS and Crossref say the journal needs one (409)', async () => {
    const other = await createTestApp();
    try {
      const paper = await insertPaper(other.db, { doi: '10.5555/x.1' });
      const { email } = await other.createUser('ADMIN');
      const token = await other.login(email);
      const jats = await other.app.inject({ method: 'GET', url: `/paper/${paper.id}/jats.xml` });
      expect(jats.statusCode).toBe(409);
      expect(jats.json().detail).toMatch(/ISSN/);
      expect((await other.app.inject({ method: 'GET', url: `/api/admin/crossref/papers/${paper.id}.xml`, headers: bearer(token) })).statusCode).toBe(409);
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/admin/doaj/issues/{id}.json', () => {
  it('gives DOAJ bibjson for each published article of the issue', async () => {
    const response = await get(`/api/admin/doaj/issues/${issue.id}.json`, tokens.EDITOR);
    expect(response.statusCode).toBe(200);
    const articles = response.json() as { bibjson: Record<string, unknown> }[];
    expect(articles).toHaveLength(3);
    expect(articles[0]).toEqual({
      bibjson: {
        title: 'Cassava <mosaic> & "drought": yields of Ẹ̀gúsí in Ọ̀yọ́ — a trial',
        author: [
          { name: 'Adebayo O. Adeyemo', affiliation: 'University of Ibadan', orcid_id: 'https://orcid.org/0000-0002-1825-0097' },
          { name: 'Ludwig van Beethoven' },
          { name: 'Madonna', affiliation: 'Université de Lomé & Co.' },
        ],
        identifier: [
          { type: 'pissn', id: '2049-3630' },
          { type: 'eissn', id: '1234-5679' },
          { type: 'doi', id: '10.5555/jals.2025.1' },
        ],
        journal: { volume: '9', number: '2', start_page: '12', end_page: '25' },
        keywords: ['cassava', 'drought & heat'],
        abstract: 'First paragraph with < and & signs.\n\nSecond paragraph, ümlauts and émigrés.',
        link: [{ type: 'fulltext', url: `http://journal.test/paper/${rich.id}/pdf`, content_type: 'PDF' }],
        year: '2025',
        month: '06',
      },
    });
    const withoutDoi = articles.find((a) => !(a.bibjson.identifier as { type: string }[]).some((i) => i.type === 'doi'));
    expect(withoutDoi?.bibjson.link).toEqual([{ type: 'fulltext', url: `http://journal.test/paper/${noDoi.id}`, content_type: 'HTML' }]);
  });

  it('is 409 for a draft issue', async () => {
    expect((await get(`/api/admin/doaj/issues/${draftIssue.id}.json`, tokens.ADMIN)).statusCode).toBe(409);
  });
});
