import { z } from 'zod';
import { ARTICLE_TYPE_IDS } from '../journal/manuscripts';
import { ADDITIONAL_CHARGE_IDS, FEE_TIERS, PAYMENT_METHOD_IDS, WAIVER_KINDS } from '../journal/fees';
import { plainText } from '../http/text';
import { INVOICE_LINE_KINDS } from './invoice-amounts';

/**
 * Invoices, payments and waivers (issue 15 "Publication fees"; decision 0048): the calls' shapes
 * and every message, one place for the API, the pages and the mail.
 */

/** Stored states; 'overdue' is an issued invoice past its due date, computed when shown. */
export const INVOICE_STATES = ['issued', 'paid', 'waived'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
export const INVOICE_DISPLAY_STATES = ['issued', 'overdue', 'paid', 'waived'] as const;
export type InvoiceDisplayState = (typeof INVOICE_DISPLAY_STATES)[number];
export const INVOICE_STATE_LABELS: Record<InvoiceDisplayState, string> = { issued: 'Due', overdue: 'Overdue', paid: 'Paid', waived: 'Waived' };

export const WAIVER_REQUEST_STATES = ['pending', 'granted', 'refused'] as const;
export type WaiverRequestState = (typeof WAIVER_REQUEST_STATES)[number];

export { ADDITIONAL_CHARGE_IDS, PAYMENT_METHOD_IDS, WAIVER_KINDS };

export const INVOICE_MESSAGES = {
  /** The workflow policy's refusal of ACCEPTED → PUBLISHED, naming the invoice (contract/papers/workflow). */
  notCleared: (number: string) => `Invoice ${number} for the publication charge of this paper is not yet paid or waived, so the paper cannot be published.`,
  noInvoice: 'No invoice has been issued for the publication charge of this paper yet, so it cannot be published.',
  invoiceNotFound: 'Invoice not found.',
  paperHasNoInvoice: 'This paper has no invoice: one is issued when it is accepted.',
  alreadyPaid: (number: string) => `Invoice ${number} is already paid.`,
  alreadyWaived: (number: string) => `Invoice ${number} is already waived.`,
  paymentRecorded: (number: string) => `Payment of invoice ${number} recorded.`,
  invoiceWaived: (number: string) => `Invoice ${number} waived.`,
  chargesUpdated: (number: string) => `Charges of invoice ${number} updated.`,
  chargesLocked: (number: string) => `Invoice ${number} is settled, so its charges can no longer change.`,
  methodRequired: 'Please choose how the invoice was paid',
  referenceRequired: 'Payment reference is required',
  dateRequired: 'Payment date is required',
  dateInFuture: 'The payment date cannot be in the future',
  reasonRequired: 'Please give the reason for the waiver',
  kindRequired: 'Please choose the kind of waiver',
  waiverRequestSent: 'Your waiver request has been sent to the editorial office. It is decided apart from review, and you will hear from us by e-mail.',
  waiverRequestPending: 'A waiver request for this paper is already waiting for the office’s decision.',
  waiverNotRequestable: 'This paper can no longer have its fee waived.',
  waiverRequestNotFound: 'Waiver request not found.',
  waiverRequestDecided: 'This waiver request has already been decided.',
  waiverGranted: 'Waiver granted.',
  waiverRefused: 'Waiver refused.',
} as const;
const M = INVOICE_MESSAGES;

const isoDateTime = z.string();
/** YYYY-MM-DD. */
export const paymentDateSchema = z.iso.date({ error: M.dateRequired });

export const invoiceLineSchema = z.object({
  kind: z.enum(INVOICE_LINE_KINDS),
  label: z.string(),
  quantity: z.number().int(),
  unitCents: z.number().int(),
  amountCents: z.number().int(),
});

export const invoiceExtrasSchema = z.object({
  typesetPages: z.number().int().min(1).max(500).nullable().default(null),
  colourFigures: z.number().int().min(0).max(100).default(0),
  rushProcessing: z.boolean().default(false),
  languageEditing: z.boolean().default(false),
  extensiveRevision: z.boolean().default(false),
});
export type InvoiceExtrasInput = z.input<typeof invoiceExtrasSchema>;

export const paymentSchema = z.object({
  method: z.enum(PAYMENT_METHOD_IDS),
  reference: z.string(),
  date: z.string(),
  recordedAt: isoDateTime,
});

export const waiverSchema = z.object({
  kind: z.enum(WAIVER_KINDS).nullable(),
  reason: z.string(),
  waivedAt: isoDateTime,
});

/** GET /api/papers/{id}/invoice (the authors and the office), and the office's calls' answers. */
export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  paperId: z.number().int().nullable(),
  paperTitle: z.string(),
  billedTo: z.object({ name: z.string(), email: z.string(), affiliation: z.string().nullable() }),
  articleType: z.enum(ARTICLE_TYPE_IDS),
  feeTier: z.enum(FEE_TIERS),
  lines: z.array(invoiceLineSchema),
  extras: invoiceExtrasSchema,
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  waivedCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.literal('USD'),
  state: z.enum(INVOICE_DISPLAY_STATES),
  issuedAt: isoDateTime,
  dueAt: isoDateTime,
  payment: paymentSchema.nullable(),
  waiver: waiverSchema.nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const waiverRequestSchema = z.object({
  id: z.number().int(),
  paperId: z.number().int(),
  kind: z.enum(WAIVER_KINDS),
  reason: z.string(),
  state: z.enum(WAIVER_REQUEST_STATES),
  requestedAt: isoDateTime,
  decidedAt: isoDateTime.nullable(),
  decisionNote: z.string().nullable(),
});
export type WaiverRequest = z.infer<typeof waiverRequestSchema>;

/** What the author's dashboard and paper page show: the invoice (or none yet) and their waiver requests. */
export const paperFeesSchema = z.object({
  invoice: invoiceSchema.nullable(),
  waiverRequests: z.array(waiverRequestSchema),
});
export type PaperFees = z.infer<typeof paperFeesSchema>;

const requiredLine = (message: string, max: number) => plainText({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

/** POST /api/admin/invoices/{id}/payments. */
export const recordPaymentSchema = z.object({
  method: z.enum(PAYMENT_METHOD_IDS, { error: M.methodRequired }),
  reference: requiredLine(M.referenceRequired, 200),
  date: paymentDateSchema,
});
export type RecordPayment = z.infer<typeof recordPaymentSchema>;

/** POST /api/admin/invoices/{id}/waive. */
export const waiveInvoiceSchema = z.object({
  reason: requiredLine(M.reasonRequired, 2000),
  kind: z.enum(WAIVER_KINDS).optional(),
});
export type WaiveInvoice = z.infer<typeof waiveInvoiceSchema>;

/** PUT /api/admin/invoices/{id}/charges: the extras the office records (acting-side.md §9). */
export const updateChargesSchema = invoiceExtrasSchema;
export type UpdateCharges = z.output<typeof updateChargesSchema>;

/** POST /api/papers/{id}/waiver-requests. */
export const waiverRequestInputSchema = z.object({
  kind: z.enum(WAIVER_KINDS, { error: M.kindRequired }),
  reason: requiredLine(M.reasonRequired, 2000),
});
export type WaiverRequestInput = z.infer<typeof waiverRequestInputSchema>;

/** POST /api/admin/waiver-requests/{id}/grant and /refuse. */
export const waiverDecisionSchema = z.object({ note: z.preprocess((v) => (v === '' ? undefined : v), plainText().trim().max(2000).optional()) });
export type WaiverDecision = z.infer<typeof waiverDecisionSchema>;

export const invoiceActionResultSchema = z.object({ invoice: invoiceSchema, message: z.string() });
export const waiverRequestResultSchema = z.object({ waiverRequest: waiverRequestSchema, invoice: invoiceSchema.nullable(), message: z.string() });

/** GET /api/admin/invoices/report: by state, and due, paid and waived per month. */
export const invoiceReportSchema = z.object({
  byState: z.array(z.object({ state: z.enum(INVOICE_DISPLAY_STATES), count: z.number().int(), totalCents: z.number().int() })),
  months: z.array(
    z.object({
      month: z.string(),
      issuedCount: z.number().int(),
      dueCents: z.number().int(),
      paidCents: z.number().int(),
      waivedCents: z.number().int(),
    }),
  ),
  pendingWaiverRequests: z.number().int(),
});
export type InvoiceReport = z.infer<typeof invoiceReportSchema>;

/** GET /api/admin/invoices: the office's list. */
export const invoiceListQuerySchema = z.object({
  state: z.preprocess((v) => (v === '' ? undefined : v), z.enum(INVOICE_DISPLAY_STATES).optional()),
});
export const invoiceListSchema = z.object({
  invoices: z.array(invoiceSchema),
  waiverRequests: z.array(waiverRequestSchema.extend({ paperTitle: z.string() })),
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;

/** 'INV-2026-0001'. */
export const invoiceNumber = (year: number, sequence: number) => `INV-${year}-${String(sequence).padStart(4, '0')}`;

/** An issued invoice past its due date is overdue. */
export function displayStateOf(state: InvoiceState, dueAt: Date, now: Date): InvoiceDisplayState {
  return state === 'issued' && dueAt.getTime() < now.getTime() ? 'overdue' : state;
}

export const isCleared = (state: InvoiceState | null) => state === 'paid' || state === 'waived';

/** GET /api/papers/my-fees: the author dashboard's Publication Fees card, one entry per open or invoiced paper. */
export const myPaperFeesSchema = z.object({
  paperId: z.number().int(),
  paperTitle: z.string(),
  invoice: invoiceSchema.nullable(),
  waiverRequests: z.array(waiverRequestSchema),
  /** An author of a paper not yet settled, published, rejected or withdrawn, with no request waiting. */
  canRequestWaiver: z.boolean(),
});
export type MyPaperFees = z.infer<typeof myPaperFeesSchema>;
export const myFeesSchema = z.array(myPaperFeesSchema);

/** The kinds of full waiver (acting-side.md §9), for the request form. */
export const WAIVER_KIND_LABELS: Record<(typeof WAIVER_KINDS)[number], string> = {
  'least-developed-countries': 'Least developed countries',
  'invited-articles': 'Invited articles',
  'financial-hardship': 'Financial hardship',
  'institutional-partners': 'Institutional partners',
  'special-issues': 'Special issues',
};
