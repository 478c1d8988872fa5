import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Document, Packer, Paragraph } from 'docx';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { detectManuscriptType } from './manuscript-type';

let dir: string;
const file = async (name: string, bytes: Uint8Array) => {
  const target = path.join(dir, name);
  await writeFile(target, bytes);
  return target;
};

async function wordDocument(): Promise<Buffer> {
  return Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Cassava yields under drought')] }] }));
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'jals-type-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a manuscript is judged by its content', () => {
  test('a real PDF, .docx and .doc are recognised whatever their names', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    expect(await detectManuscriptType(await file('paper.txt', await pdf.save()))).toBe('pdf');
    expect(await detectManuscriptType(await file('paper.pdf', await wordDocument()))).toBe('docx');
    const ole2 = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
    expect(await detectManuscriptType(await file('paper.doc', ole2))).toBe('doc');
  });

  test('a program renamed .pdf, a zip that is not a Word document, a broken zip and an empty file are refused', async () => {
    const exe = Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(1000)]);
    expect(await detectManuscriptType(await file('paper.pdf', exe))).toBeNull();
    // The same .docx with its document part renamed: a zip, but not a Word document.
    const renamed = Buffer.from((await wordDocument()).toString('latin1').replaceAll('word/document.xml', 'word/documenX.xml'), 'latin1');
    expect(await detectManuscriptType(await file('other.docx', renamed))).toBeNull();
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    expect(await detectManuscriptType(await file('broken.docx', broken))).toBeNull();
    expect(await detectManuscriptType(await file('empty.pdf', new Uint8Array()))).toBeNull();
  });
});
