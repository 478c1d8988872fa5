import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_JOURNAL_FACTS } from '../../contract/journal/journal-facts';
import { saveJournalSettings } from '../../core/settings/journal-settings.service';
import { JATS_OAI_NAMESPACE } from '../../core/scholarly/jats';
import { insertIssue, insertPaper } from '../../tests/support/fixtures';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { validateXml } from '../../tests/support/xml-schema';

/**
 * JATS as an OAI-PMH metadata format (decisions 0056, 0057): each record's front matter in the
 * namespace repositories give JATS, the whole answer valid against OAI-PMH and JATS 1.3 at once;
 * offered only while the journal has the ISSN JATS requires.
 */
let t: TestApp;
const ids: number[] = [];
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: true, isArray: (name) => ['record', 'metadataFormat', 'contrib', 'error'].includes(name) });

beforeAll(async () => {
  t = await createTestApp();
  const issue = await insertIssue(t.db, { volume: 8, number: 1, year: 2024 });
  for (const n of [1, 2, 3]) {
    ids.push(
      (
        await insertPaper(t.db, {
          issueId: issue.id,
          title: `Cassava & <yam> storage, trial ${n}`,
          doi: `10.5555/jals.2024.${n}`,
          pages: `${n * 10}-${n * 10 + 9}`,
          authors: [
            { name: 'Ngozi Okafor', email: 'ngozi@example.org', orcid: '0000-0002-1825-0097', isPrimaryContact: true },
            { name: 'Kwame Mensah', email: 'kwame@example.org' },
          ],
        })
      ).id,
    );
  }
});
afterAll(() => t.close());

async function oai(args: string) {
  const response = await t.app.inject({ method: 'GET', url: `/oai?${args}` });
  expect(response.statusCode).toBe(200);
  return { xml: response.body, tree: parser.parse(response.body)['OAI-PMH'] };
}
const setIssns = (issnPrint: string | null, issnOnline: string | null) =>
  saveJournalSettings({ db: t.db, clock: () => t.clock.now }, 'identity', { ...DEFAULT_JOURNAL_FACTS.identity, issnPrint, issnOnline });

describe('metadataPrefix=jats', () => {
  it('is not offered while the journal has no ISSN', async () => {
    await setIssns(null, null);
    const formats = (await oai('verb=ListMetadataFormats')).tree.ListMetadataFormats.metadataFormat.map((f: { metadataPrefix: string }) => f.metadataPrefix);
    expect(formats).toEqual(['oai_dc']);
    const refused = await oai('verb=ListRecords&metadataPrefix=jats');
    expect(refused.tree.error.map((e: { '@code': string }) => e['@code'])).toEqual(['cannotDisseminateFormat']);
  });

  it('lists JATS once the journal has an ISSN, and every record validates against OAI-PMH and JATS 1.3 together', async () => {
    await setIssns('2955-1080', '2955-1099');
    const { tree } = await oai('verb=ListMetadataFormats');
    expect(tree.ListMetadataFormats.metadataFormat).toContainEqual({ metadataPrefix: 'jats', schema: 'https://jats.nlm.nih.gov/archiving/1.3/xsd/JATS-archivearticle1-3.xsd', metadataNamespace: JATS_OAI_NAMESPACE });

    const list = await oai('verb=ListRecords&metadataPrefix=jats');
    expect(validateXml(list.xml, 'oaiPmhJats')).toEqual({ valid: true, errors: '' });
    const records = list.tree.ListRecords.record;
    expect(records).toHaveLength(3);
    const article = records[0].metadata.article;
    expect(list.xml).toContain(`<article xmlns="${JATS_OAI_NAMESPACE}"`);
    const meta = article.front['article-meta'];
    expect(meta['title-group']['article-title']).toMatch(/^Cassava & <yam> storage, trial \d$/);
    expect(meta['contrib-group'].contrib.map((c: { name: { surname: string } }) => c.name.surname)).toEqual(['Okafor', 'Mensah']);
    expect(article.front['journal-meta'].issn.map((issn: { '#text': string }) => issn['#text'])).toEqual(['2955-1080', '2955-1099']);

    const one = await oai(`verb=GetRecord&metadataPrefix=jats&identifier=oai:journal.test:paper/${ids[1]}`);
    expect(validateXml(one.xml, 'oaiPmhJats')).toEqual({ valid: true, errors: '' });
    expect(one.tree.GetRecord.record[0].metadata.article.front['article-meta']['article-id']).toContainEqual({ '#text': `10.5555/jals.2024.2`, '@pub-id-type': 'doi' });
  }, 60_000);
});
