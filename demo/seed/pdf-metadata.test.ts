import { XMLParser } from 'fast-xml-parser';
import { PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderManuscriptPdf } from './demo-pdf';
import { renderTextPdf } from '../../core/documents/text-pdf';

/** Issue 16: the PDFs the site makes say what they are, in the information dictionary and in XMP. */
async function readBack(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const ref = pdf.catalog.get(PDFName.of('Metadata'));
  const stream = pdf.context.lookup(ref);
  expect(stream).toBeInstanceOf(PDFRawStream);
  const xmp = new TextDecoder().decode(decodePDFRawStream(stream as PDFRawStream).decode());
  const parser = new XMLParser({ ignoreAttributes: false, ignoreDeclaration: true, ignorePiTags: true, isArray: (name) => name === 'rdf:li' });
  const description = parser.parse(xmp)['x:xmpmeta']['rdf:RDF']['rdf:Description'];
  return { pdf, xmp, description };
}

const li = (node: { [k: string]: { 'rdf:li': unknown[] } } | undefined, kind: string) =>
  (node?.[kind]?.['rdf:li'] ?? []).map((item) => (typeof item === 'object' && item !== null ? (item as { '#text': string })['#text'] : String(item)));

describe('metadata of a published article’s PDF', () => {
  it('names each author, the DOI, the licence and the journal, with keywords kept apart', async () => {
    const bytes = await renderManuscriptPdf({
      title: 'Soil health & <maize> yields',
      authors: [
        { name: 'Ada Okafor', affiliation: 'University of Ibadan' },
        { name: 'Kofi Mensah', affiliation: 'University of Ghana' },
      ],
      abstract: 'Field trials over three seasons.',
      keywords: ['soil health', 'maize', 'cover crops'],
      sections: [{ heading: 'Introduction', paragraphs: ['Text.'] }],
      citationLine: 'Vol. 8, No. 2 (2024), pp. 15-28',
      doi: '10.5555/jals.2024.8.2.03',
      date: new Date('2024-06-15T00:00:00Z'),
    } as never);
    const { pdf, description, xmp } = await readBack(bytes);
    expect(pdf.getTitle()).toBe('Soil health & <maize> yields');
    expect(pdf.getKeywords()).toBe('soil health; maize; cover crops');
    expect(pdf.getAuthor()).toBe('Ada Okafor; Kofi Mensah');
    expect(li(description['dc:title'], 'rdf:Alt')).toEqual(['Soil health & <maize> yields']);
    expect(li(description['dc:creator'], 'rdf:Seq')).toEqual(['Ada Okafor', 'Kofi Mensah']);
    expect(li(description['dc:subject'], 'rdf:Bag')).toEqual(['soil health', 'maize', 'cover crops']);
    expect(description['prism:doi']).toBe('10.5555/jals.2024.8.2.03');
    expect(description['prism:publicationName']).toBe('Journal of Agriculture and Life Sciences');
    expect(description['xmpRights:WebStatement']).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect(description['pdf:Keywords']).toBe('soil health; maize; cover crops');
    expect(xmp.startsWith('<?xpacket begin=')).toBe(true);
  });

  it('gives a table of contents its journal, ISSNs and no licence claim of its own', async () => {
    const bytes = await renderTextPdf(
      { title: 'Volume 8, Issue 3', author: 'The office', journal: { name: 'Journal of Tropical Agriculture', issnPrint: '0317-8471', issnOnline: '2049-3630' }, blocks: [{ lines: ['One paper'] }] },
      new Date('2024-09-15T00:00:00Z'),
    );
    const { description } = await readBack(bytes);
    expect(description['prism:publicationName']).toBe('Journal of Tropical Agriculture');
    expect([description['prism:issn'], description['prism:eIssn']]).toEqual(['0317-8471', '2049-3630']);
    expect(description['xmpRights:WebStatement']).toBeUndefined();
  });
});
