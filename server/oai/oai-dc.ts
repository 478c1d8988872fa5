import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { LICENCE } from '../../contract/journal/identity';
import { citationIssn } from '../../contract/journal/journal-facts';
import type { OaiJournal, OaiPaper } from '../../core/oai/oai.service';
import { formatDay } from '../../core/oai/oai-terms';
import type { MetadataFormat } from './metadata-format';
import { XMLNS_NS, XSI_NS } from './oai-xml-names';

const OAI_DC_NS = 'http://www.openarchives.org/OAI/2.0/oai_dc/';
const DC_NS = 'http://purl.org/dc/elements/1.1/';

/** "Journal of …; Vol. 8, No. 2 (2024); pp. 11-20; ISSN 1234-5679": where the article was published. */
export function dcSource(paper: OaiPaper, journal: OaiJournal): string {
  const parts = [journal.identity.name];
  if (paper.issue) parts.push(`Vol. ${paper.issue.volume}, No. ${paper.issue.number} (${paper.issue.year})`);
  if (paper.pages) parts.push(`pp. ${paper.pages}`);
  const issn = citationIssn(journal.identity);
  if (issn) parts.push(`ISSN ${issn}`);
  return parts.join('; ');
}

/** Simple Dublin Core (OAI-PMH 2.0 §6.2), as DRIVER/OpenAIRE harvesters read a journal article. */
function writeOaiDc(metadata: XMLBuilder, paper: OaiPaper, journal: OaiJournal): void {
  const dc = metadata
    .ele(OAI_DC_NS, 'oai_dc:dc')
    .att(XMLNS_NS, 'xmlns:dc', DC_NS)
    .att(XSI_NS, 'xsi:schemaLocation', `${OAI_DC_NS} http://www.openarchives.org/OAI/2.0/oai_dc.xsd`);
  const add = (name: string, value: string) => {
    if (value.trim() !== '') dc.ele(DC_NS, `dc:${name}`).txt(value);
  };
  add('title', paper.title);
  for (const author of paper.authors) add('creator', author.name);
  for (const keyword of paper.keywords) add('subject', keyword);
  add('subject', paper.category);
  add('description', paper.abstract);
  add('publisher', journal.identity.publisher);
  if (paper.publishedAt) add('date', formatDay(paper.publishedAt));
  add('type', 'Text');
  add('type', 'info:eu-repo/semantics/article');
  add('format', 'text/html');
  if (paper.hasPdf) add('format', 'application/pdf');
  add('identifier', paper.url);
  if (paper.doi) add('identifier', `https://doi.org/${paper.doi}`);
  add('source', dcSource(paper, journal));
  add('language', 'en');
  add('rights', LICENCE.url);
}

export const oaiDcFormat: MetadataFormat = {
  prefix: 'oai_dc',
  schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
  namespace: OAI_DC_NS,
  write: writeOaiDc,
};
