import { useEffect, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import { Link, useFetcher } from 'react-router';
import { formatCents } from '../../../contract/invoices/invoice-amounts';
import { INVOICE_STATE_LABELS, WAIVER_KIND_LABELS, WAIVER_KINDS, type InvoiceDisplayState, type MyPaperFees } from '../../../contract/invoices/invoice.schema';
import { NoticeToast, type Notice } from '../../components/feedback/notice-toast';
import { downloadWithToken } from '../../lib/authorized-download';
import { formatLongDate } from '../../lib/format';
import type { WaiverRequestOutcome } from './request-waiver';

const STATE_VARIANTS: Record<InvoiceDisplayState, string> = { issued: 'warning', overdue: 'danger', paid: 'success', waived: 'info' };
const REQUEST_LABELS = { pending: 'Waiver requested', granted: 'Waiver granted', refused: 'Waiver refused' } as const;

/**
 * The author dashboard's Publication Fees card (issue 15; decisions 0011, 0048): each accepted
 * paper's invoice (number, total, due date, state) with its PDF, and a waiver request for papers
 * not yet settled. Nothing is charged before acceptance.
 */
export function FeesCard({ fees }: { fees: MyPaperFees[] | null }) {
  const fetcher = useFetcher<WaiverRequestOutcome>();
  const [asking, setAsking] = useState<MyPaperFees | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [downloadFailed, setDownloadFailed] = useState<string | null>(null);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    setNotice({ ok: fetcher.data.ok, text: fetcher.data.message });
    if (fetcher.data.ok) setAsking(null);
  }, [fetcher.state, fetcher.data]);

  if (fees === null) {
    return (
      <Card className="mb-4" data-testid="fees-card">
        <Card.Body>
          <h2 className="h5">Publication Fees</h2>
          <p className="text-danger mb-0">Your invoices could not be loaded. Please reload the page.</p>
        </Card.Body>
      </Card>
    );
  }
  if (fees.length === 0) return null;

  const download = async (entry: MyPaperFees) => {
    setDownloadFailed(null);
    try {
      await downloadWithToken(`/api/papers/${entry.paperId}/invoice.pdf`, `${entry.invoice!.number}.pdf`);
    } catch (error) {
      console.warn('Invoice download failed', error);
      setDownloadFailed('The invoice could not be downloaded. Please try again.');
    }
  };

  return (
    <Card className="mb-4" data-testid="fees-card">
      <Card.Body>
        <h2 className="h5">Publication Fees</h2>
        <p className="small text-body-secondary">
          There is no charge for submission or review. An invoice follows acceptance and is payable within 30 days; the article is published once payment is confirmed. See{' '}
          <Link to="/publication-fee">Publication Fee</Link> and <Link to="/payment-methods">Payment Methods</Link>.
        </p>
        {downloadFailed && <p className="text-danger small" role="alert">{downloadFailed}</p>}
        {/* Scrolls inside the card on a phone, never the page. */}
        <div className="table-responsive position-relative">
        <Table size="sm" className="align-middle mb-0">
          <thead>
            <tr>
              <th scope="col">Paper</th>
              <th scope="col">Invoice</th>
              <th scope="col">Total</th>
              <th scope="col">Due</th>
              <th scope="col">State</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fees.map((entry) => {
              const request = entry.waiverRequests.at(-1);
              return (
                <tr key={entry.paperId} data-testid={`fees-row-${entry.paperId}`}>
                  <td>
                    <Link to={`/paper/${entry.paperId}`}>{entry.paperTitle}</Link>
                    {request && <div className="small text-body-secondary">{REQUEST_LABELS[request.state]}: {WAIVER_KIND_LABELS[request.kind]}</div>}
                  </td>
                  <td>{entry.invoice ? <span data-testid="invoice-number">{entry.invoice.number}</span> : <span className="text-body-secondary small">Issued on acceptance</span>}</td>
                  <td>{entry.invoice ? formatCents(entry.invoice.totalCents) : '—'}</td>
                  <td>{entry.invoice ? formatLongDate(entry.invoice.dueAt) : '—'}</td>
                  <td>{entry.invoice ? <Badge bg={STATE_VARIANTS[entry.invoice.state]} text={entry.invoice.state === 'issued' ? 'dark' : undefined} data-testid="invoice-state">{INVOICE_STATE_LABELS[entry.invoice.state]}</Badge> : '—'}</td>
                  <td className="text-nowrap">
                    {entry.invoice && (
                      <a
                        href={`/api/papers/${entry.paperId}/invoice.pdf`}
                        className="btn btn-outline-primary btn-sm me-2"
                        onClick={(event) => {
                          event.preventDefault();
                          void download(entry);
                        }}
                      >
                        Download PDF<span className="visually-hidden"> of invoice {entry.invoice.number}</span>
                      </a>
                    )}
                    {entry.canRequestWaiver && (
                      <Button variant="outline-secondary" size="sm" onClick={() => setAsking(entry)}>
                        Request a waiver<span className="visually-hidden"> for {entry.paperTitle}</span>
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
        </div>
      </Card.Body>
      <Modal show={asking !== null} onHide={() => setAsking(null)} aria-labelledby="waiver-title">
        <fetcher.Form method="post">
          <Modal.Header closeButton>
            <Modal.Title id="waiver-title" as="h2" className="h5">
              Request a fee waiver
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p className="small">
              For “{asking?.paperTitle}”. The editorial office decides waivers apart from review: reviewers and editors never see your request, and it plays no part in the decision.
            </p>
            <input type="hidden" name="intent" value="request-waiver" />
            <input type="hidden" name="paperId" value={asking?.paperId ?? ''} />
            <Form.Group className="mb-3" controlId="waiver-kind">
              <Form.Label>Kind of waiver</Form.Label>
              <Form.Select name="kind" required defaultValue="">
                <option value="" disabled>
                  Select a kind of waiver
                </option>
                {WAIVER_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {WAIVER_KIND_LABELS[kind]}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group controlId="waiver-reason">
              <Form.Label>Reason</Form.Label>
              <Form.Control as="textarea" rows={4} name="reason" required maxLength={2000} />
            </Form.Group>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={() => setAsking(null)}>
              Cancel
            </Button>
            <Button type="submit" disabled={fetcher.state !== 'idle'}>
              {fetcher.state !== 'idle' ? 'Sending...' : 'Send request'}
            </Button>
          </Modal.Footer>
        </fetcher.Form>
      </Modal>
      <NoticeToast notice={notice} onClear={() => setNotice(null)} />
    </Card>
  );
}
