import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { setPdfMetadata, type PdfMetadata } from './pdf-metadata';

/**
 * A plain, readable PDF of headed text blocks (a table of contents, an invoice) made with pdf-lib
 * and its standard fonts: A4, 2 cm margins, lines wrapped at word boundaries, pages added as the
 * text runs on. The standard fonts know the Windows-1252 characters only: accents are kept where
 * that set has them, others lose their accent, and what is left is written as '?'.
 */
export interface TextPdfBlock {
  /** A bold line above the block's lines. */
  heading?: string;
  lines: readonly string[];
  /** Smaller grey text (authors, pages, a DOI). */
  muted?: boolean;
}

export interface TextPdf {
  title: string;
  subtitle?: string;
  /** Document properties: who made it. */
  author: string;
  /** The journal the document is of (its name and ISSNs go in the XMP metadata). */
  journal: PdfMetadata['journal'];
  blocks: readonly TextPdfBlock[];
  footer?: string;
}

const A4 = [595.28, 841.89] as const;
const MARGIN = 56.7;

function printable(font: PDFFont): (text: string) => string {
  const known = new Set(font.getCharacterSet());
  return (text) =>
    Array.from(text.replace(/\s+/g, ' '))
      .map((char) => {
        if (known.has(char.codePointAt(0)!)) return char;
        const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
        return plain && Array.from(plain).every((c) => known.has(c.codePointAt(0)!)) ? plain : '?';
      })
      .join('');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderTextPdf(doc: TextPdf, now: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  setPdfMetadata(pdf, { title: doc.title, authors: [doc.author], subject: doc.subtitle, journal: doc.journal, date: now, creator: doc.author });
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const clean = printable(regular);
  const width = A4[0] - 2 * MARGIN;

  let page: PDFPage = pdf.addPage([...A4]);
  let y = A4[1] - MARGIN;
  const write = (text: string, font: PDFFont, size: number, color = rgb(0.1, 0.1, 0.1), gapAfter = 0) => {
    for (const line of wrap(clean(text), font, size, width)) {
      if (y - size < MARGIN) {
        page = pdf.addPage([...A4]);
        y = A4[1] - MARGIN;
      }
      y -= size * 1.3;
      page.drawText(line, { x: MARGIN, y, size, font, color });
    }
    y -= gapAfter;
  };

  write(doc.title, bold, 18, rgb(0.05, 0.3, 0.2), 4);
  if (doc.subtitle) write(doc.subtitle, regular, 11, rgb(0.3, 0.3, 0.3), 14);
  for (const block of doc.blocks) {
    if (block.heading) write(block.heading, bold, 11.5, undefined, 2);
    for (const line of block.lines) write(line, regular, block.muted ? 9.5 : 10.5, block.muted ? rgb(0.35, 0.35, 0.35) : undefined);
    y -= 10;
  }
  if (doc.footer) {
    const footer = clean(doc.footer);
    for (const each of pdf.getPages()) each.drawText(footer, { x: MARGIN, y: MARGIN / 2, size: 8, font: regular, color: rgb(0.4, 0.4, 0.4) });
  }
  return pdf.save();
}
