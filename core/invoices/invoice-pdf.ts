import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatLongDate } from '../../contract/format/long-date';
import { formatCents } from '../../contract/invoices/invoice-amounts';
import { INVOICE_STATE_LABELS, displayStateOf } from '../../contract/invoices/invoice.schema';
import { FEE_TIER_LABELS, PAYMENT_METHODS, PAYMENT_TERMS, FULL_WAIVERS } from '../../contract/journal/fees';
import { requireArticleType } from '../../contract/journal/manuscripts';
import { JOURNAL_NAME, PUBLISHER } from '../../contract/journal/identity';
import type { InvoiceRow } from './invoices.repo';
import { setPdfMetadata } from '../documents/pdf-metadata';

/**
 * GET /api/papers/{id}/invoice.pdf (issue 15): one clean A4 page written with pdf-lib and the
 * standard Helvetica fonts (WinAnsi), so no font file ships and nothing leaves the server.
 */

const TYPOGRAPHY: Record<string, string> = { '‘': "'", '’': "'", '“': '"', '”': '"', '–': '-', '—': '-', '−': '-', '…': '...', '\u00a0': ' ' };

/** Text the standard fonts can draw: typographic marks simplified, anything outside Latin-1 as '?'. */
export function winAnsi(text: string): string {
  return [...text.normalize('NFC')].map((c) => TYPOGRAPHY[c] ?? (c.charCodeAt(0) <= 0xff && c.charCodeAt(0) >= 0x20 ? c : '?')).join('');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderInvoicePdf(invoice: InvoiceRow, now: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  setPdfMetadata(pdf, { title: `Invoice ${invoice.number}`, authors: [JOURNAL_NAME], journal: { name: JOURNAL_NAME, publisher: PUBLISHER }, date: invoice.issuedAt, creator: JOURNAL_NAME });
  const page: PDFPage = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.13, 0.15, 0.18);
  const muted = rgb(0.4, 0.43, 0.47);
  const left = 56;
  const right = 595.28 - 56;
  let y = 841.89 - 64;

  const text = (value: string, x: number, options: { font?: PDFFont; size?: number; color?: typeof ink; alignRight?: boolean } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const clean = winAnsi(value);
    const at = options.alignRight ? x - font.widthOfTextAtSize(clean, size) : x;
    page.drawText(clean, { x: at, y, font, size, color: options.color ?? ink });
  };
  const rule = () => page.drawLine({ start: { x: left, y: y + 4 }, end: { x: right, y: y + 4 }, thickness: 0.5, color: muted });

  text(JOURNAL_NAME, left, { font: bold, size: 13 });
  text('INVOICE', right, { font: bold, size: 18, alignRight: true });
  y -= 16;
  text(PUBLISHER, left, { color: muted });
  text(invoice.number, right, { font: bold, size: 11, alignRight: true });
  y -= 40;

  text('Billed to', left, { font: bold, size: 9, color: muted });
  text('Issued', 360, { font: bold, size: 9, color: muted });
  text(formatLongDate(invoice.issuedAt), right, { alignRight: true });
  y -= 14;
  text(invoice.billedToName, left);
  text('Due', 360, { font: bold, size: 9, color: muted });
  text(formatLongDate(invoice.dueAt), right, { alignRight: true });
  y -= 14;
  text(invoice.billedToEmail, left, { color: muted });
  text('Status', 360, { font: bold, size: 9, color: muted });
  text(INVOICE_STATE_LABELS[displayStateOf(invoice.state, invoice.dueAt, now)], right, { font: bold, alignRight: true });
  y -= 14;
  if (invoice.billedToAffiliation) text(invoice.billedToAffiliation, left, { color: muted });
  y -= 32;

  text('Article', left, { font: bold, size: 9, color: muted });
  y -= 14;
  for (const line of wrap(`"${invoice.paperTitle}"`, regular, 10, right - left).slice(0, 4)) {
    text(line, left);
    y -= 13;
  }
  text(`${requireArticleType(invoice.articleType).name}, ${FEE_TIER_LABELS[invoice.feeTier]} rate`, left, { color: muted });
  y -= 32;

  text('Description', left, { font: bold, size: 9, color: muted });
  text('Qty', 390, { font: bold, size: 9, color: muted, alignRight: true });
  text('Amount (USD)', right, { font: bold, size: 9, color: muted, alignRight: true });
  y -= 8;
  rule();
  y -= 12;
  for (const line of invoice.lines) {
    text(line.label, left);
    text(String(line.quantity), 390, { alignRight: true });
    text(formatCents(line.amountCents), right, { alignRight: true });
    y -= 16;
  }
  rule();
  y -= 14;
  text('Total', 390, { font: bold, size: 12, alignRight: true });
  text(formatCents(invoice.totalCents), right, { font: bold, size: 12, alignRight: true });
  y -= 40;

  if (invoice.state === 'paid') {
    const method = PAYMENT_METHODS.find((m) => m.id === invoice.paymentMethod)?.name ?? invoice.paymentMethod ?? '';
    text(`Paid on ${invoice.paymentDate ? formatLongDate(new Date(`${invoice.paymentDate}T00:00:00Z`)) : ''} by ${method}, reference ${invoice.paymentReference ?? ''}. Thank you.`, left, { font: bold });
  } else if (invoice.state === 'waived') {
    const kind = FULL_WAIVERS.find((w) => w.id === invoice.waiverKind)?.name;
    text(`Waived in full${kind ? ` (${kind})` : ''}: nothing to pay.`, left, { font: bold });
  } else {
    for (const line of wrap(
      `Please pay within ${PAYMENT_TERMS.dueWithinDays} days of acceptance, by ${formatLongDate(invoice.dueAt)}, quoting ${invoice.number} as the reference. Methods: ${PAYMENT_METHODS.map((m) => `${m.name} (provider fee ${m.feeText}, paid by the payer)`).join('; ')}. Verification takes ${PAYMENT_TERMS.verificationBusinessDays} business days; the article is published once payment is confirmed.`,
      regular,
      10,
      right - left,
    )) {
      text(line, left);
      y -= 13;
    }
  }

  y = 56;
  text(`${JOURNAL_NAME} - open access under CC BY 4.0. No charge is made for submission or review.`, left, { size: 8, color: muted });
  return pdf.save();
}
