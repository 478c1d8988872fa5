import { z } from 'zod';
import {
  invoiceActionResultSchema,
  recordPaymentSchema,
  waiveInvoiceSchema,
  waiverDecisionSchema,
  waiverRequestResultSchema,
} from '../../../contract/invoices/invoice.schema';
import type { AdminTabOutcome } from '../../components/admin-dashboard/admin-tab';
import { ApiError } from '../../lib/api';
import { sendJson } from '../../lib/api-data';

const id = z.coerce.number().int().min(1).max(2_147_483_647);

/** The office's changes from the Invoices tab (issue 15; decision 0048). */
export const invoiceIntentSchema = z.discriminatedUnion('intent', [
  recordPaymentSchema.extend({ intent: z.literal('recordInvoicePayment'), invoiceId: id }),
  waiveInvoiceSchema.extend({ intent: z.literal('waiveInvoice'), invoiceId: id }),
  waiverDecisionSchema.extend({ intent: z.literal('grantWaiverRequest'), requestId: id }),
  waiverDecisionSchema.extend({ intent: z.literal('refuseWaiverRequest'), requestId: id }),
]);
export type InvoiceIntent = z.infer<typeof invoiceIntentSchema>;
export const INVOICE_INTENTS = ['recordInvoicePayment', 'waiveInvoice', 'grantWaiverRequest', 'refuseWaiverRequest'] as const;

const failure = (intent: string, error: unknown): AdminTabOutcome => {
  const problem = error instanceof ApiError ? error.problem : undefined;
  const fieldErrors = problem?.errors ? Object.fromEntries(Object.entries(problem.errors).map(([k, v]) => [k, v.join(' ')])) : undefined;
  return { intent, ok: false, message: problem?.detail ?? 'The change could not be saved. Please try again.', fieldErrors };
};

export async function runInvoiceIntent(form: InvoiceIntent): Promise<AdminTabOutcome> {
  try {
    switch (form.intent) {
      case 'recordInvoicePayment': {
        const { invoiceId, intent: _intent, ...payment } = form;
        return { intent: form.intent, ok: true, message: (await sendJson(`/admin/invoices/${invoiceId}/payments`, payment, invoiceActionResultSchema)).message };
      }
      case 'waiveInvoice':
        return { intent: form.intent, ok: true, message: (await sendJson(`/admin/invoices/${form.invoiceId}/waive`, { reason: form.reason, kind: form.kind }, invoiceActionResultSchema)).message };
      case 'grantWaiverRequest':
      case 'refuseWaiverRequest': {
        const verb = form.intent === 'grantWaiverRequest' ? 'grant' : 'refuse';
        return { intent: form.intent, ok: true, message: (await sendJson(`/admin/waiver-requests/${form.requestId}/${verb}`, { note: form.note }, waiverRequestResultSchema)).message };
      }
    }
  } catch (error) {
    return failure(form.intent, error);
  }
}
