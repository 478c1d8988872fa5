import { PDFDocument, PDFName } from 'pdf-lib';
import { create } from 'xmlbuilder2';

/**
 * The metadata of a PDF the site makes (issue 16): the document information dictionary and an
 * XMP packet (Dublin Core, PRISM, XMP Rights, Adobe PDF), so reference managers, repositories and
 * Scholar read the title, the authors one by one, the DOI, the licence and the journal from the
 * file itself. Keywords are separated by '; ' (pdf-lib joins an array with spaces, which runs
 * "soil health" and "maize" together).
 */
export interface PdfMetadata {
  title: string;
  /** Each author (or the issuing body) in order. */
  authors: readonly string[];
  subject?: string;
  keywords?: readonly string[];
  doi?: string | null;
  /** The licence's address (CC BY 4.0 for articles); absent for documents that are not published work. */
  licenceUrl?: string;
  journal: { name: string; issnPrint?: string | null; issnOnline?: string | null; publisher?: string };
  /** The date the document is of (publication, issue date, invoice date). */
  date: Date;
  /** Who made the file. */
  creator: string;
}

const NS = {
  x: 'adobe:ns:meta/',
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  dc: 'http://purl.org/dc/elements/1.1/',
  prism: 'http://prismstandard.org/namespaces/basic/2.0/',
  xmpRights: 'http://ns.adobe.com/xap/1.0/rights/',
  xmp: 'http://ns.adobe.com/xap/1.0/',
  pdf: 'http://ns.adobe.com/pdf/1.3/',
} as const;

export const keywordLine = (keywords: readonly string[]) =>
  keywords
    .map((keyword) => keyword.trim())
    .filter(Boolean)
    .join('; ');

/** The XMP packet (with its xpacket wrapper), as text. */
export function xmpPacket(meta: PdfMetadata): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' });
  const description = root
    .ele(NS.x, 'x:xmpmeta')
    .ele(NS.rdf, 'rdf:RDF')
    .ele(NS.rdf, 'rdf:Description')
    .att(NS.rdf, 'rdf:about', '')
    .att('http://www.w3.org/2000/xmlns/', 'xmlns:dc', NS.dc)
    .att('http://www.w3.org/2000/xmlns/', 'xmlns:prism', NS.prism)
    .att('http://www.w3.org/2000/xmlns/', 'xmlns:xmpRights', NS.xmpRights)
    .att('http://www.w3.org/2000/xmlns/', 'xmlns:xmp', NS.xmp)
    .att('http://www.w3.org/2000/xmlns/', 'xmlns:pdf', NS.pdf);
  const alt = (name: string, text: string) => description.ele(NS.dc, name).ele(NS.rdf, 'rdf:Alt').ele(NS.rdf, 'rdf:li').att('http://www.w3.org/XML/1998/namespace', 'xml:lang', 'x-default').txt(text);
  alt('dc:title', meta.title);
  const creators = description.ele(NS.dc, 'dc:creator').ele(NS.rdf, 'rdf:Seq');
  for (const author of meta.authors) creators.ele(NS.rdf, 'rdf:li').txt(author);
  if (meta.subject) alt('dc:description', meta.subject);
  const keywords = (meta.keywords ?? []).map((k) => k.trim()).filter(Boolean);
  if (keywords.length) {
    const bag = description.ele(NS.dc, 'dc:subject').ele(NS.rdf, 'rdf:Bag');
    for (const keyword of keywords) bag.ele(NS.rdf, 'rdf:li').txt(keyword);
    description.ele(NS.pdf, 'pdf:Keywords').txt(keywordLine(keywords));
  }
  description.ele(NS.dc, 'dc:date').ele(NS.rdf, 'rdf:Seq').ele(NS.rdf, 'rdf:li').txt(meta.date.toISOString().slice(0, 10));
  description.ele(NS.dc, 'dc:format').txt('application/pdf');
  description.ele(NS.dc, 'dc:language').ele(NS.rdf, 'rdf:Bag').ele(NS.rdf, 'rdf:li').txt('en');
  if (meta.journal.publisher) description.ele(NS.dc, 'dc:publisher').ele(NS.rdf, 'rdf:Bag').ele(NS.rdf, 'rdf:li').txt(meta.journal.publisher);
  if (meta.doi) {
    description.ele(NS.dc, 'dc:identifier').txt(`doi:${meta.doi}`);
    description.ele(NS.prism, 'prism:doi').txt(meta.doi);
    description.ele(NS.prism, 'prism:url').txt(`https://doi.org/${meta.doi}`);
  }
  description.ele(NS.prism, 'prism:publicationName').txt(meta.journal.name);
  if (meta.journal.issnPrint) description.ele(NS.prism, 'prism:issn').txt(meta.journal.issnPrint);
  if (meta.journal.issnOnline) description.ele(NS.prism, 'prism:eIssn').txt(meta.journal.issnOnline);
  if (meta.licenceUrl) {
    description.ele(NS.dc, 'dc:rights').ele(NS.rdf, 'rdf:Alt').ele(NS.rdf, 'rdf:li').att('http://www.w3.org/XML/1998/namespace', 'xml:lang', 'x-default').txt(meta.licenceUrl);
    description.ele(NS.xmpRights, 'xmpRights:Marked').txt('True');
    description.ele(NS.xmpRights, 'xmpRights:WebStatement').txt(meta.licenceUrl);
  }
  description.ele(NS.xmp, 'xmp:CreatorTool').txt(meta.creator);
  description.ele(NS.xmp, 'xmp:CreateDate').txt(meta.date.toISOString());
  description.ele(NS.pdf, 'pdf:Producer').txt(meta.creator);
  const body = root.end({ headless: true });
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>\n${body}\n<?xpacket end="w"?>`;
}

/** Sets the information dictionary and the catalog's XMP metadata stream of a document being made. */
export function setPdfMetadata(pdf: PDFDocument, meta: PdfMetadata): void {
  pdf.setTitle(meta.title, { showInWindowTitleBar: true });
  pdf.setAuthor(meta.authors.join('; '));
  if (meta.subject) pdf.setSubject(meta.subject);
  if (meta.keywords?.length) pdf.setKeywords([keywordLine(meta.keywords)]);
  pdf.setCreator(meta.creator);
  pdf.setProducer(meta.creator);
  pdf.setCreationDate(meta.date);
  pdf.setModificationDate(meta.date);
  const stream = pdf.context.stream(new TextEncoder().encode(xmpPacket(meta)), { Type: 'Metadata', Subtype: 'XML' });
  pdf.catalog.set(PDFName.of('Metadata'), pdf.context.register(stream));
}
