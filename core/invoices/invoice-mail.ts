import { formatLongDate } from '../../contract/format/long-date';
import { formatCents } from '../../contract/invoices/invoice-amounts';
import { PAYMENT_METHODS, PAYMENT_TERMS } from '../../contract/journal/fees';
import { FULL_WAIVERS } from '../../contract/journal/fees';
import type { Db } from '../../db/client';
import type { Ctx } from '../context';
import { renderMail } from '../mail/mail-templates.service';
import type { InvoiceRow, WaiverRequestRow } from './invoices.repo';

/**
 * The invoice mail (issue 15): queued in the transaction of the change it reports. Only an issued
 * invoice with something to pay asks for payment; a waived one never does (decision 0048).
 */

const waiverName = (kind: string | null) => FULL_WAIVERS.find((w) => w.id === kind)?.name ?? 'a decision of the editorial office';

function lines(invoice: InvoiceRow): string {
  return invoice.lines.map((line) => `  ${line.label}: ${formatCents(line.amountCents)}`).join('\n');
}

const invoiceFacts = (invoice: InvoiceRow) => ({
  recipientName: invoice.billedToName,
  invoiceNumber: invoice.number,
  total: formatCents(invoice.totalCents),
  paperTitle: invoice.paperTitle,
});

/** The payment request: the invoice with its amount, due date and how to pay. */
export async function queueInvoiceIssued(ctx: Ctx, tx: Db, invoice: InvoiceRow): Promise<void> {
  const mail = await renderMail(ctx, tx, 'invoice-issued', {
    ...invoiceFacts(invoice),
    dueDate: formatLongDate(invoice.dueAt),
    invoiceLines: lines(invoice),
    dueWithinDays: String(PAYMENT_TERMS.dueWithinDays),
    paymentMethods: PAYMENT_METHODS.map((m) => m.name).join(', '),
    verificationDays: PAYMENT_TERMS.verificationBusinessDays,
  });
  await ctx.mail.queue(tx, { to: invoice.billedToEmail, ...mail });
}

/** A waived invoice: the author hears there is nothing to pay, never a payment request. */
export async function queueInvoiceWaived(ctx: Ctx, tx: Db, invoice: InvoiceRow): Promise<void> {
  const mail = await renderMail(ctx, tx, 'invoice-waived', { ...invoiceFacts(invoice), waiverName: waiverName(invoice.waiverKind) });
  await ctx.mail.queue(tx, { to: invoice.billedToEmail, ...mail });
}

export async function queuePaymentReceived(ctx: Ctx, tx: Db, invoice: InvoiceRow): Promise<void> {
  await ctx.mail.queue(tx, { to: invoice.billedToEmail, ...(await renderMail(ctx, tx, 'payment-received', invoiceFacts(invoice))) });
}

export async function queueWaiverDecision(ctx: Ctx, tx: Db, to: { name: string; email: string }, request: WaiverRequestRow, paperTitle: string): Promise<void> {
  const mail = await renderMail(ctx, tx, request.state === 'granted' ? 'waiver-granted' : 'waiver-not-granted', {
    recipientName: to.name,
    paperTitle,
    waiverName: waiverName(request.kind),
    decisionNoteParagraph: request.decisionNote ? `\n${request.decisionNote}` : '',
  });
  await ctx.mail.queue(tx, { to: to.email, ...mail });
}
