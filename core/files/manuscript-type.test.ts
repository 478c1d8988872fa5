import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32, createDeflate, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { Document, Packer, Paragraph } from 'docx';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pdfOfSize, SAMPLE_PDF } from '../../tests/support/submission';
import { word97Document } from '../../tests/support/word-97-doc';
import { readZipEntries } from '../../tests/support/zip';
import { manuscriptTemplateDocx } from '../journal/manuscript-template';
import { detectManuscriptType } from './manuscript-type';

let dir: string;
const file = async (name: string, bytes: Uint8Array) => {
  const target = path.join(dir, name);
  await writeFile(target, bytes);
  return target;
};
const typeOf = async (bytes: Uint8Array, name = 'manuscript') => detectManuscriptType(await file(name, bytes));

async function wordDocument(): Promise<Buffer> {
  return Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Cassava yields under drought')] }] }));
}

async function onePagePdf(options: { useObjectStreams?: boolean } = {}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage();
  return Buffer.from(await pdf.save(options));
}

/** `size` zero bytes, deflated as a stream (raw for zip entries, zlib-wrapped for PDF streams): about 1 KB per MB. */
async function deflatedZeros(size: number, format: 'raw' | 'zlib') {
  const chunk = Buffer.alloc(1024 * 1024);
  let crc = 0;
  async function* zeros() {
    for (let left = size; left > 0; left -= chunk.length) {
      const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
      crc = crc32(part, crc);
      yield part;
    }
  }
  const parts: Buffer[] = [];
  for await (const part of Readable.from(zeros()).pipe(format === 'raw' ? createDeflateRaw() : createDeflate())) parts.push(part as Buffer);
  return { data: Buffer.concat(parts), crc, size };
}

interface ZipEntry {
  name: string;
  /** Deflated bytes. */
  data: Buffer;
  crc: number;
  /** What the headers claim the entry inflates to. */
  declaredSize: number;
}

const deflated = (name: string, content: Buffer): ZipEntry => ({ name, data: deflateRawSync(content), crc: crc32(content), declaredSize: content.length });

/** A zip archive written field by field, so that a test can make its headers say anything. */
function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts of a real .docx, re-zipped with changes: `replace` maps a part name to new content (null drops it). */
async function docxWith(extra: ZipEntry[] = [], replace: Record<string, Buffer | null> = {}): Promise<Buffer> {
  const parts = [...readZipEntries(await wordDocument())].flatMap(([name, content]) => {
    const replaced = name in replace ? replace[name] : content;
    return replaced ? [deflated(name, replaced)] : [];
  });
  return zipOf([...parts, ...extra]);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'jals-type-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a manuscript is judged by its content', () => {
  test('a real PDF, .docx and .doc are recognised whatever their names', async () => {
    expect(await typeOf(await onePagePdf(), 'paper.txt')).toBe('pdf');
    expect(await typeOf(await onePagePdf({ useObjectStreams: false }), 'paper.txt')).toBe('pdf');
    expect(await typeOf(await wordDocument(), 'paper.pdf')).toBe('docx');
    expect(await typeOf(word97Document(), 'paper.docx')).toBe('doc');
  });

  // The demo's generated PDFs are checked in demo/seed/demo-pdf.test.ts (core/ does not import demo/).
  test('what the journal and the tests upload passes', async () => {
    expect(await typeOf(await manuscriptTemplateDocx())).toBe('docx');
    expect(await typeOf(SAMPLE_PDF)).toBe('pdf');
    expect(await typeOf(pdfOfSize(10485760))).toBe('pdf');
  });

  test('a program renamed .pdf, a zip that is not a Word document, a broken zip and an empty file are refused', async () => {
    const exe = Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(1000)]);
    expect(await typeOf(exe, 'paper.pdf')).toBeNull();
    // The same .docx with its document part renamed: a zip, but not a Word document.
    const renamed = Buffer.from((await wordDocument()).toString('latin1').replaceAll('word/document.xml', 'word/documenX.xml'), 'latin1');
    expect(await typeOf(renamed, 'other.docx')).toBeNull();
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    expect(await typeOf(broken, 'broken.docx')).toBeNull();
    expect(await typeOf(new Uint8Array(), 'empty.pdf')).toBeNull();
  });
});

describe('PDF: parsed, with at least one page (decision 0027)', () => {
  const html = '<!DOCTYPE html><html><body><script>alert(document.domain)</script></body></html>\n';

  test('an HTML page that carries a PDF after it is refused', async () => {
    expect(await typeOf(Buffer.concat([Buffer.from(html, 'latin1'), await onePagePdf()]), 'polyglot.pdf')).toBeNull();
  });

  test('a PDF that carries an HTML page where browsers sniff is refused, though it parses', async () => {
    const pdf = await onePagePdf({ useObjectStreams: false });
    const headerEnd = pdf.indexOf(0x0a) + 1;
    const polyglot = Buffer.concat([pdf.subarray(0, headerEnd), Buffer.from(`%${html}`, 'latin1'), pdf.subarray(headerEnd)]);
    expect((await PDFDocument.load(polyglot)).getPageCount()).toBe(1);
    expect(await typeOf(polyglot, 'polyglot.pdf')).toBeNull();
  });

  test('a PDF header followed by HTML or garbage, a truncated PDF and a PDF without pages are refused', async () => {
    expect(await typeOf(Buffer.from(`%PDF-1.7\n${html}`, 'latin1'))).toBeNull();
    expect(await typeOf(Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), randomBytes(4096)]))).toBeNull();
    // The same with the end marker a PDF needs: then the parser must find nothing in it.
    const eof = Buffer.from('\n%%EOF\n', 'latin1');
    expect(await typeOf(Buffer.concat([Buffer.from(`%PDF-1.7\n${html}`, 'latin1'), eof]))).toBeNull();
    expect(await typeOf(Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), randomBytes(4096), eof]))).toBeNull();
    const whole = await onePagePdf();
    expect(await typeOf(whole.subarray(0, Math.floor(whole.length / 2)))).toBeNull();
    expect(await typeOf(Buffer.concat([whole.subarray(0, Math.floor(whole.length / 2)), eof]))).toBeNull();
    const noPages = await PDFDocument.create();
    expect(await typeOf(await noPages.save({ addDefaultPage: false }))).toBeNull();
  });

  test('an encrypted PDF is refused', async () => {
    const pdf = (await onePagePdf({ useObjectStreams: false })).toString('latin1');
    const encrypted = pdf.replace(/trailer\s*<</, '99 0 obj\n<< /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>\nendobj\ntrailer\n<< /Encrypt 99 0 R');
    expect(encrypted).not.toBe(pdf);
    expect(await typeOf(Buffer.from(encrypted, 'latin1'))).toBeNull();
  });

  test('an object stream that inflates to 128 MiB is refused without inflating it all', async () => {
    const bomb = await deflatedZeros(128 * 1024 * 1024, 'zlib');
    const pdf = await onePagePdf({ useObjectStreams: false });
    const at = pdf.lastIndexOf(Buffer.from('xref', 'latin1'));
    const stream = Buffer.concat([
      Buffer.from(`90 0 obj\n<< /Type /ObjStm /N 1 /First 5 /Filter /FlateDecode /Length ${bomb.data.length} >>\nstream\n`, 'latin1'),
      bomb.data,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    ]);
    expect(await typeOf(Buffer.concat([pdf.subarray(0, at), stream, pdf.subarray(at)]))).toBeNull();
  });

  test('a cross-reference stream that declares more entries than it holds is refused', async () => {
    const pdf = await onePagePdf({ useObjectStreams: false });
    const root = pdf.toString('latin1').match(/\/Root (\d+ \d+ R)/)![1];
    const at = pdf.lastIndexOf(Buffer.from('xref', 'latin1'));
    // pdf-lib would loop over all 600,000 declared entries of this 4-byte stream.
    const stream = Buffer.from(`91 0 obj\n<< /Type /XRef /Size 600000 /W [1 2 1] /Root ${root} /Length 4 >>\nstream\n\x01\x00\x00\x00\nendstream\nendobj\n`, 'latin1');
    expect(await typeOf(Buffer.concat([pdf.subarray(0, at), stream, pdf.subarray(at)]))).toBeNull();
  });
});

describe('.docx: the zip is read through, within limits, without macros (decision 0027)', () => {
  test('a document part of 300 MiB of zeros (about 300 KB in the zip) is refused', async () => {
    const bomb = await deflatedZeros(300 * 1024 * 1024, 'raw');
    const docx = await docxWith([{ name: 'word/media/image1.png', data: bomb.data, crc: bomb.crc, declaredSize: bomb.size }]);
    expect(docx.length).toBeLessThan(2 * 1024 * 1024);
    expect(await typeOf(docx, 'bomb.docx')).toBeNull();
  });

  test('an entry that inflates far beyond the size its headers declare is refused', async () => {
    const bomb = await deflatedZeros(300 * 1024 * 1024, 'raw');
    const docx = await docxWith([{ name: 'word/media/image1.png', data: bomb.data, crc: bomb.crc, declaredSize: 1024 }]);
    expect(await typeOf(docx, 'liar.docx')).toBeNull();
  });

  test('a document with a VBA project or a macro-enabled content type is refused', async () => {
    expect(await typeOf(await docxWith([deflated('word/vbaProject.bin', word97Document())]), 'macros.docx')).toBeNull();
    const types = readZipEntries(await wordDocument()).get('[Content_Types].xml')!.toString('utf8');
    const docm = types.replace('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml', 'application/vnd.ms-word.document.macroEnabled.main+xml');
    expect(docm).not.toBe(types);
    expect(await typeOf(await docxWith([], { '[Content_Types].xml': Buffer.from(docm, 'utf8') }), 'macros.docm')).toBeNull();
  });

  test('a zip without [Content_Types].xml is refused', async () => {
    expect(await typeOf(await docxWith([], { '[Content_Types].xml': null }))).toBeNull();
  });

  test('the re-zipped document itself still passes', async () => {
    expect(await typeOf(await docxWith())).toBe('docx');
  });
});

describe('.doc: an OLE2 file holding a Word document (decision 0027)', () => {
  test('an OLE2 header followed by zeros is refused', async () => {
    const ole2 = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
    expect(await typeOf(ole2, 'paper.doc')).toBeNull();
  });

  test('an OLE2 file without a WordDocument stream, with macros, or encrypted is refused', async () => {
    expect(await typeOf(word97Document({ wordStream: false }), 'sheet.doc')).toBeNull();
    expect(await typeOf(word97Document({ macros: true }), 'macros.doc')).toBeNull();
    expect(await typeOf(word97Document({ encrypted: true }), 'locked.doc')).toBeNull();
  });

  test('a WordDocument stream without the Word magic number is refused', async () => {
    const doc = word97Document();
    const at = doc.indexOf(Buffer.from([0xec, 0xa5, 0xc1, 0x00]));
    doc.writeUInt16LE(0x0000, at);
    expect(await typeOf(doc, 'paper.doc')).toBeNull();
  });
});
