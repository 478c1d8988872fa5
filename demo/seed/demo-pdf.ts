import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { JOURNAL_NAME, LICENCE, PUBLISHER } from '../../contract/journal';
import { setPdfMetadata, type PdfMetadata } from '../../core/documents/pdf-metadata';

/**
 * Real PDF documents for the demo journal (manuscripts and announcement attachments), drawn
 * with pdf-lib's standard fonts so that no font file is needed. Dates are fixed so that the
 * same content always gives the same bytes (the file store keeps files by content hash).
 */

export interface ManuscriptAuthor {
  name: string;
  affiliation: string;
  orcid?: string | null;
  isPrimaryContact?: boolean;
  email?: string;
}

export interface ManuscriptSection {
  heading: string;
  paragraphs: string[];
}

export interface ManuscriptContent {
  title: string;
  authors: ManuscriptAuthor[];
  abstract: string;
  keywords: string[];
  sections: ManuscriptSection[];
  /** e.g. 'Vol. 8, No. 2 (2024), pp. 15-28'; absent for a manuscript under review. */
  citationLine?: string;
  doi?: string | null;
  /** Fixed document date (also the PDF's creation date). */
  date: Date;
}

const PAGE_WIDTH = 595.28; // A4
const PAGE_HEIGHT = 841.89;
const MARGIN = 64;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const INK = rgb(0.1, 0.1, 0.1);
const GREEN = rgb(0.11, 0.37, 0.13);
const GREY = rgb(0.4, 0.4, 0.4);

/** Characters outside the standard fonts' WinAnsi set, spelled so they can be drawn. */
const REPLACEMENTS: Record<string, string> = { '₂': '2', '₃': '3', '₄': '4', '≥': '>=', '≤': '<=', 'α': 'alpha', 'β': 'beta', '−': '-', '\u00a0': ' ' };

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  sans: PDFFont;
  supported: Set<number>;
}

class Writer {
  page!: PDFPage;
  y = 0;
  pageCount = 0;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
    private readonly header: string,
  ) {
    this.newPage();
  }

  clean(text: string): string {
    let out = '';
    for (const char of text) {
      const replaced = REPLACEMENTS[char] ?? char;
      for (const c of replaced) out += this.fonts.supported.has(c.codePointAt(0)!) ? c : '?';
    }
    return out;
  }

  newPage() {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pageCount += 1;
    this.y = PAGE_HEIGHT - MARGIN;
    const { sans } = this.fonts;
    this.page.drawText(this.clean(this.header), { x: MARGIN, y: PAGE_HEIGHT - 36, size: 8, font: sans, color: GREY });
    this.page.drawLine({ start: { x: MARGIN, y: PAGE_HEIGHT - 42 }, end: { x: PAGE_WIDTH - MARGIN, y: PAGE_HEIGHT - 42 }, thickness: 0.5, color: GREY });
    const number = String(this.pageCount);
    this.page.drawText(number, { x: PAGE_WIDTH / 2 - sans.widthOfTextAtSize(number, 9) / 2, y: 30, size: 9, font: sans, color: GREY });
  }

  private lines(text: string, font: PDFFont, size: number, width: number): string[] {
    const words = this.clean(text).split(/\s+/).filter(Boolean);
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
    return lines;
  }

  /** A wrapped block; `center` for the title block, `indent` for body paragraphs. */
  text(text: string, options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; center?: boolean; gapAfter?: number; leading?: number } = {}) {
    const font = options.font ?? this.fonts.regular;
    const size = options.size ?? 10.5;
    const leading = options.leading ?? size * 1.38;
    for (const line of this.lines(text, font, size, TEXT_WIDTH)) {
      if (this.y - leading < MARGIN) this.newPage();
      this.y -= leading;
      const x = options.center ? PAGE_WIDTH / 2 - font.widthOfTextAtSize(line, size) / 2 : MARGIN;
      this.page.drawText(line, { x, y: this.y, size, font, color: options.color ?? INK });
    }
    this.y -= options.gapAfter ?? 6;
  }

  heading(text: string) {
    if (this.y - 60 < MARGIN) this.newPage();
    this.y -= 6;
    this.text(text, { font: this.fonts.bold, size: 12, color: GREEN, gapAfter: 2 });
  }

  rule() {
    this.y -= 4;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: PAGE_WIDTH - MARGIN, y: this.y }, thickness: 0.6, color: GREEN });
    this.y -= 8;
  }
}

async function openDocument(metadata: Omit<PdfMetadata, 'journal' | 'creator'>) {
  const doc = await PDFDocument.create();
  setPdfMetadata(doc, { ...metadata, journal: { name: JOURNAL_NAME, publisher: PUBLISHER }, creator: JOURNAL_NAME });
  const regular = await doc.embedFont(StandardFonts.TimesRoman);
  const fonts: Fonts = {
    regular,
    bold: await doc.embedFont(StandardFonts.TimesRomanBold),
    italic: await doc.embedFont(StandardFonts.TimesRomanItalic),
    sans: await doc.embedFont(StandardFonts.Helvetica),
    supported: new Set(regular.getCharacterSet()),
  };
  return { doc, fonts };
}

/** A typeset article: title block, authors with numbered affiliations, abstract, keywords, body. */
export async function renderManuscriptPdf(content: ManuscriptContent): Promise<Uint8Array> {
  const { doc, fonts } = await openDocument({
    title: content.title,
    authors: content.authors.map((a) => a.name),
    subject: content.abstract,
    keywords: content.keywords,
    doi: content.doi,
    // A published article is CC BY 4.0; a manuscript under review is not yet published work.
    licenceUrl: content.citationLine ? LICENCE.url : undefined,
    date: content.date,
  });
  const header = content.citationLine ? `${JOURNAL_NAME} | ${content.citationLine}` : `${JOURNAL_NAME} | Manuscript submitted for peer review`;
  const w = new Writer(doc, fonts, header);

  w.text(content.citationLine ? 'RESEARCH ARTICLE' : 'MANUSCRIPT', { font: fonts.sans, size: 8.5, color: GREEN, gapAfter: 4 });
  w.text(content.title, { font: fonts.bold, size: 17, leading: 21, gapAfter: 10 });

  const affiliations = [...new Set(content.authors.map((a) => a.affiliation))];
  const byline = content.authors.map((a) => `${a.name} (${affiliations.indexOf(a.affiliation) + 1})${a.isPrimaryContact ? '*' : ''}`).join(', ');
  w.text(byline, { size: 11.5, gapAfter: 6 });
  affiliations.forEach((affiliation, index) => w.text(`(${index + 1}) ${affiliation}`, { font: fonts.italic, size: 9, gapAfter: 1 }));
  const primary = content.authors.find((a) => a.isPrimaryContact);
  if (primary?.email) w.text(`* Corresponding author: ${primary.name}, ${primary.email}`, { size: 9, gapAfter: 1 });
  const orcids = content.authors.filter((a) => a.orcid).map((a) => `${a.name}: https://orcid.org/${a.orcid}`);
  if (orcids.length) w.text(`ORCID iDs: ${orcids.join('; ')}`, { size: 8.5, color: GREY, gapAfter: 1 });
  if (content.doi) w.text(`DOI: https://doi.org/${content.doi}`, { size: 9, gapAfter: 1 });
  w.text(`Licence: CC BY 4.0. The authors keep the copyright of this article.`, { size: 8.5, color: GREY, gapAfter: 2 });
  w.rule();

  w.text('Abstract', { font: fonts.bold, size: 11, gapAfter: 1 });
  w.text(content.abstract, { size: 10, gapAfter: 4 });
  w.text(`Keywords: ${content.keywords.join('; ')}`, { font: fonts.italic, size: 10, gapAfter: 4 });
  w.rule();

  for (const section of content.sections) {
    w.heading(section.heading);
    for (const paragraph of section.paragraphs) w.text(paragraph, { gapAfter: 5 });
  }
  return doc.save();
}

export interface NoticeContent {
  title: string;
  subtitle: string;
  sections: ManuscriptSection[];
  date: Date;
}

/** A one- or two-page notice (announcement attachments: calls, programmes, guidelines). */
export async function renderNoticePdf(content: NoticeContent): Promise<Uint8Array> {
  const { doc, fonts } = await openDocument({ title: content.title, authors: [`${JOURNAL_NAME} Editorial Office`], subject: content.subtitle, date: content.date });
  const w = new Writer(doc, fonts, `${JOURNAL_NAME} | Editorial Office`);
  w.text(content.title, { font: fonts.bold, size: 18, leading: 22, gapAfter: 6 });
  w.text(content.subtitle, { font: fonts.italic, size: 11, color: GREY, gapAfter: 4 });
  w.rule();
  for (const section of content.sections) {
    w.heading(section.heading);
    for (const paragraph of section.paragraphs) w.text(paragraph, { gapAfter: 5 });
  }
  return doc.save();
}
