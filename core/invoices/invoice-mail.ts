import { formatLongDate } from '../../contract/format/long-date';
import { formatCents } from '../../contract/invoices/invoice-amounts';
import { PAYMENT_METHODS, PAYMENT_TERMS } from '../../contract/journal/fees';
import { FULL_WAIVERS } from '../../contract/journal/fees';
import type { Db } from '../../db/client';
import type { Ctx } from '../context';
import type { InvoiceRow, WaiverRequestRow } from './invoices.repo';

/**
 * The invoice mail (issue 15): queued in the transaction of the change it reports. Only an issued
 * invoice with something to pay asks for payment; a waived one never does (decision 0048).
 */

const signature = (ctx: Ctx) => ['', `The editorial office, ${ctx.settings.journalName}`];
const waiverName = (kind: string | null) => FULL_WAIVERS.find((w) => w.id === kind)?.name ?? 'a decision of the editorial office';

function lines(invoice: InvoiceRow): string[] {
  return invoice.lines.map((line) => `  ${line.label}: ${formatCents(line.amountCents)}`);
}

/** The payment request: the invoice with its amount, due date and how to pay. */
export async function queueInvoiceIssued(ctx: Ctx, tx: Db, invoice: InvoiceRow): Promise<void> {
  const url = `${ctx.settings.publicUrl}/dashboard`;
  await ctx.mail.queue(tx, {
    to: invoice.billedToEmail,
    subject: `Invoice ${invoice.number}: publication charge of ${formatCents(invoice.totalCents)} due by ${formatLongDate(invoice.dueAt)}`,
    text: [
      `Dear ${invoice.billedToName},`,
      '',
      `Congratulations again on the acceptance of "${invoice.paperTitle}". Invoice ${invoice.number} for its publication charge is below; the article is published once payment is confirmed.`,
      '',
      ...lines(invoice),
      `  Total due: ${formatCents(invoice.totalCents)}`,
      '',
      `Please pay within ${PAYMENT_TERMS.dueWithinDays} days, by ${formatLongDate(invoice.dueAt)}, quoting ${invoice.number} as the reference. Accepted methods: ${PAYMENT_METHODS.map((m) => m.name).join(', ')}. Verification takes ${PAYMENT_TERMS.verificationBusinessDays} business days.`,
      `Download the invoice as a PDF, or request a waiver, from your dashboard: ${url}`,
      ...signature(ctx),
    ].join('\n'),
  });
}

/** A waived invoice: the author hears there is nothing to pay, never a payment request. */
export async function queueInvoiceWaived(ctx: Ctx, tx: Db, invoice: InvoiceRow): Promise<void> {
  await ctx.mail.queue(tx, {
    to: invoice.billedToEmail,
    subject: `Invoice ${invoice.number}: publication charge waived`,
    text: [
      `Dear ${invoice.billedToName},`,
      '',
      `The publication charge of "${invoice.paperTitle}" is waived in full (${waiverName(invoice.waiverKind)}). There is nothing to pay; invoice ${invoice.number} is kept for your records with a total of ${formatCents(invoice.totalCents)}.`,
      ...signature(ctx),
    ].join('\n'),
  });
}

export async function queuePaymentReceived(ctx: Ctx, tx: Db, invoice: InvoiceRow): Promise<void> {
  await ctx.mail.queue(tx, {
    to: invoice.billedToEmail,
    subject: `Invoice ${invoice.number}: payment received`,
    text: [
      `Dear ${invoice.billedToName},`,
      '',
      `Thank you: the payment of invoice ${invoice.number} (${formatCents(invoice.totalCents)}) for "${invoice.paperTitle}" is recorded. The article can now be published.`,
      ...signature(ctx),
    ].join('\n'),
  });
}

export async function queueWaiverDecision(ctx: Ctx, tx: Db, to: { name: string; email: string }, request: WaiverRequestRow, paperTitle: string): Promise<void> {
  const granted = request.state === 'granted';
  await ctx.mail.queue(tx, {
    to: to.email,
    subject: granted ? `Waiver granted: "${paperTitle}"` : `Waiver request not granted: "${paperTitle}"`,
    text: [
      `Dear ${to.name},`,
      '',
      granted
        ? `Your request for a full waiver of the publication charge of "${paperTitle}" (${waiverName(request.kind)}) is granted: there is nothing to pay.`
        : `Your request for a full waiver of the publication charge of "${paperTitle}" (${waiverName(request.kind)}) could not be granted. The reduced rates for developing countries and students still apply where you are eligible.`,
      ...(request.decisionNote ? ['', request.decisionNote] : []),
      '',
      'The request was decided by the editorial office apart from review; it plays no part in the editorial decision.',
      ...signature(ctx),
    ].join('\n'),
  });
}
