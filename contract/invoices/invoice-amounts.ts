import {
  ADDITIONAL_CHARGES,
  FEE_TABLE,
  FEE_TIER_LABELS,
  FULL_WAIVERS,
  type AdditionalCharge,
  type FeeRow,
  type FeeTier,
  type WaiverKind,
} from '../journal/fees';
import { ARTICLE_TYPES, type ArticleTypeId } from '../journal/manuscripts';

/**
 * What an invoice charges (issue 15 "Publication fees"; decisions 0010, 0011, 0048): one pure
 * function from the fee schedule, the paper's article type and rate, the extras the office
 * records and any full waiver. Amounts are whole cents, so a percentage never loses a cent.
 */

/** The prices an invoice is computed from: the fee table and the additional charges, one source (contract/journal/fees.ts). */
export interface FeeSchedule {
  table: readonly FeeRow[];
  charges: readonly AdditionalCharge[];
}

export const FEE_SCHEDULE: FeeSchedule = { table: FEE_TABLE, charges: ADDITIONAL_CHARGES };

/** The extras the office records on an invoice (acting-side.md §9 "Additional charges"). */
export interface InvoiceExtras {
  /** Typeset pages of the accepted article; pages beyond the type's limit are charged. Null: not typeset yet. */
  typesetPages: number | null;
  colourFigures: number;
  rushProcessing: boolean;
  languageEditing: boolean;
  extensiveRevision: boolean;
}

export const NO_EXTRAS: InvoiceExtras = { typesetPages: null, colourFigures: 0, rushProcessing: false, languageEditing: false, extensiveRevision: false };

export interface InvoiceInput {
  articleType: ArticleTypeId;
  tier: FeeTier;
  extras: InvoiceExtras;
  /** A full waiver granted (acting-side.md §9 "Full waivers"), or one the office gives for another reason: the total becomes 0. */
  waiver: WaiverKind | 'office' | null;
}

export const INVOICE_LINE_KINDS = ['publication-fee', 'rate-discount', 'excess-page', 'colour-figure', 'rush-processing', 'language-editing', 'extensive-revision', 'waiver'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

export interface InvoiceLine {
  kind: InvoiceLineKind;
  label: string;
  quantity: number;
  /** Cents; negative for the rate discount and the waiver. */
  unitCents: number;
  amountCents: number;
}

export interface InvoiceAmounts {
  lines: InvoiceLine[];
  /** The standard fee and the extras, before the rate discount and the waiver. */
  subtotalCents: number;
  /** The developing-country or student rate's reduction from the standard fee (0 at the standard rate). */
  discountCents: number;
  /** What a full waiver takes off (0 without one). */
  waivedCents: number;
  totalCents: number;
}

const toCents = (dollars: number) => Math.round(dollars * 100);

function rowOf(schedule: FeeSchedule, type: ArticleTypeId): FeeRow {
  const row = schedule.table.find((r) => r.type === type);
  if (!row) throw new Error(`No fee for article type ${type}`);
  return row;
}

function chargeOf(schedule: FeeSchedule, id: AdditionalCharge['id']): AdditionalCharge {
  const charge = schedule.charges.find((c) => c.id === id);
  if (!charge) throw new Error(`Unknown charge ${id}`);
  return charge;
}

const typeName = (type: ArticleTypeId) => ARTICLE_TYPES.find((t) => t.id === type)?.name ?? type;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The pages beyond the type's limit (0 before typesetting). */
export function excessPages(schedule: FeeSchedule, type: ArticleTypeId, typesetPages: number | null): number {
  if (typesetPages === null) return 0;
  return Math.max(0, Math.ceil(typesetPages) - rowOf(schedule, type).pageLimit);
}

/**
 * The invoice's lines and totals. The fee line is the standard fee of the type; a reduced rate
 * is a discount line, so the invoice shows what the author saves; extras follow; a full waiver
 * takes off everything that remains.
 */
export function computeInvoice(input: InvoiceInput, schedule: FeeSchedule = FEE_SCHEDULE): InvoiceAmounts {
  const row = rowOf(schedule, input.articleType);
  const lines: InvoiceLine[] = [];
  const add = (kind: InvoiceLineKind, label: string, quantity: number, unitCents: number) =>
    lines.push({ kind, label, quantity, unitCents, amountCents: quantity * unitCents });

  add('publication-fee', `${typeName(input.articleType)} publication fee`, 1, toCents(row.standard));
  const discount = toCents(row.standard) - toCents(row[input.tier]);
  if (discount > 0) add('rate-discount', `${FEE_TIER_LABELS[input.tier]} rate`, 1, -discount);

  const pages = excessPages(schedule, input.articleType, input.extras.typesetPages);
  if (pages > 0) add('excess-page', `${plural(pages, 'excess page')} (limit ${row.pageLimit})`, pages, toCents(chargeOf(schedule, 'excess-page').amount));
  const colour = Math.max(0, Math.floor(input.extras.colourFigures));
  if (colour > 0) add('colour-figure', plural(colour, 'colour figure'), colour, toCents(chargeOf(schedule, 'colour-figure').amount));
  if (input.extras.rushProcessing) add('rush-processing', 'Rush processing', 1, toCents(chargeOf(schedule, 'rush-processing').amount));
  if (input.extras.languageEditing) add('language-editing', 'Language editing', 1, toCents(chargeOf(schedule, 'language-editing').amount));
  if (input.extras.extensiveRevision) add('extensive-revision', 'Extensive revision', 1, toCents(chargeOf(schedule, 'extensive-revision').amount));

  const subtotalCents = lines.filter((line) => line.amountCents > 0).reduce((sum, line) => sum + line.amountCents, 0);
  const beforeWaiver = subtotalCents - discount;
  let waivedCents = 0;
  if (input.waiver) {
    const name = FULL_WAIVERS.find((w) => w.id === input.waiver)?.name;
    waivedCents = beforeWaiver;
    add('waiver', name ? `Full waiver: ${name}` : 'Full waiver granted by the editorial office', 1, -beforeWaiver);
  }
  return { lines, subtotalCents, discountCents: discount, waivedCents, totalCents: beforeWaiver - waivedCents };
}

/** '$200.00' from cents: invoices always show cents. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '−' : '';
  return `${sign}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}


/**
 * The schedule an issued invoice is recomputed with (a waiver, the extras the office records):
 * today's schedule, but the publication fee and rate the invoice was issued with, so a change of the
 * fee table (decision 0053) never reprices an invoice the author already has.
 */
export function scheduleOfIssued(schedule: FeeSchedule, invoice: { articleType: ArticleTypeId; tier: FeeTier; lines: readonly InvoiceLine[] }): FeeSchedule {
  const fee = invoice.lines.find((line) => line.kind === 'publication-fee');
  if (!fee) return schedule;
  const discount = -(invoice.lines.find((line) => line.kind === 'rate-discount')?.unitCents ?? 0);
  const standard = fee.unitCents / 100;
  const table = schedule.table.map((row) => (row.type === invoice.articleType ? { ...row, standard, [invoice.tier]: (fee.unitCents - discount) / 100 } : row));
  return { ...schedule, table };
}
