import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paperAuthors, papers } from '../../db/schema';
import { insertCategory } from '../../tests/support/fixtures';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { createOaiClient, textOf, type Xml } from './oai-test-client';

/** OAI-PMH resumption tokens over 2,500 records (decision 0056): a harvester's whole list, page by page. */
let t: TestApp;
let oai: ReturnType<typeof createOaiClient>;
const RECORDS = 2_500;
const CATEGORY = 'Soil Science';
let originals: string[] = [];

/** Papers in one multi-row insert (and their authors in another); their datestamps 2025-01-01T00:00:00Z + (id mod 40) s, so many share a second. */
async function insertPublishedPapers(count: number, datestamp?: string): Promise<number[]> {
  const rows = await t.db
    .insert(papers)
    .values(
      Array.from({ length: count }, (_, n) => ({
        title: `Soil carbon under no-till, plot ${n}`,
        abstract: 'Plots sampled each season.',
        keywords: ['soil carbon'],
        category: CATEGORY,
        status: 'PUBLISHED' as const,
        publishedAt: new Date('2025-01-01T00:00:00Z'),
        authorNames: 'Ada Obi',
      })),
    )
    .returning({ id: papers.id });
  const ids = rows.map((row) => row.id);
  await t.db.insert(paperAuthors).values(ids.map((paperId) => ({ paperId, position: 1, name: 'Ada Obi', email: 'ada@example.org', affiliation: 'University of Nigeria', isPrimaryContact: true })));
  const stampOf = datestamp ? sql`${datestamp}::timestamptz` : sql`timestamptz '2025-01-01T00:00:00Z' + (${papers.id} % 40) * interval '1 second'`;
  await t.db.update(papers).set({ metadataModifiedAt: stampOf }).where(sql`${papers.id} in ${ids}`);
  return ids;
}

const identifierOf = (paperId: number) => `oai:journal.test:paper/${paperId}`;

beforeAll(async () => {
  t = await createTestApp();
  oai = createOaiClient(t);
  await insertCategory(t.db, CATEGORY);
  originals = (await insertPublishedPapers(RECORDS)).map(identifierOf);
}, 120_000);
afterAll(() => t.close());

describe('paging a list of 2,500 records', () => {
  it('gives every record exactly once, with cursor and completeListSize, while papers are inserted between pages', async () => {
    const harvested: string[] = [];
    let answer = await oai.request('verb=ListRecords&metadataPrefix=oai_dc');
    let pages = 0;
    let previousLast = '';
    for (;;) {
      pages += 1;
      const list = answer.oai.ListRecords;
      const records: Xml[] = list.record;
      expect(records.length).toBeLessThanOrEqual(100);
      // (datestamp, id) order throughout the harvest.
      const keys = records.map((record) => `${record.header.datestamp} ${String(Number(record.header.identifier.split('/').pop())).padStart(10, '0')}`);
      expect([...keys].sort()).toEqual(keys);
      if (previousLast) expect(keys[0]! > previousLast).toBe(true);
      previousLast = keys.at(-1)!;
      const token = list.resumptionToken;
      expect(token['@cursor']).toBe(String(harvested.length));
      harvested.push(...records.map((record) => record.header.identifier as string));
      if (textOf(token) === '') {
        expect(token['@expirationDate']).toBeUndefined();
        expect(token['@completeListSize']).toBe(String(harvested.length));
        break;
      }
      // The size counted on the first page, raised only when papers inserted ahead of the cursor outgrow it.
      expect(Number(token['@completeListSize'])).toBeGreaterThanOrEqual(Math.max(RECORDS, harvested.length + 1));
      expect(Date.parse(token['@expirationDate'])).toBeGreaterThan(Date.now());
      // A harvest takes time: papers come and go meanwhile, behind the cursor, ahead of it, now.
      if (pages % 5 === 1) {
        await insertPublishedPapers(3, '2024-06-01T00:00:00Z');
        await insertPublishedPapers(3, '2025-01-01T00:00:39Z');
        await insertPublishedPapers(2);
      }
      answer = await oai.request(`verb=ListRecords&resumptionToken=${encodeURIComponent(textOf(token))}`);
      expect(answer.oai.request).toMatchObject({ '@verb': 'ListRecords', '@resumptionToken': textOf(token) });
    }
    expect(new Set(harvested).size).toBe(harvested.length);
    const got = new Set(harvested);
    expect(originals.filter((identifier) => !got.has(identifier))).toEqual([]);
    expect(pages).toBeGreaterThanOrEqual(RECORDS / 100);
  }, 120_000);

  it('pages ListIdentifiers the same way, and a set too', async () => {
    const first = await oai.request(`verb=ListIdentifiers&metadataPrefix=oai_dc&set=category:soil-science&until=2025-01-01T00:00:39Z`);
    const headers: Xml[] = first.oai.ListIdentifiers.header;
    expect(headers).toHaveLength(100);
    const token = first.oai.ListIdentifiers.resumptionToken;
    const second = await oai.request(`verb=ListIdentifiers&resumptionToken=${encodeURIComponent(textOf(token))}`);
    expect(second.oai.ListIdentifiers.resumptionToken['@cursor']).toBe('100');
    const both = [...headers, ...second.oai.ListIdentifiers.header].map((header: Xml) => header.identifier);
    expect(new Set(both).size).toBe(200);
  });

  it('ends with noRecordsMatch when the records left for the next page were deleted meanwhile', async () => {
    const first = await oai.request('verb=ListIdentifiers&metadataPrefix=oai_dc&from=2025-01-01T00:00:38Z&until=2025-01-01T00:00:39Z');
    const headers: Xml[] = first.oai.ListIdentifiers.header;
    const token = textOf(first.oai.ListIdentifiers.resumptionToken);
    expect(token).not.toBe('');
    const seen = new Set(headers.map((header) => Number(header.identifier.split('/').pop())));
    await t.db.delete(papers).where(sql`${papers.metadataModifiedAt} between '2025-01-01T00:00:38Z'::timestamptz and '2025-01-01T00:00:39Z'::timestamptz and not (${papers.id} in ${[...seen]})`);
    expect(await oai.errorsOf(`verb=ListIdentifiers&resumptionToken=${encodeURIComponent(token)}`)).toEqual(['noRecordsMatch']);
  });

  it('refuses an expired, altered or other-verb token (badResumptionToken), and a token with other arguments (badArgument)', async () => {
    const first = await oai.request('verb=ListRecords&metadataPrefix=oai_dc');
    const token: string = textOf(first.oai.ListRecords.resumptionToken);
    const [payload, signature] = token.split('.') as [string, string];
    const altered = `${payload.slice(0, -2)}${payload.at(-2) === 'A' ? 'B' : 'A'}${payload.at(-1)}.${signature}`;
    expect(await oai.errorsOf(`verb=ListRecords&resumptionToken=${encodeURIComponent(altered)}`)).toEqual(['badResumptionToken']);
    expect(await oai.errorsOf(`verb=ListIdentifiers&resumptionToken=${encodeURIComponent(token)}`)).toEqual(['badResumptionToken']);
    expect(await oai.errorsOf(`verb=ListRecords&resumptionToken=${encodeURIComponent(token)}&metadataPrefix=oai_dc`)).toEqual(['badArgument']);
    // Still good 23 hours on; not after a day.
    const start = t.clock.now;
    try {
      t.clock.now = new Date(start.getTime() + 23 * 3_600_000);
      expect((await oai.request(`verb=ListRecords&resumptionToken=${encodeURIComponent(token)}`)).errors).toEqual([]);
      t.clock.now = new Date(start.getTime() + 25 * 3_600_000);
      expect(await oai.errorsOf(`verb=ListRecords&resumptionToken=${encodeURIComponent(token)}`)).toEqual(['badResumptionToken']);
    } finally {
      t.clock.now = start;
    }
  });
});
