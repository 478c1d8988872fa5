import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAnnouncement, insertPaper } from '../../tests/support/fixtures';
import { createTestApp, type TestApp } from '../../tests/support/test-app';

/**
 * User text in the feeds is text, never markup (RSS Best Practices Profile: plain-text elements
 * escaped; <description> is entity-encoded HTML, so text there is HTML-escaped first).
 */
const ATTACK = '<script>alert(1)</script><img src=x onerror=alert(1)>';
/** The attack as HTML text: what a feed reader must receive inside <description>. */
const ATTACK_AS_HTML = '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;';

let t: TestApp;
// A conforming XML parser: character references are decoded (fast-xml-parser needs htmlEntities for that).
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', htmlEntities: true, isArray: (name) => ['item', 'category'].includes(name) });

beforeAll(async () => {
  t = await createTestApp();
  await insertPaper(t.db, {
    title: `Yields ${ATTACK}`,
    abstract: `Abstract ${ATTACK}`,
    keywords: [`kw ${ATTACK}`],
    category: `Crops ${ATTACK}`,
    publishedAt: new Date('2024-06-15T00:00:00Z'),
    authors: [{ name: `Ada ${ATTACK}`, email: 'ada@example.org' }],
  });
  await insertAnnouncement(t.db, {
    title: `News ${ATTACK}`,
    // A control character pasted from a PDF would make the whole document invalid XML.
    content: `Content ${ATTACK}\u0007`,
    author: `Office ${ATTACK}`,
    tags: [`tag ${ATTACK}`],
    attachments: [{ name: `File ${ATTACK}`, url: 'https://example.org/call.pdf' } as never],
    publishedAt: new Date('2025-02-01T00:00:00Z'),
  });
});
afterAll(() => t.close());

type Item = { title: string; description: string; 'content:encoded': string; 'dc:creator': string; category: string[] };

async function readItem(path: string): Promise<{ body: string; item: Item }> {
  const response = await t.app.inject({ method: 'GET', url: path });
  expect(response.statusCode).toBe(200);
  expect(XMLValidator.validate(response.body)).toBe(true);
  const items = parser.parse(response.body).rss.channel.item as Item[];
  expect(items).toHaveLength(1);
  return { body: response.body, item: items[0]! };
}

/** Nothing in the document is markup the journal did not write: no tag, no CDATA section to smuggle one in. */
function expectNoLiveMarkup(body: string) {
  expect(body).not.toMatch(/<script/i);
  expect(body).not.toMatch(/<img/i);
  expect(body).not.toContain('<![CDATA[');
}

describe('user text in the RSS feeds', () => {
  it('is escaped in paper titles, descriptions, authors and categories', async () => {
    const { body, item } = await readItem('/rss/latest-articles');
    expectNoLiveMarkup(body);
    // Plain-text elements read back as the characters the author typed.
    expect(item.title).toBe(`Yields ${ATTACK}`);
    expect(item['dc:creator']).toBe(`Ada ${ATTACK}`);
    expect(item.category).toEqual([`Crops ${ATTACK}`, `kw ${ATTACK}`]);
    // HTML elements carry the text HTML-escaped, so a reader shows it and runs nothing.
    expect(item.description).toBe(`Abstract ${ATTACK_AS_HTML}`);
    expect(item['content:encoded']).toContain(`<p>Abstract ${ATTACK_AS_HTML}</p>`);
    expect(item['content:encoded']).toContain(`<p>Ada ${ATTACK_AS_HTML}</p>`);
    expect(item['content:encoded']).not.toMatch(/<(script|img)/i);
  });

  it('is escaped in announcement titles, descriptions, authors, tags and attachment names', async () => {
    const { body, item } = await readItem('/rss/announcements');
    expectNoLiveMarkup(body);
    expect(item.title).toBe(`News ${ATTACK}`);
    expect(item['dc:creator']).toBe(`Office ${ATTACK}`);
    expect(item.category).toEqual(['General', `tag ${ATTACK}`]);
    expect(item.description).toBe(`Content ${ATTACK_AS_HTML}`);
    expect(item['content:encoded']).toContain(`<a href="https://example.org/call.pdf">File ${ATTACK_AS_HTML}</a>`);
    expect(item['content:encoded']).not.toMatch(/<(script|img)/i);
  });
});
