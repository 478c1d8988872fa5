import { lazy, Suspense, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { z } from 'zod';
import { formatCents } from '../../../contract/invoices/invoice-amounts';
import {
  INVOICE_STATE_LABELS,
  invoiceListSchema,
  invoiceReportSchema,
  WAIVER_KIND_LABELS,
  type Invoice,
  type InvoiceDisplayState,
  type InvoiceList,
  type InvoiceReport,
} from '../../../contract/invoices/invoice.schema';
import { PAYMENT_METHODS } from '../../../contract/journal/fees';
import { defineAdminTab, type AdminTabOutcome } from '../../components/admin-dashboard/admin-tab';
import { useTabAction } from '../../components/admin-dashboard/use-tab-action';
import { getJson, orNull } from '../../lib/api-data';
import { downloadWithToken } from '../../lib/authorized-download';
import { formatLongDate } from '../../lib/format';
import { INVOICE_INTENTS, invoiceIntentSchema, runInvoiceIntent, type InvoiceIntent } from './invoice-actions';

const InvoiceReportChart = lazy(() => import('./invoice-report-chart'));

export const invoicesQuerySchema = z.object({});
export interface InvoicesTabData {
  list: InvoiceList | null;
  report: InvoiceReport | null;
}

const STATE_VARIANTS: Record<InvoiceDisplayState, string> = { issued: 'warning', overdue: 'danger', paid: 'success', waived: 'info' };
const today = () => new Date().toISOString().slice(0, 10);

type Dialog = { kind: 'payment' | 'waive'; invoice: Invoice } | { kind: 'grant' | 'refuse'; requestId: number; paperTitle: string } | null;

function InvoicesView({ data, onNotice }: { data: InvoicesTabData; onNotice(notice: { ok: boolean; text: string; detail?: string }): void }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const { send, busy } = useTabAction<InvoiceIntent>((outcome: AdminTabOutcome) => {
    onNotice({ ok: outcome.ok, text: outcome.message });
    if (outcome.ok) setDialog(null);
  });

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!dialog) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    if (dialog.kind === 'payment') void send({ intent: 'recordInvoicePayment', invoiceId: dialog.invoice.id, method: text('method') as never, reference: text('reference'), date: text('date') });
    else if (dialog.kind === 'waive') void send({ intent: 'waiveInvoice', invoiceId: dialog.invoice.id, reason: text('reason') });
    else if (dialog.kind === 'grant' || dialog.kind === 'refuse') {
      void send({ intent: dialog.kind === 'grant' ? 'grantWaiverRequest' : 'refuseWaiverRequest', requestId: dialog.requestId, note: text('note') || undefined });
    }
  };

  const { list, report } = data;
  return (
    <div data-testid="invoices-tab">
      <h2 className="h4">Invoices</h2>
      {report ? (
        <>
          <Table size="sm" className="w-auto mb-3" aria-label="Invoices by state">
            <thead>
              <tr>
                <th scope="col">State</th>
                <th scope="col">Invoices</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {report.byState.map((s) => (
                <tr key={s.state}>
                  <td>{INVOICE_STATE_LABELS[s.state]}</td>
                  <td>{s.count}</td>
                  <td>{formatCents(s.totalCents)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <p className="small">
            {report.pendingWaiverRequests} waiver request(s) waiting.{' '}
            <a
              href="/api/admin/invoices/report.csv"
              className="btn btn-outline-primary btn-sm ms-2"
              data-testid="invoice-report-csv"
              onClick={(event) => {
                event.preventDefault();
                downloadWithToken('/api/admin/invoices/report.csv', 'invoices-report.csv').catch(() => onNotice({ ok: false, text: 'The report could not be downloaded. Please try again.' }));
              }}
            >
              Export CSV
            </a>
          </p>
          {report.months.length > 0 && (
            <div style={{ minHeight: 240 }} className="mb-3">
              <Suspense fallback={<p className="small text-body-secondary">Loading the chart…</p>}>
                <InvoiceReportChart months={report.months.slice(-18)} />
              </Suspense>
            </div>
          )}
          <Table size="sm" responsive aria-label="Invoices per month">
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Issued</th>
                <th scope="col">Still due</th>
                <th scope="col">Paid</th>
                <th scope="col">Waived</th>
              </tr>
            </thead>
            <tbody>
              {report.months.map((m) => (
                <tr key={m.month}>
                  <td>{m.month}</td>
                  <td>{m.issuedCount}</td>
                  <td>{formatCents(m.dueCents)}</td>
                  <td>{formatCents(m.paidCents)}</td>
                  <td>{formatCents(m.waivedCents)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      ) : (
        <p className="text-danger">The invoice report could not be loaded.</p>
      )}

      <h3 className="h5 mt-4">Waiver requests</h3>
      {list === null ? (
        <p className="text-danger">The invoices could not be loaded.</p>
      ) : list.waiverRequests.length === 0 ? (
        <p>No waiver requests.</p>
      ) : (
        <Table size="sm" responsive>
          <thead>
            <tr>
              <th scope="col">Paper</th>
              <th scope="col">Kind</th>
              <th scope="col">Reason</th>
              <th scope="col">State</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.waiverRequests.map((r) => (
              <tr key={r.id} data-testid={`waiver-request-${r.id}`}>
                <td>
                  <Link to={`/paper/${r.paperId}`}>{r.paperTitle}</Link>
                </td>
                <td>{WAIVER_KIND_LABELS[r.kind]}</td>
                <td className="small">{r.reason}</td>
                <td>{r.state}</td>
                <td className="text-nowrap">
                  {r.state === 'pending' && (
                    <>
                      <Button size="sm" variant="outline-success" className="me-1" onClick={() => setDialog({ kind: 'grant', requestId: r.id, paperTitle: r.paperTitle })}>
                        Grant
                      </Button>
                      <Button size="sm" variant="outline-danger" onClick={() => setDialog({ kind: 'refuse', requestId: r.id, paperTitle: r.paperTitle })}>
                        Refuse
                      </Button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}

      <h3 className="h5 mt-4">All invoices</h3>
      {list && (
        <Table size="sm" responsive>
          <thead>
            <tr>
              <th scope="col">Invoice</th>
              <th scope="col">Paper</th>
              <th scope="col">Billed to</th>
              <th scope="col">Total</th>
              <th scope="col">Due</th>
              <th scope="col">State</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.invoices.map((invoice) => (
              <tr key={invoice.id} data-testid={`invoice-row-${invoice.number}`}>
                <td>{invoice.number}</td>
                <td>{invoice.paperId ? <Link to={`/paper/${invoice.paperId}`}>{invoice.paperTitle}</Link> : invoice.paperTitle}</td>
                <td>{invoice.billedTo.name}</td>
                <td>{formatCents(invoice.totalCents)}</td>
                <td>{formatLongDate(invoice.dueAt)}</td>
                <td>
                  <Badge bg={STATE_VARIANTS[invoice.state]} text={invoice.state === 'issued' ? 'dark' : undefined}>
                    {INVOICE_STATE_LABELS[invoice.state]}
                  </Badge>
                </td>
                <td className="text-nowrap">
                  {(invoice.state === 'issued' || invoice.state === 'overdue') && (
                    <>
                      <Button size="sm" className="me-1" onClick={() => setDialog({ kind: 'payment', invoice })}>
                        Record payment<span className="visually-hidden"> of {invoice.number}</span>
                      </Button>
                      <Button size="sm" variant="outline-secondary" onClick={() => setDialog({ kind: 'waive', invoice })}>
                        Waive<span className="visually-hidden"> {invoice.number}</span>
                      </Button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}

      <Modal show={dialog !== null} onHide={() => setDialog(null)} aria-labelledby="invoice-dialog-title">
        <Form onSubmit={submit}>
          <Modal.Header closeButton>
            <Modal.Title id="invoice-dialog-title" as="h2" className="h5">
              {dialog?.kind === 'payment'
                ? `Record the payment of ${dialog.invoice.number}`
                : dialog?.kind === 'waive'
                  ? `Waive ${dialog.invoice.number}`
                  : dialog?.kind === 'grant'
                    ? 'Grant the waiver'
                    : 'Refuse the waiver'}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {dialog?.kind === 'payment' && (
              <>
                <p className="small">Total {formatCents(dialog.invoice.totalCents)}.</p>
                <Form.Group className="mb-3" controlId="payment-method">
                  <Form.Label>Method</Form.Label>
                  <Form.Select name="method" required defaultValue="bank-transfer">
                    {PAYMENT_METHODS.map((m) => (
                      <option key={m.id} value={m.id}>
                        {m.name}
                      </option>
                    ))}
                  </Form.Select>
                </Form.Group>
                <Form.Group className="mb-3" controlId="payment-reference">
                  <Form.Label>Reference</Form.Label>
                  <Form.Control name="reference" required maxLength={200} />
                </Form.Group>
                <Form.Group controlId="payment-date">
                  <Form.Label>Date</Form.Label>
                  <Form.Control type="date" name="date" required defaultValue={today()} max={today()} />
                </Form.Group>
              </>
            )}
            {dialog?.kind === 'waive' && (
              <Form.Group controlId="waive-reason">
                <Form.Label>Reason</Form.Label>
                <Form.Control as="textarea" rows={3} name="reason" required maxLength={2000} />
              </Form.Group>
            )}
            {(dialog?.kind === 'grant' || dialog?.kind === 'refuse') && (
              <>
                <p className="small">For “{dialog.paperTitle}”. The author is told by e-mail.</p>
                <Form.Group controlId="waiver-note">
                  <Form.Label>Note to the author (optional)</Form.Label>
                  <Form.Control as="textarea" rows={3} name="note" maxLength={2000} />
                </Form.Group>
              </>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={() => setDialog(null)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving...' : 'Save'}
            </Button>
          </Modal.Footer>
        </Form>
      </Modal>
    </div>
  );
}

/** Issue 15: the office's invoices, waiver requests and monthly report (decision 0048). */
export const invoicesTab = defineAdminTab({
  key: 'invoices',
  title: 'Invoices',
  query: invoicesQuerySchema,
  async load(_query, signal): Promise<InvoicesTabData> {
    const [list, report] = await Promise.all([
      orNull(getJson('/admin/invoices', invoiceListSchema, { signal }), 'The invoices'),
      orNull(getJson('/admin/invoices/report', invoiceReportSchema, { signal }), 'The invoice report'),
    ]);
    return { list, report };
  },
  View: ({ data, onNotice }) => <InvoicesView data={data} onNotice={onNotice} />,
  actions: { intents: INVOICE_INTENTS, schema: invoiceIntentSchema, run: runInvoiceIntent },
});
