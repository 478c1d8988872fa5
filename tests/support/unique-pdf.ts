import { randomBytes } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';

/**
 * A real PDF (pdf-lib writes it, so a parser accepts it) whose bytes no other call produces:
 * the label as its title and `sizeBytes` of random bytes as an attachment. Tests about
 * content-addressed files need each upload to hash differently, and large ones to take time.
 */
export async function uniquePdf(label: string, sizeBytes = 64): Promise<Buffer> {
  const document = await PDFDocument.create({ updateMetadata: false });
  document.setTitle(label);
  document.addPage([200, 200]);
  await document.attach(randomBytes(sizeBytes), 'data.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await document.save({ useObjectStreams: false }));
}
