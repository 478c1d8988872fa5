import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAnnouncement, insertIssue, insertPaper, storeManuscriptFile } from '../../tests/support/fixtures';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { validateXml } from '../../tests/support/xml-schema';
import { DEFAULT_JOURNAL_FACTS } from '../../contract/journal/journal-facts';
import { saveJournalSettings } from '../../core/settings/journal-settings.service';
import { SITEMAP_STATIC_PATHS } from './sitemap';

/** The RSS feeds of reading-side.md §2 "Information for readers", /sitemap.xml and /robots.txt. */
let t: TestApp;
const BASE = 'http://journal.test';
// htmlEntities: decode character references (&#x3C;), as any conforming XML parser does.
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', htmlEntities: true, isArray: (name) => ['item', 'url', 'category', 'sitemap', 'dc:creator'].includes(name) });
const ids = {} as Record<'oldIssue' | 'currentIssue' | 'hiddenIssue' | 'oldPaper' | 'currentPaper' | 'submitted' | 'hiddenIssuePaper', number>;

beforeAll(async () => {
  t = await createTestApp();
  ids.oldIssue = (await insertIssue(t.db, { volume: 8, number: 1, publicationDate: '2024-03-15' })).id;
  ids.currentIssue = (await insertIssue(t.db, { volume: 8, number: 2, publicationDate: '2024-06-15' })).id;
  ids.hiddenIssue = (await insertIssue(t.db, { volume: 8, number: 3, publicationDate: '2024-09-15', isPublished: false })).id;
  ids.oldPaper = (await insertPaper(t.db, { issueId: ids.oldIssue, title: 'Cassava & <yam> storage', publishedAt: new Date('2024-03-15T00:00:00Z'), doi: '10.5555/jals.1' })).id;
  ids.currentPaper = (await insertPaper(t.db, {
    issueId: ids.currentIssue,
    title: 'Maize under drought',
    abstract: 'Field trials in the savanna.',
    publishedAt: new Date('2024-06-15T00:00:00Z'),
    keywords: ['maize', 'drought'],
    authors: [{ name: 'Ada Okafor', email: 'ada@example.org' }, { name: 'Kofi Mensah', email: 'kofi@example.org' }],
  })).id;
  ids.submitted = (await insertPaper(t.db, { status: 'SUBMITTED', title: 'A confidential submission' })).id;
  ids.hiddenIssuePaper = (await insertPaper(t.db, { status: 'ACCEPTED', issueId: ids.hiddenIssue, title: 'An accepted paper awaiting publication' })).id;
  for (let n = 0; n < 22; n += 1) await insertPaper(t.db, { title: `Older paper ${n}`, publishedAt: new Date(Date.UTC(2023, 0, n + 1)) });
  const fileId = await storeManuscriptFile(t.db, t.dataDir, new TextEncoder().encode('%PDF-1.4\n%%EOF\n'));
  await insertAnnouncement(t.db, { title: 'Call for Papers: Aquaculture', content: 'Submit by June.', publishedAt: new Date('2025-02-01T00:00:00Z'), attachments: [{ name: 'Call.pdf', url: '', fileId } as never], tags: ['fish'] });
  await insertAnnouncement(t.db, { title: 'Office closure', content: 'Closed on Friday.', publishedAt: new Date('2025-01-01T00:00:00Z'), tags: ['Office', 'office', ' OFFICE ', 'closure'] });
  await saveJournalSettings({ db: t.db, clock: () => t.clock.now }, 'identity', { ...DEFAULT_JOURNAL_FACTS.identity, name: 'Journal of Tropical Agriculture', issnPrint: '0317-8471', issnOnline: '2049-3630' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

type RssItem = { title: string; link: string; guid: { '#text': string } | string; pubDate: string; description: string; 'dc:creator'?: string[]; 'prism:doi'?: string; category?: string[] };

async function readRss(path: string) {
  const response = await get(path);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/rss\+xml/);
  expect(XMLValidator.validate(response.body)).toBe(true);
  const xml = parser.parse(response.body);
  expect(xml.rss['@version']).toBe('2.0');
  const channel = xml.rss.channel;
  expect(typeof channel.title).toBe('string');
  expect(channel.link).toMatch(/^http:\/\/journal\.test\//);
  expect(typeof channel.description).toBe('string');
  expect(channel['atom:link']['@href']).toBe(`${BASE}${path}`);
  const items = (channel.item ?? []) as RssItem[];
  for (const item of items) {
    expect(item.link).toMatch(/^http:\/\/journal\.test\//);
    expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    expect(item.title.length).toBeGreaterThan(0);
  }
  return { channel, items, body: response.body };
}

describe('GET /rss/latest-articles', () => {
  it('is valid RSS 2.0 with the 20 newest published papers, absolute links', async () => {
    const { items, body } = await readRss('/rss/latest-articles');
    expect(items).toHaveLength(20);
    expect(items[0]!.title).toBe('Maize under drought');
    expect(items[0]!.link).toBe(`${BASE}/paper/${ids.currentPaper}`);
    expect(items[0]!['dc:creator']).toEqual(['Ada Okafor', 'Kofi Mensah']);
    expect(items[0]!.description).toBe('Field trials in the savanna.');
    expect(items[0]!.category).toEqual(expect.arrayContaining(['maize', 'drought']));
    expect(items[1]!.title).toBe('Cassava & <yam> storage');
    expect(items[1]!['prism:doi']).toBe('10.5555/jals.1');
    expect(body).not.toContain('confidential submission');
    expect(body).not.toContain('awaiting publication');
  });
});

describe('every feed names the journal as its settings say', () => {
  it.each(['/rss/latest-articles', '/rss/current-issue', '/rss/announcements'])('%s carries the name and both ISSNs', async (path) => {
    const { channel } = await readRss(path);
    expect(channel.title).toMatch(/^Journal of Tropical Agriculture: /);
    expect(channel['prism:publicationName']).toBe('Journal of Tropical Agriculture');
    expect(channel['prism:issn']).toBe('0317-8471');
    expect(channel['prism:eIssn']).toBe('2049-3630');
  });
});

describe('GET /rss/current-issue', () => {
  it('lists the papers of the latest published issue', async () => {
    const { channel, items } = await readRss('/rss/current-issue');
    expect(channel.link).toBe(`${BASE}/issues/${ids.currentIssue}`);
    expect(channel.title).toContain('Volume 8, Issue 2');
    expect(items.map((i) => i.link)).toEqual([`${BASE}/paper/${ids.currentPaper}`]);
  });
});

describe('GET /rss/announcements', () => {
  it('lists announcements newest first with their type and absolute attachment links', async () => {
    const { items, body } = await readRss('/rss/announcements');
    expect(items.map((i) => i.title)).toEqual(['Call for Papers: Aquaculture', 'Office closure']);
    expect(items[0]!.category).toEqual(['Call for Papers', 'fish']);
    expect(items[0]!.link).toMatch(/^http:\/\/journal\.test\/announcements#announcement-\d+$/);
    // Categories once each whatever their case, the first spelling kept.
    expect(items[1]!.category).toEqual(['General', 'Office', 'closure']);
    expect(body).toContain(`${BASE}/api/announcements/`);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every public static page, every published issue and every published paper with absolute URLs', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(validateXml(response.body, 'sitemap')).toEqual({ valid: true, errors: '' });
    const xml = parser.parse(response.body);
    expect(xml.urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = xml.urlset.url as { loc: string; lastmod?: string }[];
    const locs = urls.map((u) => u.loc);
    for (const loc of locs) expect(loc).toMatch(/^http:\/\/journal\.test\//);
    for (const path of SITEMAP_STATIC_PATHS) expect(locs).toContain(`${BASE}${path === '/' ? '/' : path}`);
    for (const path of ['/archives', '/issues', '/special-issues', '/announcements', '/editorial-board', '/about']) expect(locs).toContain(`${BASE}${path}`);
    expect(locs).toContain(`${BASE}/issues/${ids.oldIssue}`);
    expect(locs).toContain(`${BASE}/issues/${ids.currentIssue}`);
    expect(locs).not.toContain(`${BASE}/issues/${ids.hiddenIssue}`);
    expect(locs).toContain(`${BASE}/paper/${ids.currentPaper}`);
    expect(locs).not.toContain(`${BASE}/paper/${ids.submitted}`);
    expect(locs).not.toContain(`${BASE}/paper/${ids.hiddenIssuePaper}`);
    expect(locs.filter((l) => l.includes('/paper/'))).toHaveLength(24);
    expect(new Set(locs).size).toBe(locs.length);
    for (const url of urls.filter((u) => /\/(paper|issues)\/\d+$/.test(u.loc))) expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(locs).not.toContain(`${BASE}/login`);
    expect(locs).not.toContain(`${BASE}/admin`);
  });
});

describe('GET /robots.txt', () => {
  it('allows all but the API, admin and dashboards, and points to the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/api/', '/admin', '/dashboard', '/editor-dashboard', '/admin-dashboard']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });
});

describe('a large journal', () => {
  it('splits the sitemap into an index of page and paper files beyond 50,000 addresses', async () => {
    const { sitemapIndex, urlset } = await import('./sitemap');
    const indexXml = sitemapIndex(BASE, [{ path: '/sitemap-pages.xml' }, { path: '/sitemap-papers-1.xml' }]);
    expect(validateXml(indexXml, 'sitemapIndex')).toEqual({ valid: true, errors: '' });
    const index = parser.parse(indexXml);
    expect(index.sitemapindex.sitemap.map((s: { loc: string }) => s.loc)).toEqual([`${BASE}/sitemap-pages.xml`, `${BASE}/sitemap-papers-1.xml`]);
    expect(parser.parse(urlset(BASE, [{ path: '/a?b=1&c=2' }])).urlset.url[0].loc).toBe(`${BASE}/a?b=1&c=2`);
    const papers = await get('/sitemap-papers-1.xml');
    expect(papers.statusCode).toBe(200);
    expect(validateXml(papers.body, 'sitemap')).toEqual({ valid: true, errors: '' });
    expect(parser.parse(papers.body).urlset.url).toHaveLength(24);
    expect((await get('/sitemap-papers-2.xml')).statusCode).toBe(404);
    expect(parser.parse((await get('/sitemap-pages.xml')).body).urlset.url.length).toBe(SITEMAP_STATIC_PATHS.length + 2);
  });
});
