import { open as openFile, readFile, stat } from 'node:fs/promises';
import CFB from 'cfb';
import { decodePDFRawStream, PDFArray, PDFDict, PDFName, PDFNumber, PDFParser, PDFRawStream, type PDFContext, type PDFObject } from 'pdf-lib';
import yauzl from 'yauzl';
import { MANUSCRIPT_MAX_BYTES } from '../../contract/papers/submission.schema';

/**
 * What a manuscript really is, judged by its bytes, never by its name or declared type
 * (acting-side.md §5, DESIGN.md "Files"): PDF, Word 97-2003 (.doc, an OLE2 compound file) or
 * Word (.docx, a zip holding word/document.xml). Each is parsed, not only recognised by its
 * first bytes, and refused when it carries macros or is built to exhaust memory (decision 0027).
 */
export type ManuscriptType = 'pdf' | 'doc' | 'docx';

export const MANUSCRIPT_MEDIA_TYPES: Record<ManuscriptType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

async function readHead(path: string, length: number): Promise<Buffer> {
  const handle = await openFile(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

// ---------------------------------------------------------------------------------------------
// PDF: pdf-lib parses the whole file (10 MB at most); it must have a catalog and a page.

/**
 * Where browsers look when they guess a type (the WHATWG MIME sniffing "resource header"): a PDF
 * with HTML markup there is a polyglot, refused even though it parses.
 */
const SNIFF_WINDOW = 1445;
const HTML_MARKUP = /<(?:!doctype|!--|html|head|body|script|iframe|svg|object|embed|title|style|meta|img)[\s>/]/i;
/** A PDF ends with %%EOF, in its last 1024 bytes as readers accept it; a truncated file does not. */
const EOF_WINDOW = 1024;
/**
 * pdf-lib inflates object and cross-reference streams while it parses, all at once: bounded
 * first, so that a few kilobytes cannot ask for gigabytes. Real manuscripts need a few MB.
 */
const MAX_STRUCTURE_BYTES = 48 * 1024 * 1024;
/** Objects declared by object and cross-reference streams; a 10 MB manuscript has some thousands. */
const MAX_DECLARED_OBJECTS = 500_000;
/** Objects between pdf-lib's pauses, so that a large PDF does not hold up other requests. */
const OBJECTS_PER_TICK = 100;

class StructureTooLarge extends Error {}

/** pdf-lib's parser, with the streams it will inflate measured first, within the limits above. */
class BoundedPdfParser extends PDFParser {
  private structureBytes = 0;
  private declaredObjects = 0;

  override parseObject(): PDFObject {
    const object = super.parseObject();
    if (object instanceof PDFRawStream) {
      // The same test pdf-lib applies right after this call to decide what it inflates.
      const type = object.dict.lookup(PDFName.of('Type'));
      if (type === PDFName.of('ObjStm')) this.declare(object, number(object.dict.lookup(PDFName.of('N'))), 1);
      if (type === PDFName.of('XRef')) this.declare(object, xrefEntries(object.dict), xrefRowWidth(object.dict));
    }
    return object;
  }

  /** Each declared object needs at least `bytesEach` decoded bytes: pdf-lib loops over the declared count, not the data. */
  private declare(stream: PDFRawStream, objects: number, bytesEach: number) {
    this.declaredObjects += objects;
    if (!(objects >= 0) || !(bytesEach >= 1) || this.declaredObjects > MAX_DECLARED_OBJECTS) throw new StructureTooLarge();
    const decoded = decodedLength(stream, MAX_STRUCTURE_BYTES - this.structureBytes);
    this.structureBytes += decoded;
    if (objects * bytesEach > decoded) throw new StructureTooLarge();
  }
}

const number = (value: PDFObject | undefined) => (value instanceof PDFNumber ? value.asNumber() : Number.NaN);

function xrefEntries(dict: PDFDict): number {
  const index = dict.lookup(PDFName.of('Index'));
  if (!(index instanceof PDFArray)) return number(dict.lookup(PDFName.of('Size')));
  let entries = 0;
  for (let i = 1; i < index.size(); i += 2) entries += number(index.lookup(i));
  return entries;
}

function xrefRowWidth(dict: PDFDict): number {
  const widths = dict.lookup(PDFName.of('W'));
  if (!(widths instanceof PDFArray) || widths.size() !== 3) return Number.NaN;
  const each = widths.asArray().map(number);
  return each.every((width) => Number.isInteger(width) && width >= 0 && width <= 8) ? each.reduce((a, b) => a + b, 0) : Number.NaN;
}

/** The stream's decoded length, decoding at most `budget` bytes (pdf-lib's own decoders, so its filters exactly). */
function decodedLength(stream: PDFRawStream, budget: number): number {
  const decoder = decodePDFRawStream(stream);
  let length = 0;
  for (;;) {
    // Never ask for more than one byte beyond the budget: the decoder's buffer grows to what is asked.
    const chunk = decoder.getBytes(Math.min(1024 * 1024, budget - length + 1));
    if (chunk.length === 0) return length;
    length += chunk.length;
    if (length > budget) throw new StructureTooLarge();
  }
}

/** The page tree holds at least one page (a document with none is no manuscript). */
function hasPage(context: PDFContext): boolean {
  const catalog = context.lookup(context.trailerInfo.Root);
  if (!(catalog instanceof PDFDict)) return false;
  const pending: (PDFObject | undefined)[] = [catalog.get(PDFName.of('Pages'))];
  const seen = new Set<PDFObject>();
  while (pending.length > 0 && seen.size < MAX_DECLARED_OBJECTS) {
    const node = context.lookup(pending.pop());
    if (!(node instanceof PDFDict) || seen.has(node)) continue;
    seen.add(node);
    if (node.lookup(PDFName.of('Type')) === PDFName.of('Page')) return true;
    const kids = node.lookup(PDFName.of('Kids'));
    if (kids instanceof PDFArray) pending.push(...kids.asArray());
  }
  return false;
}

async function isPdf(path: string): Promise<boolean> {
  const bytes = await readFile(path);
  if (HTML_MARKUP.test(bytes.subarray(0, SNIFF_WINDOW).toString('latin1'))) return false;
  if (!bytes.subarray(-EOF_WINDOW).includes('%%EOF')) return false;
  try {
    // throwOnInvalidObject: an object pdf-lib cannot parse refuses the file at once, instead of a
    // console warning per object and a search for the next one.
    const context = await new BoundedPdfParser(bytes, OBJECTS_PER_TICK, true).parseDocument();
    // Encrypted: the office could not read or convert it, and pdf-lib cannot read its object streams.
    if (context.trailerInfo.Encrypt) return false;
    return hasPage(context);
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// .doc: an OLE2 compound file (read with SheetJS's cfb) with a Word FIB and no macros.

/** wIdent, the first field of the File Information Block at the start of the WordDocument stream ([MS-DOC] 2.5.2). */
const WORD_FIB_MAGIC = 0xa5ec;
/** FibBase flags at offset 0x0A: bit 8 is fEncrypted. */
const FIB_FLAGS_OFFSET = 0x0a;
const FIB_ENCRYPTED = 0x0100;
/** Storages that hold VBA: Word's Macros, and VBA projects of embedded Office objects. */
const MACRO_STORAGE = /^(?:macros|vba|_vba_project_cur)$/i;
const STREAM = 2;

async function isWord97Document(path: string): Promise<boolean> {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(await readFile(path), { type: 'buffer' });
  } catch {
    return false;
  }
  let fib: Buffer | null = null;
  for (const [index, fullPath] of container.FullPaths.entries()) {
    // 'Root Entry/WordDocument', 'Root Entry/Macros/VBA/dir': the root's own name comes first.
    const parts = fullPath.split('/').filter(Boolean).slice(1);
    const entry = container.FileIndex[index]!;
    if (parts.some((part) => MACRO_STORAGE.test(part))) return false;
    if (parts.length === 1 && parts[0] === 'WordDocument' && entry.type === STREAM) fib = Buffer.from(entry.content);
  }
  if (!fib || fib.length < FIB_FLAGS_OFFSET + 2) return false;
  return fib.readUInt16LE(0) === WORD_FIB_MAGIC && (fib.readUInt16LE(FIB_FLAGS_OFFSET) & FIB_ENCRYPTED) === 0;
}

// ---------------------------------------------------------------------------------------------
// .docx: a zip read through with yauzl, within size limits, holding a Word main part and no macros.

/** A Word document has a handful of parts; a zip with thousands of entries is not one. */
const MAX_ZIP_ENTRIES = 2000;
/** Uncompressed, all parts together: far above any manuscript, far below what would hurt the server. */
const MAX_DOCX_UNCOMPRESSED = 200 * 1024 * 1024;
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;
const DOCX_MAIN_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const MACRO_PART = /(?:^|\/)vbaProject\.bin$/i;
const MACRO_CONTENT_TYPE = /macroEnabled|vbaProject/i;

class NotAWordDocument extends Error {}

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, zip) => (error || !zip ? reject(error ?? new NotAWordDocument()) : resolve(zip)));
  });
}

/** The central directory's entries, without reading any data. */
function listEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  if (zip.entryCount > MAX_ZIP_ENTRIES) return Promise.reject(new NotAWordDocument());
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('error', reject);
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
}

/**
 * Inflates one entry, counting what actually comes out (yauzl also stops an entry that outgrows
 * its declared size); keeps the bytes only when asked to.
 */
function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, budget: number, keep: boolean): Promise<{ length: number; bytes: Buffer | null }> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new NotAWordDocument());
      const parts: Buffer[] = [];
      let length = 0;
      stream.on('data', (chunk: Buffer) => {
        length += chunk.length;
        if (length > budget) return stream.destroy(new NotAWordDocument());
        if (keep) parts.push(chunk);
      });
      stream.on('error', reject);
      stream.on('end', () => resolve({ length, bytes: keep ? Buffer.concat(parts) : null }));
    });
  });
}

async function isWordDocument(path: string): Promise<boolean> {
  let zip: yauzl.ZipFile | null = null;
  try {
    zip = await openZip(path);
    const entries = await listEntries(zip);
    const names = new Set(entries.map((entry) => entry.fileName));
    const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (!names.has('[Content_Types].xml') || !names.has('word/document.xml')) return false;
    if (declared > MAX_DOCX_UNCOMPRESSED || entries.some((entry) => MACRO_PART.test(entry.fileName) || entry.isEncrypted())) return false;
    let inflated = 0;
    let contentTypes = '';
    for (const entry of entries) {
      const isContentTypes = entry.fileName === '[Content_Types].xml';
      const budget = Math.min(MAX_DOCX_UNCOMPRESSED - inflated, isContentTypes ? MAX_CONTENT_TYPES_BYTES : Infinity);
      const { length, bytes } = await readEntry(zip, entry, budget, isContentTypes);
      inflated += length;
      if (bytes) contentTypes = bytes.toString('utf8');
    }
    return contentTypes.includes(DOCX_MAIN_CONTENT_TYPE) && !MACRO_CONTENT_TYPE.test(contentTypes);
  } catch {
    return false;
  } finally {
    zip?.close();
  }
}

/** The manuscript's type, or null when it is none of the three or fails their checks. */
export async function detectManuscriptType(path: string): Promise<ManuscriptType | null> {
  // The upload route stops at this size; a larger file reaching here is refused, never parsed.
  if ((await stat(path)).size > MANUSCRIPT_MAX_BYTES) return null;
  const head = await readHead(path, 8);
  if (head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return (await isPdf(path)) ? 'pdf' : null;
  if (head.equals(OLE2_MAGIC)) return (await isWord97Document(path)) ? 'doc' : null;
  if (head.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) return (await isWordDocument(path)) ? 'docx' : null;
  return null;
}
