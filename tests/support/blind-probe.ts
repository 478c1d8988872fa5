import { decodePDFRawStream, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/**
 * What the double-blind probes (issue 14, "Double-blind is proved, not assumed") share: people
 * whose names, addresses and affiliations occur nowhere else, a PDF whose metadata names them,
 * every text a file carries, and every concrete path of a route pattern.
 */

/** Authors found nowhere else: their names, addresses, affiliations and ORCID iD identify them. */
export const BLIND_AUTHOR = {
  name: 'Zephyrine Quillfeather',
  email: 'zephyrine@quillfeather-lab.example',
  affiliation: 'Quillfeather Institute of Xerophyte Studies',
  orcid: '0000-0003-1415-9269',
  isPrimaryContact: true,
};
export const BLIND_CO_AUTHOR = { name: 'Barnaby Achterberg', email: 'b.achterberg@fenwick-seeds.example', affiliation: 'Fenwick Seed Conservatory', isPrimaryContact: false };
/** The fields of the submission that name the authors' group besides the author list. */
export const BLIND_SUBMISSION = {
  title: 'Mulch and drought tolerance of sorghum landraces in the Sudan savanna',
  abstract: 'Two seasons of sorghum landraces under straw mulch, with soil moisture, grain yield and water productivity measured per plot.',
  coverLetter: 'Cover note from our group to the editor.',
  fundingInfo: 'Grant QF-8812.',
  acknowledgments: 'We thank the Fenwick growers.',
};

/** One side of the blind: the strings that would identify it, and the pattern that finds any of them. */
export interface Identity {
  strings: string[];
  pattern: RegExp;
}

export function identityOf(strings: string[]): Identity {
  const escaped = strings.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return { strings, pattern: new RegExp(escaped.join('|'), 'i') };
}

/** Whatever would tell a reviewer who wrote the paper (issue 14: names, addresses, affiliations, ORCID iD, cover letter, funding, acknowledgments). */
export const AUTHOR_IDENTITY = identityOf([
  'Zephyrine',
  'Quillfeather',
  'Barnaby',
  'Achterberg',
  'quillfeather-lab',
  'fenwick-seeds',
  'Xerophyte Studies',
  'Fenwick Seed',
  BLIND_AUTHOR.orcid,
  'Cover note from our group',
  'Grant QF-8812',
  'the Fenwick growers',
]);

/** A PDF whose document properties and XMP metadata name `person` (as word processors write them). */
export async function pdfNaming(person: { name: string; email: string; affiliation: string }, body: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle(`Draft by ${person.name}`);
  document.setAuthor(person.name);
  document.setCreator(person.affiliation);
  document.setProducer(`${person.name}’s word processor`);
  document.setSubject(person.email);
  document.setKeywords([person.name, person.affiliation]);
  document.addPage([300, 300]).drawText(body, { x: 20, y: 200, size: 10 });
  const xmp = document.context.stream(
    `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${person.name}</dc:creator><dc:rights>${person.email}</dc:rights></rdf:Description></rdf:RDF></x:xmpmeta>`,
    { Type: 'Metadata', Subtype: 'XML' },
  );
  document.catalog.set(PDFName.of('Metadata'), document.context.register(xmp));
  return Buffer.from(await document.save());
}

/**
 * Everything a PDF says to whoever opens it: its bytes, each stream decoded (XMP, page text,
 * attachments), and its document properties as a reader shows them (pdf-lib writes them as
 * UTF-16 hex, which a search of the bytes alone would miss).
 */
export async function pdfTexts(bytes: Uint8Array): Promise<string[]> {
  const texts = [Buffer.from(bytes).toString('latin1')];
  const document = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  texts.push(
    [document.getTitle(), document.getAuthor(), document.getSubject(), document.getKeywords(), document.getCreator(), document.getProducer()]
      .filter((value): value is string => typeof value === 'string')
      .join('\n'),
  );
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream) {
      try {
        texts.push(Buffer.from(decodePDFRawStream(object).decode()).toString('latin1'));
      } catch {
        // A filter pdf-lib cannot decode (images): its bytes are in the first text already.
      }
    }
  }
  return texts;
}

/** What a response says: its body, or every text of the PDF it carries. */
export async function responseTexts(response: { headers: Record<string, unknown>; body: string; rawPayload: Buffer; statusCode: number }): Promise<string[]> {
  const type = String(response.headers['content-type'] ?? '');
  const disposition = String(response.headers['content-disposition'] ?? '');
  const headers = `${type}\n${disposition}`;
  if (response.statusCode === 200 && type.startsWith('application/pdf')) return [headers, ...(await pdfTexts(response.rawPayload))];
  return [headers, response.body];
}

/**
 * Every concrete path of a route pattern, each parameter taking each of its candidate values
 * (`*` becomes a word): a route added tomorrow with a parameter of a known name is probed with
 * the scenario's real ids, and an unknown name falls back to the `id` candidates.
 */
export function concretePaths(pattern: string, candidates: Record<string, (string | number)[]>): string[] {
  const parts = pattern.replace('*', 'anything').split('/');
  let paths = [''];
  for (const part of parts.filter(Boolean)) {
    const values = part.startsWith(':') ? (candidates[part.slice(1)] ?? candidates.id ?? ['1']) : [part];
    paths = paths.flatMap((prefix) => values.map((value) => `${prefix}/${value}`));
  }
  return [...new Set(paths)];
}

/** One text a side received, labelled with where it came from (a call, a page, a mail). */
export interface Seen {
  label: string;
  text: string;
}

/** The texts that name anyone of `identity`, each with the words around the match: [] when none does. */
export const leaksOf = (seen: readonly Seen[], identity: Pick<Identity, 'pattern'>): string[] =>
  seen
    .filter((s) => identity.pattern.test(s.text))
    .map((s) => {
      const at = s.text.search(identity.pattern);
      return `${s.label}: …${s.text.slice(Math.max(0, at - 60), at + 60)}…`;
    });
