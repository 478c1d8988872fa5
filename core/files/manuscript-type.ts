import { open as openFile } from 'node:fs/promises';
import yauzl from 'yauzl';

/**
 * What a manuscript really is, judged by its bytes, never by its name or declared type
 * (acting-side.md §5, DESIGN.md "Files"): PDF, Word 97-2003 (.doc, an OLE2 compound file) or
 * Word (.docx, a zip holding word/document.xml).
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
/** A Word document has a handful of parts; a zip with thousands of entries is not one. */
const MAX_ZIP_ENTRIES = 2000;

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

/** Reads only the zip's central directory: the document part must be listed in it. */
function zipHoldsWordDocument(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    yauzl.open(path, { lazyEntries: true, autoClose: true }, (error, zip) => {
      if (error || !zip) return resolve(false);
      let seen = 0;
      let done = false;
      const finish = (result: boolean) => {
        if (done) return;
        done = true;
        if (zip.isOpen) zip.close();
        resolve(result);
      };
      zip.on('error', () => finish(false));
      zip.on('end', () => finish(false));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName === 'word/document.xml') return finish(true);
        seen += 1;
        if (seen >= MAX_ZIP_ENTRIES) return finish(false);
        zip.readEntry();
      });
      zip.readEntry();
    });
  });
}

/** The manuscript's type, or null when it is none of the three. */
export async function detectManuscriptType(path: string): Promise<ManuscriptType | null> {
  const head = await readHead(path, 8);
  if (head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return 'pdf';
  if (head.equals(OLE2_MAGIC)) return 'doc';
  if (head.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC) && (await zipHoldsWordDocument(path))) return 'docx';
  return null;
}
