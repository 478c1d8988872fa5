import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, PDFString, type PDFObject } from 'pdf-lib';
import yauzl from 'yauzl';
import { writeZip, type ZipEntry } from './zip-writer';

/**
 * Removes what a document says about who wrote it (issue 14; decision 0041), for the reviewers'
 * copy of a manuscript and for a reviewer's annotated file before an author reads it:
 *
 * - PDF: the Info dictionary (Author, Creator, Producer, Title, Subject, Keywords, dates), every
 *   XMP Metadata stream, and the author (/T) of every comment annotation, which is set to `who`;
 * - DOCX: docProps/core.xml emptied (dc:creator, cp:lastModifiedBy, dc:title, …), Company and
 *   Manager out of docProps/app.xml, custom properties emptied, and the author, initials and
 *   account of every comment and tracked change in word/*.xml set to `who`.
 *
 * The input has already passed detectManuscriptType (so it parses and is within its limits). The
 * text of the document itself is the authors' to anonymise, as the author guide asks.
 */
export type CleanableType = 'pdf' | 'docx';

export async function removeDocumentMetadata(bytes: Uint8Array, type: CleanableType, who: string): Promise<Buffer> {
  return type === 'pdf' ? cleanPdf(bytes, who) : cleanDocx(Buffer.from(bytes), who);
}

// ---------------------------------------------------------------------------------------------
// PDF

const METADATA = PDFName.of('Metadata');

async function cleanPdf(bytes: Uint8Array, who: string): Promise<Buffer> {
  // updateMetadata: false, or pdf-lib writes a Producer and dates of its own into a new Info dictionary.
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const { context } = document;
  const info = context.trailerInfo.Info;
  if (info instanceof PDFRef) context.delete(info);
  context.trailerInfo.Info = undefined;

  const unused = new Set<PDFRef>();
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    const dict = dictOf(object);
    if (!dict) continue;
    const metadata = dict.get(METADATA);
    if (metadata !== undefined) {
      dict.delete(METADATA);
      if (metadata instanceof PDFRef) unused.add(metadata);
    }
    if (dict.get(PDFName.of('Type')) === METADATA) unused.add(ref);
  }
  for (const ref of unused) context.delete(ref);

  // A comment's /T is its author's name; a form field's /T is its name, and stays.
  for (const page of document.getPages()) {
    const annotations = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    for (let index = 0; annotations && index < annotations.size(); index += 1) {
      const annotation = annotations.lookupMaybe(index, PDFDict);
      if (annotation && annotation.get(PDFName.of('Subtype')) !== PDFName.of('Widget') && annotation.has(PDFName.of('T'))) {
        annotation.set(PDFName.of('T'), PDFString.of(who));
      }
    }
  }
  return Buffer.from(await document.save({ useObjectStreams: false, updateFieldAppearances: false }));
}

const dictOf = (object: PDFObject): PDFDict | null => (object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : null);

// ---------------------------------------------------------------------------------------------
// DOCX: the zip is copied entry by entry; only the parts that name people are rewritten.

const EMPTY_CORE =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"></cp:coreProperties>';
const EMPTY_CUSTOM =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"></Properties>';
/** Elements of docProps/app.xml that name a person or an organisation. */
const APP_PEOPLE = /<(Company|Manager|HyperlinkBase)\b[^>]*?(?:\/>|>[\s\S]*?<\/\1>)/g;
/** Attributes in WordprocessingML that name whoever wrote a comment or a tracked change. */
const PERSON_ATTRIBUTE = /(\s[A-Za-z0-9]+:)(author|initials|userId|providerId)="[^"]*"/g;
/** A part of the Word document (XML) whose comments and tracked changes may name people. */
const WORD_PART = /^word\/[^/]+\.xml$/;
/** Larger parts than this are not rewritten in memory: the document is refused instead. */
const MAX_REWRITTEN_PART = 64 * 1024 * 1024;

function rewritten(name: string, xml: string, who: string): string {
  if (name === 'docProps/core.xml') return EMPTY_CORE;
  if (name === 'docProps/custom.xml') return EMPTY_CUSTOM;
  if (name === 'docProps/app.xml') return xml.replace(APP_PEOPLE, '');
  const initials = who.charAt(0);
  return xml.replace(PERSON_ATTRIBUTE, (_, prefix: string, attribute: string) => `${prefix}${attribute}="${escapeXml(attribute === 'initials' ? initials : attribute === 'author' ? who : '')}"`);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

const needsRewrite = (name: string) => name.startsWith('docProps/') ? ['docProps/core.xml', 'docProps/app.xml', 'docProps/custom.xml'].includes(name) : WORD_PART.test(name);

function fromBuffer(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => (error || !zip ? reject(error ?? new Error('not a zip')) : resolve(zip))));
}

function readAll(zip: yauzl.ZipFile, entry: yauzl.Entry, decompress: boolean): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, decompress ? {} : { decodeFileData: false }, (error, stream) => {
      if (error || !stream) return reject(error ?? new Error('unreadable entry'));
      const parts: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => parts.push(chunk));
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(parts)));
    });
  });
}

async function cleanDocx(bytes: Buffer, who: string): Promise<Buffer> {
  const zip = await fromBuffer(bytes);
  const entries: yauzl.Entry[] = await new Promise((resolve, reject) => {
    const found: yauzl.Entry[] = [];
    zip.on('error', reject);
    zip.on('entry', (entry: yauzl.Entry) => {
      found.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(found));
    zip.readEntry();
  });
  const out: ZipEntry[] = [];
  for (const entry of entries) {
    if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) throw new Error(`Unsupported compression in ${entry.fileName}`);
    if (needsRewrite(entry.fileName)) {
      if (entry.uncompressedSize > MAX_REWRITTEN_PART) throw new Error(`${entry.fileName} is too large to rewrite`);
      const xml = (await readAll(zip, entry, true)).toString('utf8');
      const clean = rewritten(entry.fileName, xml, who);
      if (clean !== xml) {
        out.push({ name: entry.fileName, content: Buffer.from(clean, 'utf8') });
        continue;
      }
    }
    const data = await readAll(zip, entry, false);
    out.push({
      name: entry.fileName,
      raw: { method: entry.compressionMethod as 0 | 8, crc32: entry.crc32, compressedSize: entry.compressedSize, uncompressedSize: entry.uncompressedSize, data },
    });
  }
  zip.close();
  return writeZip(out);
}
