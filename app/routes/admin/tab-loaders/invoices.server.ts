import type { Ctx } from '../../../../core/context';
import { getInvoiceReport, listInvoicesForOffice } from '../../../../core/invoices/invoices.service';
import { orNull } from '../../../lib/api-data';
import type { InvoicesTabData } from '../../../features/invoices/invoices-tab';

/** The Invoices tab for the session cookie's viewer, from the services GET /api/admin/invoices and /report use. */
export async function loadInvoicesTab(ctx: Ctx): Promise<InvoicesTabData> {
  const [list, report] = await Promise.all([orNull(listInvoicesForOffice(ctx), 'Admin dashboard invoices'), orNull(getInvoiceReport(ctx), 'Admin dashboard invoice report')]);
  return { list, report };
}
