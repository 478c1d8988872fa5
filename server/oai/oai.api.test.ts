import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LICENCE } from '../../contract/journal/identity';
import { paperAuthors, paperEvents, papers, settings } from '../../db/schema';
import { insertIssue, insertPaper } from '../../tests/support/fixtures';
import { multipartBody } from '../../tests/support/submission';
import { bearer, createTestApp, uniqueAddress, type TestApp } from '../../tests/support/test-app';
import { createOaiClient, type Xml } from './oai-test-client';

/** OAI-PMH 2.0 at /oai (decision 0056): what a harvester sees, every answer valid against the official schemas. */
let t: TestApp;
let oai: ReturnType<typeof createOaiClient>;
let adminToken: string;
let adminEmail: string;
const BASE = 'http://journal.test/oai';
const REPO = 'journal.test';
const ids = {} as Record<'issue' | 'hiddenIssue' | 'first' | 'second' | 'third' | 'submitted' | 'unpublished', number>;
const id = (paperId: number) => `oai:${REPO}:paper/${paperId}`;

async function stamp(paperId: number, at: string) {
  await t.db.update(papers).set({ metadataModifiedAt: new Date(at) }).where(eq(papers.id, paperId));
}
const datestampOf = async (paperId: number) => (await t.db.select({ at: papers.metadataModifiedAt }).from(papers).where(eq(papers.id, paperId)))[0]!.at;

beforeAll(async () => {
  t = await createTestApp();
  oai = createOaiClient(t);
  adminEmail = (await t.createUser('ADMIN')).email;
  adminToken = await t.login(adminEmail);
  ids.issue = (await insertIssue(t.db, { volume: 8, number: 1, year: 2024 })).id;
  ids.hiddenIssue = (await insertIssue(t.db, { volume: 8, number: 2, year: 2024, isPublished: false })).id;
  ids.first = (
    await insertPaper(t.db, {
      issueId: ids.issue,
      title: 'Cassava & <yam> storage in humid tropics',
      abstract: 'Three seasons of storage trials.\n\nLosses fell by half with cured roots.',
      keywords: ['cassava', 'post-harvest losses'],
      category: 'Crop Science and Production',
      doi: '10.5555/jals.2024.1',
      pages: '1-12',
      publishedAt: new Date('2024-03-15T00:00:00Z'),
      authors: [
        { name: 'Ngozi Okafor', email: 'ngozi@example.org', orcid: '0000-0002-1825-0097' },
        { name: 'Kwame Mensah', email: 'kwame@example.org' },
        { name: 'Ama Boateng', email: 'ama@example.org' },
      ],
    })
  ).id;
  ids.second = (await insertPaper(t.db, { category: 'Animal Science', title: 'Goat kid growth on cassava peels' })).id;
  ids.third = (await insertPaper(t.db, { issueId: ids.issue, category: 'Animal Science', title: 'Broiler litter as fertiliser' })).id;
  ids.submitted = (await insertPaper(t.db, { status: 'SUBMITTED', title: 'A confidential submission' })).id;
  // Published through the desk (the event), then set back to ACCEPTED by an administrator below.
  ids.unpublished = (await insertPaper(t.db, { issueId: ids.issue, doi: '10.5555/jals.2024.9', title: 'A paper taken back' })).id;
  await t.db.insert(paperEvents).values({ paperId: ids.unpublished, kind: 'published', fromStatus: 'ACCEPTED', toStatus: 'PUBLISHED' });
  await stamp(ids.first, '2025-01-10T10:00:00Z');
  await stamp(ids.second, '2025-01-11T00:00:00Z');
  await stamp(ids.third, '2025-01-12T23:59:59Z');
  await stamp(ids.unpublished, '2025-01-05T00:00:00Z');
});
afterAll(() => t.close());

const headersOf = (list: Xml): Xml[] => list?.header ?? [];
const identifiersOf = (list: Xml): string[] => headersOf(list).map((header: Xml) => header.identifier);
const recordIds = (list: Xml): string[] => (list?.record ?? []).map((record: Xml) => record.header.identifier);

describe('Identify', () => {
  it('names the repository, its base URL, admin email, earliest datestamp, deleted-record policy and granularity, with an oai-identifier description', async () => {
    const { oai: answer } = await oai.request('verb=Identify');
    expect(answer.request).toEqual({ '#text': BASE, '@verb': 'Identify' });
    expect(answer.responseDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const identify = answer.Identify;
    expect(identify).toMatchObject({
      repositoryName: 'Journal of Agriculture and Life Sciences',
      baseURL: BASE,
      protocolVersion: '2.0',
      adminEmail: [adminEmail],
      earliestDatestamp: '2025-01-05T00:00:00Z',
      deletedRecord: 'transient',
      granularity: 'YYYY-MM-DDThh:mm:ssZ',
    });
    expect(identify.description[0]['oai-identifier']).toMatchObject({ scheme: 'oai', repositoryIdentifier: REPO, delimiter: ':', sampleIdentifier: `oai:${REPO}:paper/1` });
  });

  it("names the editorial office's address once the journal has entered one", async () => {
    await t.db.insert(settings).values({ key: 'contact.details', value: { office: 'Editorial Office', address: ['Faculty of Agriculture'], email: 'office@journal.test', social: [] } });
    try {
      expect((await oai.request('verb=Identify')).oai.Identify.adminEmail).toEqual(['office@journal.test']);
    } finally {
      await t.db.delete(settings).where(eq(settings.key, 'contact.details'));
    }
  });

  it('answers POST (a form) as GET', async () => {
    const get = await oai.request('verb=Identify');
    const post = await oai.request('verb=Identify', 'POST');
    expect(post.xml).toBe(get.xml);
  });
});

describe('ListMetadataFormats and ListSets', () => {
  it('lists oai_dc, for the repository and for one record', async () => {
    const expected = [{ metadataPrefix: 'oai_dc', schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd', metadataNamespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/' }];
    expect((await oai.request('verb=ListMetadataFormats')).oai.ListMetadataFormats.metadataFormat).toEqual(expected);
    const one = await oai.request(`verb=ListMetadataFormats&identifier=${encodeURIComponent(id(ids.first))}`);
    expect(one.oai.request['@identifier']).toBe(id(ids.first));
    expect(one.oai.ListMetadataFormats.metadataFormat).toEqual(expected);
  });

  it('answers idDoesNotExist for an item that is no record (unpublished, unknown, another repository)', async () => {
    for (const identifier of [id(ids.submitted), id(999_999), `oai:elsewhere.org:paper/${ids.first}`, 'not a <uri>', `oai:${REPO}:paper/01`]) {
      expect(await oai.errorsOf(`verb=ListMetadataFormats&identifier=${encodeURIComponent(identifier)}`)).toEqual(['idDoesNotExist']);
    }
  });

  it('lists the published issues as "Volume V, Issue N (YYYY)" and the categories', async () => {
    const sets = (await oai.request('verb=ListSets')).oai.ListSets.set;
    expect(sets).toContainEqual({ setSpec: `issue:${ids.issue}`, setName: 'Volume 8, Issue 1 (2024)' });
    expect(sets).not.toContainEqual(expect.objectContaining({ setSpec: `issue:${ids.hiddenIssue}` }));
    expect(sets).toContainEqual({ setSpec: 'category:crop-science-and-production', setName: 'Crop Science and Production' });
    expect(sets).toContainEqual({ setSpec: 'category:animal-science', setName: 'Animal Science' });
  });

  it('has no resumption token to continue the sets with', async () => {
    expect(await oai.errorsOf('verb=ListSets&resumptionToken=abc')).toEqual(['badResumptionToken']);
  });
});

describe('GetRecord', () => {
  it('gives a published paper in oai_dc: title, creators in order, subjects, abstract, publisher, date, type, format, identifiers, source, language, rights', async () => {
    const { oai: answer } = await oai.request(`verb=GetRecord&identifier=${encodeURIComponent(id(ids.first))}&metadataPrefix=oai_dc`);
    expect(answer.request).toMatchObject({ '@verb': 'GetRecord', '@identifier': id(ids.first), '@metadataPrefix': 'oai_dc' });
    const record = answer.GetRecord.record[0];
    expect(record.header).toEqual({ identifier: id(ids.first), datestamp: '2025-01-10T10:00:00Z', setSpec: [`issue:${ids.issue}`, 'category:crop-science-and-production'] });
    const dc = record.metadata['oai_dc:dc'];
    expect(dc).toMatchObject({
      'dc:title': 'Cassava & <yam> storage in humid tropics',
      'dc:creator': ['Ngozi Okafor', 'Kwame Mensah', 'Ama Boateng'],
      'dc:subject': ['cassava', 'post-harvest losses', 'Crop Science and Production'],
      'dc:description': 'Three seasons of storage trials.\n\nLosses fell by half with cured roots.',
      'dc:publisher': 'Faculty of Agriculture',
      'dc:date': '2024-03-15',
      'dc:type': ['Text', 'info:eu-repo/semantics/article'],
      'dc:identifier': [`http://journal.test/paper/${ids.first}`, 'https://doi.org/10.5555/jals.2024.1'],
      'dc:source': 'Journal of Agriculture and Life Sciences; Vol. 8, No. 1 (2024); pp. 1-12',
      'dc:language': 'en',
      'dc:rights': LICENCE.url,
    });
    expect(dc['dc:format']).toContain('text/html');
  });

  it('answers cannotDisseminateFormat, idDoesNotExist and badArgument', async () => {
    expect(await oai.errorsOf(`verb=GetRecord&identifier=${encodeURIComponent(id(ids.first))}&metadataPrefix=marc21`)).toEqual(['cannotDisseminateFormat']);
    expect(await oai.errorsOf(`verb=GetRecord&identifier=${encodeURIComponent(id(ids.submitted))}&metadataPrefix=oai_dc`)).toEqual(['idDoesNotExist']);
    expect(await oai.errorsOf(`verb=GetRecord&identifier=${encodeURIComponent(id(ids.first))}`)).toEqual(['badArgument']);
    expect(await oai.errorsOf('verb=GetRecord&metadataPrefix=oai_dc')).toEqual(['badArgument']);
  });

  it('echoes the arguments after other errors, but not after badVerb or badArgument', async () => {
    const cannot = await oai.request(`verb=GetRecord&identifier=${encodeURIComponent(id(ids.first))}&metadataPrefix=marc21`);
    expect(cannot.oai.request).toMatchObject({ '@verb': 'GetRecord', '@metadataPrefix': 'marc21' });
    for (const args of ['verb=Nonsense', 'verb=Identify&extra=1']) expect((await oai.request(args)).oai.request).toBe(BASE);
  });
});

describe('ListRecords and ListIdentifiers', () => {
  it('list the published papers in datestamp order with their sets, never an unpublished one', async () => {
    const records = (await oai.request('verb=ListRecords&metadataPrefix=oai_dc')).oai.ListRecords;
    expect(recordIds(records)).toEqual([id(ids.unpublished), id(ids.first), id(ids.second), id(ids.third)]);
    expect(records.resumptionToken).toBeUndefined();
    const identifiers = (await oai.request('verb=ListIdentifiers&metadataPrefix=oai_dc')).oai.ListIdentifiers;
    expect(identifiersOf(identifiers)).toEqual([id(ids.unpublished), id(ids.first), id(ids.second), id(ids.third)]);
    expect(headersOf(identifiers)[2]).toEqual({ identifier: id(ids.second), datestamp: '2025-01-11T00:00:00Z', setSpec: ['category:animal-science'] });
  });

  it('keep from and until inclusive, in seconds and in days', async () => {
    const list = async (args: string) => identifiersOf((await oai.request(`verb=ListIdentifiers&metadataPrefix=oai_dc&${args}`)).oai.ListIdentifiers);
    expect(await list('from=2025-01-11T00:00:00Z&until=2025-01-12T23:59:59Z')).toEqual([id(ids.second), id(ids.third)]);
    expect(await list('from=2025-01-11&until=2025-01-12')).toEqual([id(ids.second), id(ids.third)]);
    expect(await list('until=2025-01-10T10:00:00Z')).toEqual([id(ids.unpublished), id(ids.first)]);
    expect(await list('from=2025-01-12T23:59:59Z')).toEqual([id(ids.third)]);
    expect(await oai.errorsOf('verb=ListIdentifiers&metadataPrefix=oai_dc&from=2025-01-10T10:00:01Z&until=2025-01-10T23:59:59Z')).toEqual(['noRecordsMatch']);
    expect(await oai.errorsOf('verb=ListRecords&metadataPrefix=oai_dc&from=2999-01-01')).toEqual(['noRecordsMatch']);
  });

  it('limit a list to an issue or a category', async () => {
    const list = async (set: string) => recordIds((await oai.request(`verb=ListRecords&metadataPrefix=oai_dc&set=${set}`)).oai.ListRecords);
    expect(await list(`issue:${ids.issue}`)).toEqual([id(ids.unpublished), id(ids.first), id(ids.third)]);
    expect(await list('category:animal-science')).toEqual([id(ids.second), id(ids.third)]);
    for (const set of [`issue:${ids.hiddenIssue}`, 'category:astronomy', 'issue:99999999999', 'volume:1']) {
      expect(await oai.errorsOf(`verb=ListRecords&metadataPrefix=oai_dc&set=${set}`)).toEqual(['noRecordsMatch']);
    }
  });

  it('move a datestamp when what the public sees of the paper changes, and not otherwise', async () => {
    await t.db.update(papers).set({ downloadCount: 41 }).where(eq(papers.id, ids.second));
    expect((await datestampOf(ids.second)).toISOString()).toBe('2025-01-11T00:00:00.000Z');
    await t.db.update(papers).set({ title: 'Goat kid growth on dried cassava peels' }).where(eq(papers.id, ids.second));
    expect((await datestampOf(ids.second)).getTime()).toBeGreaterThan(Date.now() - 60_000);
    await stamp(ids.second, '2025-01-11T00:00:00Z');
    await t.db.update(paperAuthors).set({ affiliation: 'University of Ghana' }).where(eq(paperAuthors.paperId, ids.second));
    expect((await datestampOf(ids.second)).getTime()).toBeGreaterThan(Date.now() - 60_000);
    await stamp(ids.second, '2025-01-11T00:00:00Z');
  });
});

describe('a paper published and then unpublished by an administrator', () => {
  it('is a deleted record (header status="deleted", no metadata) with the datestamp of its unpublishing, until its row is deleted', async () => {
    const { payload, headers } = await multipartBody({
      title: 'A paper taken back',
      authors: JSON.stringify([{ name: 'Author One', email: 'one@example.org', affiliation: 'University of Ibadan' }]),
      category: 'Crop Science and Production',
      abstract: 'An abstract describing field trials and their results.',
      keywords: 'cassava, drought',
      status: 'ACCEPTED',
      volume: '8',
      issue: '1',
      doi: '10.5555/jals.2024.9',
    });
    const response = await t.app.inject({ method: 'PUT', url: `/api/admin/papers/${ids.unpublished}`, payload, headers: { ...headers, ...bearer(adminToken) }, remoteAddress: uniqueAddress() });
    expect(response.statusCode, response.body).toBe(200);

    const { oai: answer, xml } = await oai.request(`verb=GetRecord&identifier=${encodeURIComponent(id(ids.unpublished))}&metadataPrefix=oai_dc`);
    expect(answer.GetRecord, xml).toBeDefined();
    const record = answer.GetRecord.record[0];
    expect(record.header['@status']).toBe('deleted');
    expect(record.metadata).toBeUndefined();
    expect(Date.parse(record.header.datestamp)).toBeGreaterThan(Date.now() - 60_000);
    const listed = (await oai.request(`verb=ListRecords&metadataPrefix=oai_dc&from=${record.header.datestamp}`)).oai.ListRecords.record;
    expect(listed.map((r: Xml) => [r.header.identifier, r.header['@status']])).toContainEqual([id(ids.unpublished), 'deleted']);
    // Identify's earliest datestamp follows.
    expect((await oai.request('verb=Identify')).oai.Identify.earliestDatestamp).toBe('2025-01-10T10:00:00Z');

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/papers/${ids.unpublished}`, headers: bearer(adminToken) });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await oai.errorsOf(`verb=GetRecord&identifier=${encodeURIComponent(id(ids.unpublished))}&metadataPrefix=oai_dc`)).toEqual(['idDoesNotExist']);
  });
});

describe('protocol errors', () => {
  it('badVerb: missing, illegal or repeated verb', async () => {
    for (const args of ['', 'verb=', 'verb=identify', 'verb=Identify&verb=Identify', 'verb=ListRecords%00', 'foo=bar']) {
      expect(await oai.errorsOf(args)).toEqual(['badVerb']);
    }
  });

  it('badArgument: unknown, repeated, missing, empty or malformed arguments', async () => {
    for (const args of [
      'verb=Identify&metadataPrefix=oai_dc',
      'verb=ListRecords',
      'verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=oai_dc',
      'verb=ListRecords&metadataPrefix=',
      'verb=ListRecords&metadataPrefix=oai dc',
      'verb=ListRecords&metadataPrefix=oai_dc&from=2025-13-01',
      'verb=ListRecords&metadataPrefix=oai_dc&from=2025-02-30',
      'verb=ListRecords&metadataPrefix=oai_dc&from=2025-01-01T00:00:00',
      'verb=ListRecords&metadataPrefix=oai_dc&from=2025-01-01T00:00:00.5Z',
      'verb=ListRecords&metadataPrefix=oai_dc&from=2025-01-01&until=2025-01-02T00:00:00Z',
      'verb=ListRecords&metadataPrefix=oai_dc&from=2025-01-02&until=2025-01-01',
      'verb=ListRecords&metadataPrefix=oai_dc&set=a b',
      'verb=ListRecords&metadataPrefix=oai_dc&resumptionToken=abc',
      'verb=ListIdentifiers&resumptionToken=abc&until=2025-01-01',
      'verb=ListSets&set=issue:1',
      'verb=GetRecord&identifier=x&metadataPrefix=oai_dc&from=2025-01-01',
      'verb=GetRecord&identifier=a%01b&metadataPrefix=oai_dc',
    ]) {
      expect(await oai.errorsOf(args), args).toEqual(['badArgument']);
      expect(await oai.errorsOf(args, 'POST'), args).toEqual(['badArgument']);
    }
  });

  it('cannotDisseminateFormat for a list in a format not offered', async () => {
    expect(await oai.errorsOf('verb=ListIdentifiers&metadataPrefix=jats')).toEqual(['cannotDisseminateFormat']);
  });

  it('badResumptionToken for a token that is not ours or was altered', async () => {
    for (const token of ['abc', 'eyJ9.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', `${'A'.repeat(3000)}.x`]) {
      expect(await oai.errorsOf(`verb=ListRecords&resumptionToken=${encodeURIComponent(token)}`)).toEqual(['badResumptionToken']);
    }
  });

  it('never fails on hostile input: long, odd or encoded arguments are protocol errors', async () => {
    const hostile = ['verb=GetRecord&identifier=%F0%9F%90%90&metadataPrefix=oai_dc', `verb=GetRecord&identifier=${'x'.repeat(5000)}&metadataPrefix=oai_dc`, 'verb=ListRecords&metadataPrefix=oai_dc&set=issue:%27%3B--', 'verb=GetRecord&identifier=oai:journal.test:paper/99999999999&metadataPrefix=oai_dc', '%%%=&&==&verb=Identify'];
    for (const args of hostile) {
      const answer = await oai.request(args);
      expect(answer.errors.length + (answer.oai.Identify ? 1 : 0)).toBeGreaterThan(0);
    }
    // A JSON body carries no form arguments.
    const json = await t.app.inject({ method: 'POST', url: '/oai', payload: { verb: 'Identify' } });
    expect(json.statusCode).toBe(200);
    expect(json.body).toContain('code="badVerb"');
  });
});
