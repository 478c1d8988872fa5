import { Document, Packer, Paragraph, TextRun, CommentRangeStart, CommentRangeEnd, CommentReference } from 'docx';
import { PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readZipEntries } from '../../tests/support/zip';
import { removeDocumentMetadata } from './document-metadata';
import { detectManuscriptType } from './manuscript-type';
import { writeZip } from './zip-writer';

/**
 * Decision 0041: the reviewers' copy and a reviewer's annotated file lose what names their writer.
 * The cleaned files are opened again and their metadata read back.
 */
/** The cleaned file is still what it was, by the same checks as any upload. */
async function typeOf(bytes: Buffer) {
  const folder = await mkdtemp(path.join(tmpdir(), 'jals-clean-'));
  try {
    await writeFile(path.join(folder, 'file'), bytes);
    return await detectManuscriptType(path.join(folder, 'file'));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const NAMES = /Adaeze Okonkwo|okonkwo@unn\.example|University of Nigeria|Secret Title/;

async function namedPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle('Secret Title');
  document.setAuthor('Adaeze Okonkwo');
  document.setSubject('By Adaeze Okonkwo');
  document.setKeywords(['okonkwo@unn.example']);
  document.setCreator('University of Nigeria');
  document.setProducer('Adaeze Okonkwo’s Word');
  const page = document.addPage([300, 300]);
  page.drawText('The body of the manuscript.', { x: 20, y: 200, size: 12 });
  const xmp = document.context.stream(
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Adaeze Okonkwo</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>',
    { Type: 'Metadata', Subtype: 'XML' },
  );
  document.catalog.set(PDFName.of('Metadata'), document.context.register(xmp));
  const note = document.context.obj({ Type: 'Annot', Subtype: 'Text', Rect: [10, 10, 30, 30], Contents: PDFString.of('Check this table.'), T: PDFString.of('Adaeze Okonkwo') });
  page.node.set(PDFName.of('Annots'), document.context.obj([document.context.register(note)]));
  return Buffer.from(await document.save({ useObjectStreams: true }));
}

async function namedDocx(): Promise<Buffer> {
  const document = new Document({
    creator: 'Adaeze Okonkwo',
    lastModifiedBy: 'Adaeze Okonkwo',
    title: 'Secret Title',
    description: 'okonkwo@unn.example',
    comments: { children: [{ id: 0, author: 'Adaeze Okonkwo', initials: 'AO', date: new Date(), children: [new Paragraph('Please check.')] }] },
    sections: [{ children: [new Paragraph({ children: [new CommentRangeStart(0), new TextRun('The body of the manuscript.'), new CommentRangeEnd(0), new TextRun({ children: [new CommentReference(0)] })] })] }],
  });
  const packed = await Packer.toBuffer(document);
  // Word writes the company and the manager into docProps/app.xml; docx does not, so add them.
  const entries = readZipEntries(packed);
  const app = (entries.get('docProps/app.xml') ?? Buffer.from('<Properties></Properties>')).toString('utf8').replace('</Properties>', '<Company>University of Nigeria</Company><Manager>Adaeze Okonkwo</Manager></Properties>');
  entries.set('docProps/app.xml', Buffer.from(app));
  return writeZip([...entries].map(([name, content]) => ({ name, content })));
}

describe('removeDocumentMetadata', () => {
  it('empties the Info dictionary and the XMP metadata of a PDF, and anonymises its comments', async () => {
    const original = await namedPdf();
    expect((await PDFDocument.load(original)).getAuthor()).toBe('Adaeze Okonkwo');
    const clean = await removeDocumentMetadata(original, 'pdf', 'Reviewer');
    const reread = await PDFDocument.load(clean, { updateMetadata: false });
    // Read before the getters below, which make an empty Info dictionary when there is none.
    expect(reread.context.trailerInfo.Info).toBeUndefined();
    expect([reread.getTitle(), reread.getAuthor(), reread.getSubject(), reread.getKeywords(), reread.getCreator(), reread.getProducer()]).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
    expect(reread.catalog.get(PDFName.of('Metadata'))).toBeUndefined();
    const note = reread.getPages()[0]!.node.Annots()!.lookup(0, PDFDict);
    expect(note.lookup(PDFName.of('T'), PDFString).decodeText()).toBe('Reviewer');
    expect(reread.getPageCount()).toBe(1);
    expect(clean.toString('latin1')).not.toMatch(NAMES);
    expect(await typeOf(clean)).toBe('pdf');
  });

  it('clears docProps/core.xml and app.xml of a DOCX and the authors of its comments, keeping the document', async () => {
    const original = await namedDocx();
    const clean = await removeDocumentMetadata(original, 'docx', 'Author');
    const entries = readZipEntries(clean);
    const core = entries.get('docProps/core.xml')!.toString('utf8');
    expect(core).not.toMatch(/creator|lastModifiedBy|title|description/);
    const app = entries.get('docProps/app.xml')!.toString('utf8');
    expect(app).not.toMatch(/Company|Manager/);
    const comments = entries.get('word/comments.xml')!.toString('utf8');
    expect(comments).toContain('w:author="Author"');
    expect(comments).toContain('w:initials="A"');
    expect(comments).toContain('Please check.');
    expect(entries.get('word/document.xml')!.toString('utf8')).toContain('The body of the manuscript.');
    for (const [name, content] of entries) expect(content.toString('utf8'), name).not.toMatch(NAMES);
    expect(await typeOf(clean)).toBe('docx');
  });
});
