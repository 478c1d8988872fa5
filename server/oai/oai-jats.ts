import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { appendJatsArticle, JATS_OAI_NAMESPACE } from '../../core/scholarly/jats';
import type { ScholarlyArticleRecord } from '../../core/scholarly/scholarly-record';
import { loadArticleRecords } from '../../core/scholarly/scholarly.service';
import type { MetadataFormat } from './metadata-format';
import { XSI_NS } from './oai-xml-names';

/**
 * JATS 1.3 front matter as an OAI-PMH metadata format (decisions 0056, 0057): the article page's
 * /paper/{id}/jats.xml, in the namespace PubMed Central's repository gives JATS records (OAI-PMH
 * wants metadata in a namespace of its own). Offered only while the journal has an ISSN, which
 * JATS requires. The records of a page are loaded in one query.
 */
export const jatsFormat: MetadataFormat = {
  prefix: 'jats',
  schema: 'https://jats.nlm.nih.gov/archiving/1.3/xsd/JATS-archivearticle1-3.xsd',
  namespace: JATS_OAI_NAMESPACE,
  available: (journal) => Boolean(journal.identity.issnPrint ?? journal.identity.issnOnline),
  async load(ctx, paperIds) {
    const records = await loadArticleRecords(ctx, paperIds);
    return new Map(records.map((record) => [record.article.id, record]));
  },
  write(metadata: XMLBuilder, _paper, _journal, loaded) {
    const article = appendJatsArticle(metadata, loaded as ScholarlyArticleRecord, JATS_OAI_NAMESPACE);
    article.att(XSI_NS, 'xsi:schemaLocation', `${JATS_OAI_NAMESPACE} ${jatsFormat.schema}`);
  },
};
