import { computeInvoice, NO_EXTRAS, scheduleOfIssued, type InvoiceExtras } from '../../contract/invoices/invoice-amounts';
import {
  displayStateOf,
  INVOICE_MESSAGES as M,
  invoiceNumber,
  INVOICE_DISPLAY_STATES,
  type Invoice,
  type InvoiceList,
  type InvoiceReport,
  type MyPaperFees,
  type RecordPayment,
  type UpdateCharges,
  type WaiveInvoice,
  type WaiverDecision,
  type WaiverRequest,
  type WaiverRequestInput,
} from '../../contract/invoices/invoice.schema';
import { PAYMENT_TERMS } from '../../contract/journal/fees';
import type { Db } from '../../db/client';
import { requireActor, type Ctx } from '../context';
import { getFeeSchedule } from '../settings/journal-settings.service';
import { AppError } from '../errors';
import { listPapersOfAuthor } from '../papers/submission.repo';
import { requireVisiblePaper, viewerOf, type PaperState } from '../workflow/paper-workflow';
import { queueInvoiceIssued, queueInvoiceWaived, queuePaymentReceived, queueWaiverDecision } from './invoice-mail';
import { renderInvoicePdf } from './invoice-pdf';
import {
  countPendingWaiverRequests,
  listInvoicesOfPapers,
  listWaiverRequestsOfPapers,
  listInvoiceFigures,
  findGrantedWaiver,
  findInvoice,
  findInvoiceOfPaper,
  findPaperForInvoice,
  findWaiverRequest,
  insertInvoice,
  insertWaiverRequest,
  listAcceptedPapersWithoutInvoice,
  claimPaperForInvoiceBackfill,
  listInvoices,
  listWaiverRequests,
  listWaiverRequestsOfPaper,
  takeInvoiceSequence,
  updateInvoice,
  updateWaiverRequest,
  type InvoiceRow,
  type WaiverRequestRow,
} from './invoices.repo';

/**
 * Publication fees (issue 15; decisions 0010, 0011, 0048): the invoice issued on acceptance, the
 * office's payments, waivers and charges, and the authors' waiver requests. Waivers are decided
 * by the office apart from review: reviewers and editors never see them.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export function invoiceDto(row: InvoiceRow, now: Date): Invoice {
  return {
    id: row.id,
    number: row.number,
    paperId: row.paperId,
    paperTitle: row.paperTitle,
    billedTo: { name: row.billedToName, email: row.billedToEmail, affiliation: row.billedToAffiliation },
    articleType: row.articleType,
    feeTier: row.feeTier,
    lines: row.lines,
    extras: row.extras,
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    waivedCents: row.waivedCents,
    totalCents: row.totalCents,
    currency: 'USD',
    state: displayStateOf(row.state, row.dueAt, now),
    issuedAt: row.issuedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    payment:
      row.state === 'paid' && row.paymentMethod && row.paymentDate
        ? { method: row.paymentMethod, reference: row.paymentReference ?? '', date: row.paymentDate, recordedAt: (row.paymentRecordedAt ?? row.issuedAt).toISOString() }
        : null,
    waiver: row.state === 'waived' ? { kind: row.waiverKind, reason: row.waiverReason ?? '', waivedAt: (row.waivedAt ?? row.issuedAt).toISOString() } : null,
  };
}

export function waiverRequestDto(row: WaiverRequestRow): WaiverRequest {
  return {
    id: row.id,
    paperId: row.paperId,
    kind: row.kind,
    reason: row.reason,
    state: row.state,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
  };
}

/**
 * The invoice of a paper just accepted, in the acceptance's transaction (decision 0048): numbered
 * INV-{year}-{sequence}, the paper's type and claimed rate, no extras yet, a granted waiver
 * applied, due in 30 days. A paper that already has one (accepted again after an appeal) keeps it.
 */
export async function issueInvoiceOnAcceptance(ctx: Ctx, tx: Db, paperId: number, now: Date): Promise<InvoiceRow> {
  const existing = await findInvoiceOfPaper(tx, paperId);
  if (existing) return existing;
  const paper = await findPaperForInvoice(tx, paperId);
  if (!paper) throw new AppError('NOT_FOUND', M.invoiceNotFound);
  const granted = await findGrantedWaiver(tx, paperId);
  // The journal's fee table as it stands today (decision 0053).
  const schedule = await getFeeSchedule({ db: tx });
  const amounts = computeInvoice({ articleType: paper.articleType, tier: paper.feeTier, extras: NO_EXTRAS, waiver: granted?.kind ?? null }, schedule);
  const primary = paper.authors.find((a) => a.isPrimaryContact) ?? paper.authors[0];
  const billedTo =
    paper.submitterEmail !== null
      ? { name: `${paper.submitterFirstName} ${paper.submitterLastName}`.trim(), email: paper.submitterEmail, affiliation: paper.submitterInstitution }
      : { name: primary?.name ?? 'The authors', email: primary?.email ?? '', affiliation: primary?.affiliation ?? null };
  const year = now.getUTCFullYear();
  const sequence = await takeInvoiceSequence(tx, year);
  const invoice = await insertInvoice(tx, {
    number: invoiceNumber(year, sequence),
    year,
    sequence,
    paperId,
    paperTitle: paper.title,
    billedToName: billedTo.name,
    billedToEmail: billedTo.email,
    billedToAffiliation: billedTo.affiliation,
    articleType: paper.articleType,
    feeTier: paper.feeTier,
    extras: NO_EXTRAS,
    ...amounts,
    state: granted ? 'waived' : 'issued',
    issuedAt: now,
    dueAt: new Date(now.getTime() + PAYMENT_TERMS.dueWithinDays * DAY_MS),
    ...(granted ? { waiverKind: granted.kind, waiverReason: granted.reason, waivedAt: now, waivedById: granted.decidedById } : {}),
  });
  if (invoice.billedToEmail) await (invoice.state === 'waived' ? queueInvoiceWaived(ctx, tx, invoice) : queueInvoiceIssued(ctx, tx, invoice));
  return invoice;
}

/**
 * Papers accepted before invoices existed get theirs at start-up, as their acceptance would
 * have issued it (decision 0048): until then they cannot be published. Returns how many.
 */
export async function issueMissingInvoices(ctx: Ctx): Promise<number> {
  const ids = await listAcceptedPapersWithoutInvoice(ctx.db);
  let issued = 0;
  // Several instances may start at once (decision 0064): each paper is claimed with SKIP LOCKED,
  // and issueInvoiceOnAcceptance finds an invoice another instance issued meanwhile.
  for (const id of ids) {
    await ctx.db.transaction(async (tx) => {
      if (!(await claimPaperForInvoiceBackfill(tx, id))) return;
      if (!(await findInvoiceOfPaper(tx, id))) issued += 1;
      await issueInvoiceOnAcceptance(ctx, tx, id, ctx.clock());
    });
  }
  return issued;
}

/** The authors (the owner and listed co-authors) and the office; for anyone else there is nothing here. */
function requireFeeViewer(state: PaperState): void {
  const r = state.relations;
  if (!(r.has('owner') || r.has('coAuthor') || r.has('admin'))) throw new AppError('NOT_FOUND', M.invoiceNotFound);
}

/** GET /api/papers/{id}/invoice. */
export async function getPaperInvoice(ctx: Ctx, paperId: number): Promise<Invoice> {
  const actor = requireActor(ctx);
  const state = await requireVisiblePaper(ctx.db, paperId, actor, { lock: false });
  requireFeeViewer(state);
  const row = await findInvoiceOfPaper(ctx.db, paperId);
  if (!row) throw new AppError('NOT_FOUND', M.paperHasNoInvoice);
  return invoiceDto(row, ctx.clock());
}

/** GET /api/papers/{id}/waiver-requests: the authors' own requests and their outcome. */
export async function listPaperWaiverRequests(ctx: Ctx, paperId: number): Promise<WaiverRequest[]> {
  const actor = requireActor(ctx);
  const state = await requireVisiblePaper(ctx.db, paperId, actor, { lock: false });
  requireFeeViewer(state);
  return (await listWaiverRequestsOfPaper(ctx.db, paperId)).map(waiverRequestDto);
}

async function lockInvoice(tx: Db, id: number): Promise<InvoiceRow> {
  const row = await findInvoice(tx, id, { lock: true });
  if (!row) throw new AppError('NOT_FOUND', M.invoiceNotFound);
  return row;
}

function requireOpen(row: InvoiceRow): void {
  if (row.state === 'paid') throw new AppError('CONFLICT', M.alreadyPaid(row.number));
  if (row.state === 'waived') throw new AppError('CONFLICT', M.alreadyWaived(row.number));
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** POST /api/admin/invoices/{id}/payments {method, reference, date}. */
export async function recordPayment(ctx: Ctx, invoiceId: number, input: RecordPayment): Promise<{ invoice: Invoice; message: string }> {
  const actor = requireActor(ctx);
  const now = ctx.clock();
  if (input.date > isoDay(now)) throw new AppError('BAD_INPUT', M.dateInFuture, { date: [M.dateInFuture] });
  return ctx.db.transaction(async (tx) => {
    const row = await lockInvoice(tx, invoiceId);
    requireOpen(row);
    const paid = await updateInvoice(tx, row.id, {
      state: 'paid',
      paymentMethod: input.method,
      paymentReference: input.reference,
      paymentDate: input.date,
      paymentRecordedAt: now,
      paymentRecordedById: actor.id,
    });
    await queuePaymentReceived(ctx, tx, paid);
    return { invoice: invoiceDto(paid, now), message: M.paymentRecorded(paid.number) };
  });
}

/** The invoice waived in full: the amounts recomputed with the waiver line, the author told there is nothing to pay. */
async function waive(ctx: Ctx, tx: Db, row: InvoiceRow, waiver: { kind: WaiverRequestRow['kind'] | null; reason: string; byId: number }, now: Date): Promise<InvoiceRow> {
  requireOpen(row);
  const schedule = scheduleOfIssued(await getFeeSchedule({ db: tx }), { articleType: row.articleType, tier: row.feeTier, lines: row.lines });
  const amounts = computeInvoice({ articleType: row.articleType, tier: row.feeTier, extras: row.extras, waiver: waiver.kind ?? 'office' }, schedule);
  const waived = await updateInvoice(tx, row.id, { ...amounts, state: 'waived', waiverKind: waiver.kind, waiverReason: waiver.reason, waivedAt: now, waivedById: waiver.byId });
  await queueInvoiceWaived(ctx, tx, waived);
  return waived;
}

/** POST /api/admin/invoices/{id}/waive {reason}. */
export async function waiveInvoice(ctx: Ctx, invoiceId: number, input: WaiveInvoice): Promise<{ invoice: Invoice; message: string }> {
  const actor = requireActor(ctx);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const row = await lockInvoice(tx, invoiceId);
    const waived = await waive(ctx, tx, row, { kind: input.kind ?? null, reason: input.reason, byId: actor.id }, now);
    return { invoice: invoiceDto(waived, now), message: M.invoiceWaived(waived.number) };
  });
}

/** PUT /api/admin/invoices/{id}/charges: the extras the office records while the invoice is open. */
export async function updateCharges(ctx: Ctx, invoiceId: number, extras: UpdateCharges): Promise<{ invoice: Invoice; message: string }> {
  requireActor(ctx);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const row = await lockInvoice(tx, invoiceId);
    if (row.state !== 'issued') throw new AppError('CONFLICT', M.chargesLocked(row.number));
    const next: InvoiceExtras = extras;
    const schedule = scheduleOfIssued(await getFeeSchedule({ db: tx }), { articleType: row.articleType, tier: row.feeTier, lines: row.lines });
    const amounts = computeInvoice({ articleType: row.articleType, tier: row.feeTier, extras: next, waiver: null }, schedule);
    const updated = await updateInvoice(tx, row.id, { ...amounts, extras: next });
    // The author receives the corrected invoice: still a payment request, the invoice being open.
    await queueInvoiceIssued(ctx, tx, updated);
    return { invoice: invoiceDto(updated, now), message: M.chargesUpdated(updated.number) };
  });
}

const CLOSED_FOR_WAIVERS = new Set(['REJECTED', 'WITHDRAWN', 'PUBLISHED']);

/** POST /api/papers/{id}/waiver-requests {kind, reason}: the authors, at submission or later. */
export async function requestWaiver(ctx: Ctx, paperId: number, input: WaiverRequestInput): Promise<WaiverRequest> {
  const actor = requireActor(ctx);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const state = await requireVisiblePaper(tx, paperId, actor, { lock: true });
    if (!(state.relations.has('owner') || state.relations.has('coAuthor'))) throw new AppError('NOT_FOUND', M.invoiceNotFound);
    if (CLOSED_FOR_WAIVERS.has(state.paper.status)) throw new AppError('CONFLICT', M.waiverNotRequestable);
    const invoice = await findInvoiceOfPaper(tx, paperId);
    if (invoice && invoice.state !== 'issued') throw new AppError('CONFLICT', M.waiverNotRequestable);
    const requests = await listWaiverRequestsOfPaper(tx, paperId);
    if (requests.some((r) => r.state === 'pending')) throw new AppError('CONFLICT', M.waiverRequestPending);
    if (requests.some((r) => r.state === 'granted')) throw new AppError('CONFLICT', M.waiverNotRequestable);
    const row = await insertWaiverRequest(tx, { paperId, kind: input.kind, reason: input.reason, requestedById: actor.id, requestedAt: now });
    return waiverRequestDto(row);
  });
}

async function decideWaiver(ctx: Ctx, requestId: number, outcome: 'granted' | 'refused', input: WaiverDecision) {
  const actor = requireActor(ctx);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const request = await findWaiverRequest(tx, requestId, { lock: true });
    if (!request) throw new AppError('NOT_FOUND', M.waiverRequestNotFound);
    if (request.state !== 'pending') throw new AppError('CONFLICT', M.waiverRequestDecided);
    let invoice = await findInvoiceOfPaper(tx, request.paperId);
    if (outcome === 'granted' && invoice) {
      const locked = await lockInvoice(tx, invoice.id);
      invoice = await waive(ctx, tx, locked, { kind: request.kind, reason: request.reason, byId: actor.id }, now);
    }
    const decided = await updateWaiverRequest(tx, request.id, { state: outcome, decidedById: actor.id, decidedAt: now, decisionNote: input.note ?? null });
    const paper = await findPaperForInvoice(tx, request.paperId);
    // Without an invoice yet, the author hears the outcome now; with one, a grant's waived invoice says it.
    if (paper?.submitterEmail && !(outcome === 'granted' && invoice)) {
      await queueWaiverDecision(ctx, tx, { name: `${paper.submitterFirstName} ${paper.submitterLastName}`, email: paper.submitterEmail }, decided, paper.title);
    }
    return { waiverRequest: waiverRequestDto(decided), invoice: invoice ? invoiceDto(invoice, now) : null, message: outcome === 'granted' ? M.waiverGranted : M.waiverRefused };
  });
}

/** POST /api/admin/waiver-requests/{id}/grant. */
export const grantWaiver = (ctx: Ctx, requestId: number, input: WaiverDecision) => decideWaiver(ctx, requestId, 'granted', input);
/** POST /api/admin/waiver-requests/{id}/refuse. */
export const refuseWaiver = (ctx: Ctx, requestId: number, input: WaiverDecision) => decideWaiver(ctx, requestId, 'refused', input);

/** GET /api/admin/invoices: every invoice and waiver request, newest first, pending requests on top. */
export async function listInvoicesForOffice(ctx: Ctx): Promise<InvoiceList> {
  requireActor(ctx);
  const now = ctx.clock();
  const [rows, requests] = await Promise.all([listInvoices(ctx.db), listWaiverRequests(ctx.db)]);
  return {
    invoices: rows.map((row) => invoiceDto(row, now)),
    waiverRequests: requests.map(({ request, paperTitle }) => ({ ...waiverRequestDto(request), paperTitle })),
  };
}

/** The invoice row for the PDF, under the same rule as GET /api/papers/{id}/invoice. */
export async function requirePaperInvoiceRow(ctx: Ctx, paperId: number): Promise<InvoiceRow> {
  const actor = requireActor(ctx);
  const state = await requireVisiblePaper(ctx.db, paperId, actor, { lock: false });
  requireFeeViewer(state);
  const row = await findInvoiceOfPaper(ctx.db, paperId);
  if (!row) throw new AppError('NOT_FOUND', M.paperHasNoInvoice);
  return row;
}

/** GET /api/papers/{id}/invoice.pdf: the one-page invoice, for the same readers as the JSON. */
export async function getPaperInvoicePdf(ctx: Ctx, paperId: number): Promise<{ bytes: Uint8Array; fileName: string }> {
  const row = await requirePaperInvoiceRow(ctx, paperId);
  return { bytes: await renderInvoicePdf(row, ctx.clock()), fileName: `${row.number}.pdf` };
}

const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/**
 * GET /api/admin/invoices/report: invoices by state (overdue apart), and per month the invoices
 * issued, the amount issued and still due, the amount paid (by payment date) and waived.
 */
export async function getInvoiceReport(ctx: Ctx): Promise<InvoiceReport> {
  requireActor(ctx);
  const now = ctx.clock();
  const [figures, pending] = await Promise.all([listInvoiceFigures(ctx.db), countPendingWaiverRequests(ctx.db)]);
  const byState = INVOICE_DISPLAY_STATES.map((state) => ({ state, count: 0, totalCents: 0 }));
  const months = new Map<string, InvoiceReport['months'][number]>();
  const month = (key: string) => {
    let row = months.get(key);
    if (!row) months.set(key, (row = { month: key, issuedCount: 0, dueCents: 0, paidCents: 0, waivedCents: 0 }));
    return row;
  };
  for (const f of figures) {
    const display = displayStateOf(f.state, f.dueAt, now);
    const entry = byState.find((s) => s.state === display)!;
    entry.count += 1;
    entry.totalCents += display === 'waived' ? f.waivedCents : f.totalCents;
    const issued = month(monthOf(f.issuedAt));
    issued.issuedCount += 1;
    if (f.state === 'issued') issued.dueCents += f.totalCents;
    if (f.state === 'paid' && f.paymentDate) month(f.paymentDate.slice(0, 7)).paidCents += f.totalCents;
    if (f.state === 'waived' && f.waivedAt) month(monthOf(f.waivedAt)).waivedCents += f.waivedCents;
  }
  return { byState, months: [...months.values()].sort((a, b) => a.month.localeCompare(b.month)), pendingWaiverRequests: pending };
}

/**
 * GET /api/papers/my-fees: the viewer's papers that have an invoice or can still ask for a waiver,
 * with their invoice and requests (the author dashboard's card; issue 15).
 */
export async function listMyFees(ctx: Ctx): Promise<MyPaperFees[]> {
  const actor = requireActor(ctx);
  const now = ctx.clock();
  const papers = await listPapersOfAuthor(ctx.db, viewerOf(actor)!);
  const ids = papers.map((p) => p.id);
  const [invoices, requests] = await Promise.all([listInvoicesOfPapers(ctx.db, ids), listWaiverRequestsOfPapers(ctx.db, ids)]);
  return papers
    .map((paper) => {
      const invoice = invoices.find((i) => i.paperId === paper.id) ?? null;
      const mine = requests.filter((r) => r.paperId === paper.id);
      const canRequestWaiver =
        !CLOSED_FOR_WAIVERS.has(paper.status) && (!invoice || invoice.state === 'issued') && !mine.some((r) => r.state === 'pending' || r.state === 'granted');
      return { paperId: paper.id, paperTitle: paper.title, invoice: invoice ? invoiceDto(invoice, now) : null, waiverRequests: mine.map(waiverRequestDto), canRequestWaiver };
    })
    .filter((entry) => entry.invoice || entry.waiverRequests.length > 0 || entry.canRequestWaiver);
}
