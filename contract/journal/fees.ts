import { EXPEDITED_REVIEW_DURATION, STANDARD_REVIEW_DURATION } from './review';
import { ARTICLE_TYPE_IDS, requireArticleType, type ArticleTypeId } from './manuscripts';

/**
 * The fee schedule (acting-side.md §9), one place for every fee page, the guide and FAQ.
 * docs/decisions/0010-fee-table.md: the per-type table is the price list and every discount
 * shown is computed from it. docs/decisions/0011-fee-on-acceptance.md: nothing is charged on
 * submission; the invoice follows acceptance. Amounts are whole US dollars unless noted.
 */
export const FEE_CURRENCY = 'USD';

export const FEE_TIERS = ['standard', 'developing', 'students'] as const;
export type FeeTier = (typeof FEE_TIERS)[number];

export const FEE_TIER_LABELS: Record<FeeTier, string> = {
  standard: 'Standard',
  developing: 'Developing countries',
  students: 'Students',
};

export const FEE_TIER_ELIGIBILITY: Record<FeeTier, string> = {
  standard: 'All authors not eligible for a reduced rate or waiver.',
  developing: 'The corresponding author is based in a low- or middle-income country on the World Bank list at the time of submission.',
  students: 'The first and corresponding author is a registered student (proof of enrolment required); the supervisor may be a co-author.',
};

export interface FeeRow {
  type: ArticleTypeId;
  standard: number;
  developing: number;
  students: number;
  /** Typeset pages included; each page beyond costs EXCESS_PAGE_CHARGE. */
  pageLimit: number;
}

export const FEE_TABLE: readonly FeeRow[] = [
  { type: 'original-research', standard: 200, developing: 150, students: 100, pageLimit: 15 },
  { type: 'review', standard: 250, developing: 200, students: 125, pageLimit: 20 },
  { type: 'short-communication', standard: 150, developing: 100, students: 75, pageLimit: 8 },
  { type: 'case-study', standard: 175, developing: 125, students: 90, pageLimit: 12 },
  { type: 'technical-note', standard: 125, developing: 90, students: 65, pageLimit: 6 },
];

export function requireFeeRow(type: ArticleTypeId): FeeRow {
  const row = FEE_TABLE.find((r) => r.type === type);
  if (!row) throw new Error(`No fee for article type ${type}`);
  return row;
}

export function articleFee(type: ArticleTypeId, tier: FeeTier): number {
  return requireFeeRow(type)[tier];
}

/** How much below the standard fee a tier is, in whole percent (0 for standard). */
export function tierDiscountPercent(type: ArticleTypeId, tier: FeeTier): number {
  const row = requireFeeRow(type);
  return Math.round(((row.standard - row[tier]) / row.standard) * 100);
}

/** The smallest and largest discount of a tier across all article types. */
export function tierDiscountRange(tier: FeeTier): { min: number; max: number } {
  const values = ARTICLE_TYPE_IDS.map((type) => tierDiscountPercent(type, tier));
  return { min: Math.min(...values), max: Math.max(...values) };
}

/** '20-33%' or '50%' when the range is a single value. */
export function discountRangeText(tier: FeeTier): string {
  const { min, max } = tierDiscountRange(tier);
  return min === max ? `${min}%` : `${min}-${max}%`;
}

/** The headline (Original Research) fee, quoted by the guide, FAQ and about pages. */
export const HEADLINE_FEE = FEE_TABLE[0]!;

export const EXCESS_PAGE_CHARGE = 25;

export const ADDITIONAL_CHARGE_IDS = ['excess-page', 'colour-figure', 'rush-processing', 'language-editing', 'extensive-revision'] as const;

export interface AdditionalCharge {
  id: (typeof ADDITIONAL_CHARGE_IDS)[number];
  service: string;
  amount: number;
  unit: string;
  description: string;
}

export const ADDITIONAL_CHARGES: readonly AdditionalCharge[] = [
  { id: 'excess-page', service: 'Excess pages', amount: EXCESS_PAGE_CHARGE, unit: 'per page', description: 'Each typeset page beyond the page limit of the article type.' },
  { id: 'colour-figure', service: 'Colour figures', amount: 50, unit: 'per figure', description: 'Each figure published in colour.' },
  { id: 'rush-processing', service: 'Rush processing', amount: 100, unit: 'per manuscript', description: `Expedited handling on request: a first decision in ${EXPEDITED_REVIEW_DURATION} instead of ${STANDARD_REVIEW_DURATION}, subject to reviewer availability. Peer review itself is never shortened.` },
  { id: 'language-editing', service: 'Language editing', amount: 150, unit: 'per manuscript', description: 'Professional English editing, on request or when reviewers find the language prevents evaluation.' },
  { id: 'extensive-revision', service: 'Extensive revision', amount: 75, unit: 'per manuscript', description: 'Additional editorial handling when a manuscript needs extensive revision beyond the usual rounds.' },
];

export function requireAdditionalCharge(id: AdditionalCharge['id']): AdditionalCharge {
  const charge = ADDITIONAL_CHARGES.find((c) => c.id === id);
  if (!charge) throw new Error(`Unknown charge ${id}`);
  return charge;
}

export interface ChargeEstimateInput {
  type: ArticleTypeId;
  tier: FeeTier;
  /** Typeset pages of the accepted article. */
  pages: number;
  colourFigures?: number;
  rushProcessing?: boolean;
  languageEditing?: boolean;
  extensiveRevision?: boolean;
}

export interface ChargeLine {
  label: string;
  amount: number;
}

/** An itemised estimate of what an accepted article costs, before any waiver; from the journal's fee table and charges when given (decision 0053). */
export function estimateCharges(
  input: ChargeEstimateInput,
  schedule: { table: readonly FeeRow[]; charges: readonly AdditionalCharge[] } = { table: FEE_TABLE, charges: ADDITIONAL_CHARGES },
): { lines: ChargeLine[]; total: number } {
  const type = requireArticleType(input.type);
  const row = schedule.table.find((r) => r.type === input.type) ?? requireFeeRow(input.type);
  const amountOf = (id: AdditionalCharge['id']) => (schedule.charges.find((c) => c.id === id) ?? requireAdditionalCharge(id)).amount;
  const lines: ChargeLine[] = [{ label: `${type.name} publication fee (${FEE_TIER_LABELS[input.tier]})`, amount: row[input.tier] }];
  const extraPages = Math.max(0, Math.ceil(input.pages) - row.pageLimit);
  if (extraPages > 0) lines.push({ label: `${extraPages} excess page${extraPages === 1 ? '' : 's'}`, amount: extraPages * amountOf('excess-page') });
  const colour = Math.max(0, Math.floor(input.colourFigures ?? 0));
  if (colour > 0) lines.push({ label: `${colour} colour figure${colour === 1 ? '' : 's'}`, amount: colour * amountOf('colour-figure') });
  if (input.rushProcessing) lines.push({ label: 'Rush processing', amount: amountOf('rush-processing') });
  if (input.languageEditing) lines.push({ label: 'Language editing', amount: amountOf('language-editing') });
  if (input.extensiveRevision) lines.push({ label: 'Extensive revision', amount: amountOf('extensive-revision') });
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}

export const WAIVER_KINDS = ['least-developed-countries', 'invited-articles', 'financial-hardship', 'institutional-partners', 'special-issues'] as const;
export type WaiverKind = (typeof WAIVER_KINDS)[number];

export interface WaiverCategory {
  id: WaiverKind;
  name: string;
  description: string;
}

/** Full waivers (acting-side.md §9); requests are decided before review and never seen by reviewers. */
export const FULL_WAIVERS: readonly WaiverCategory[] = [
  { id: 'least-developed-countries', name: 'Least developed countries', description: 'All authors are based in a country on the United Nations list of least developed countries.' },
  { id: 'invited-articles', name: 'Invited articles', description: 'Reviews and commentaries written at the invitation of the Editor-in-Chief.' },
  { id: 'financial-hardship', name: 'Financial hardship', description: 'Authors without funding who show that the fee would prevent publication; decided case by case.' },
  { id: 'institutional-partners', name: 'Institutional partners', description: 'Authors from institutions with a partnership agreement with the journal.' },
  { id: 'special-issues', name: 'Special issues', description: 'Articles accepted for a special issue whose publication costs are covered by its sponsors.' },
];

/** Payment terms (acting-side.md §4, §9), under docs/decisions/0011-fee-on-acceptance.md. */
export const PAYMENT_TERMS = {
  invoiceWithinHours: 24,
  dueWithinDays: 30,
  verificationBusinessDays: '1-3',
} as const;

/** Institutional accounts (acting-side.md §9). */
export const INSTITUTIONAL_ACCOUNTS = {
  discountMinPercent: 5,
  discountMaxPercent: 20,
  minArticlesPerYear: 10,
} as const;

export const PAYMENT_METHOD_IDS = ['paypal', 'card', 'bank-transfer', 'mobile-money'] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

export interface PaymentMethod {
  id: PaymentMethodId;
  name: string;
  description: string;
  /** Provider fee as charged by the provider (acting-side.md §9). */
  feeText: string;
  percentMin: number;
  percentMax: number;
  fixedMin: number;
  fixedMax: number;
}

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { id: 'paypal', name: 'PayPal', description: 'Pay from a PayPal balance or any card through PayPal, using the link on the invoice.', feeText: '2.9% + $0.30', percentMin: 2.9, percentMax: 2.9, fixedMin: 0.3, fixedMax: 0.3 },
  { id: 'card', name: 'Credit or debit card', description: 'Visa or Mastercard through the secure payment page linked from the invoice.', feeText: '2.5%', percentMin: 2.5, percentMax: 2.5, fixedMin: 0, fixedMax: 0 },
  { id: 'bank-transfer', name: 'Bank transfer', description: 'International or domestic transfer to the faculty account given on the invoice; quote the invoice number as reference.', feeText: '$15-25', percentMin: 0, percentMax: 0, fixedMin: 15, fixedMax: 25 },
  { id: 'mobile-money', name: 'Mobile money', description: 'Payment from a mobile money wallet to the number given on the invoice.', feeText: '1-2%', percentMin: 1, percentMax: 2, fixedMin: 0, fixedMax: 0 },
];

const cents = (value: number) => Math.round(value * 100) / 100;

/** The provider's fee on an amount, as a range in dollars (equal ends for fixed-rate methods). */
export function providerFee(method: PaymentMethodId, amount: number): { min: number; max: number } {
  const m = PAYMENT_METHODS.find((p) => p.id === method);
  if (!m) throw new Error(`Unknown payment method ${method}`);
  return { min: cents((amount * m.percentMin) / 100 + m.fixedMin), max: cents((amount * m.percentMax) / 100 + m.fixedMax) };
}

export interface CostShare {
  area: string;
  percent: number;
  description: string;
}

/** Where the fee goes (acting-side.md §9; docs/decisions/0015-cost-split.md). */
export const COST_SPLIT: readonly CostShare[] = [
  { area: 'Editorial', percent: 40, description: 'Editorial office, screening, copy-editing and author support.' },
  { area: 'Peer review', percent: 30, description: 'Managing review, reviewer recognition and the review system.' },
  { area: 'Technical', percent: 20, description: 'Website, manuscript system, DOI registration, indexing and long-term archiving.' },
  { area: 'Production', percent: 10, description: 'Typesetting, proofs, PDF and XML production.' },
];

/** '$200', '$6.10'. */
/** Made once: toLocaleString with options builds a new Intl.NumberFormat at every call. */
const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const DOLLARS_AND_CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatUsd(amount: number): string {
  return `$${(Number.isInteger(amount) ? WHOLE_DOLLARS : DOLLARS_AND_CENTS).format(amount)}`;
}
