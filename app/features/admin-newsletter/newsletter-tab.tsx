import '../../components/tables/reflow-table.css';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { formatLongDate } from '../../../contract/format/long-date';
import {
  NEWSLETTER_ADMIN_MESSAGES as M,
  SUBSCRIPTION_FILTER_LABELS,
  SUBSCRIPTION_FILTERS,
  SUBSCRIPTION_STATUS_LABELS,
  subscriptionFilterSchema,
  type SubscriptionFilter,
  type SubscriptionListQuery,
  type SubscriptionPage,
  type SubscriptionRow,
  type SubscriptionSort,
} from '../../../contract/newsletter/newsletter-admin.schema';
import type { Notice } from '../../components/feedback/notice-toast';
import { useTabAction } from '../../components/admin-dashboard/use-tab-action';
import { Pagination } from '../../components/layout/pagination';
import { SortHeader } from '../../components/tables/sort-header';
import { downloadFromApi } from '../../lib/authorized-download';
import { formatCount } from '../../lib/format';
import { writeSearchParams } from '../../lib/search-params';
import type { NewsletterIntent } from './newsletter-actions';

interface NewsletterTabProps {
  page: SubscriptionPage | null;
  query: SubscriptionListQuery;
  setQuery(change: Partial<SubscriptionListQuery>): void;
  hrefFor(change: Partial<SubscriptionListQuery>): string;
  loading: boolean;
  onNotice(notice: Notice): void;
}

/** The Order select (the column headers sort too, but phones show no header row). */
const ORDER_OPTIONS: { sort: SubscriptionSort; order: 'asc' | 'desc'; label: string }[] = [
  { sort: 'created', order: 'desc', label: 'Newest first' },
  { sort: 'created', order: 'asc', label: 'Oldest first' },
  { sort: 'email', order: 'asc', label: 'Email (A–Z)' },
  { sort: 'email', order: 'desc', label: 'Email (Z–A)' },
  { sort: 'name', order: 'asc', label: 'Name (A–Z)' },
  { sort: 'name', order: 'desc', label: 'Name (Z–A)' },
];
const NATURAL: Record<SubscriptionSort, 'asc' | 'desc'> = { created: 'desc', email: 'asc', name: 'asc' };

/**
 * The admin dashboard's Newsletter tab (acting-side.md §2, §3, §4 "Active or Unsubscribed", §7,
 * §8; decision 0045): the subscriptions, paged, searched and sorted on the server, each Active or
 * Unsubscribed and confirmed or awaiting confirmation (decision 0043); remove (confirmed first)
 * and export as CSV.
 */
export function NewsletterTab({ page, query, setQuery, hrefFor, loading, onNotice }: NewsletterTabProps) {
  const [removing, setRemoving] = useState<SubscriptionRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const action = useTabAction<NewsletterIntent>((outcome) => {
    setRemoving(null);
    onNotice({ ok: outcome.ok, text: outcome.message, ...(outcome.detail ? { detail: outcome.detail } : {}) });
  });
  const order = query.order ?? NATURAL[query.sort];
  const filtered = query.q !== undefined || query.status !== 'all';
  const pageCount = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const first = page ? (page.page - 1) * page.pageSize + 1 : 0;

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setQuery({ q: q || undefined, page: 1 });
  }
  const sortBy = (sort: SubscriptionSort, next: 'asc' | 'desc') => setQuery({ sort, order: next === NATURAL[sort] ? undefined : next, page: 1 });

  async function exportCsv() {
    setExporting(true);
    try {
      const filters = writeSearchParams({ q: query.q, status: query.status, sort: query.sort, order: query.order }, subscriptionFilterSchema).toString();
      await downloadFromApi(`/admin/newsletter-subscriptions/export${filters ? `?${filters}` : ''}`, 'newsletter-subscriptions.csv');
    } catch (error) {
      console.warn('The newsletter export failed', error);
      onNotice({ ok: false, text: M.exportFailed });
    } finally {
      setExporting(false);
    }
  }

  return (
    <section aria-labelledby="newsletter-heading">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 id="newsletter-heading" className="h4 mb-0">
          Newsletter
        </h2>
        <Button variant="outline-primary" onClick={() => void exportCsv()} disabled={exporting} data-testid="export-subscriptions">
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>
      {page && (
        <p className="mb-3" data-testid="subscription-counts">
          {formatCount(page.counts.confirmed)} confirmed readers receive the newsletter; {formatCount(page.counts.pending)} awaiting confirmation; {formatCount(page.counts.unsubscribed)} unsubscribed.
        </p>
      )}
      <Form role="search" onSubmit={search} className="mb-3" aria-label="Search subscriptions">
        <Row className="g-2 align-items-end">
          <Col md={5}>
            <Form.Label htmlFor="newsletter-search">Search</Form.Label>
            <div className="d-flex gap-2">
              <Form.Control id="newsletter-search" name="q" type="search" defaultValue={query.q ?? ''} key={query.q ?? ''} placeholder="Email or name" />
              <Button type="submit" variant="outline-primary">
                Search
              </Button>
            </div>
          </Col>
          <Col xs={6} md={3}>
            <Form.Label htmlFor="newsletter-status">Show</Form.Label>
            <Form.Select id="newsletter-status" value={query.status} onChange={(event) => setQuery({ status: event.target.value as SubscriptionFilter, page: 1 })}>
              {SUBSCRIPTION_FILTERS.map((filter) => (
                <option key={filter} value={filter}>
                  {SUBSCRIPTION_FILTER_LABELS[filter]}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col xs={6} md={4}>
            <Form.Label htmlFor="newsletter-order">Order</Form.Label>
            <Form.Select
              id="newsletter-order"
              value={`${query.sort}:${order}`}
              onChange={(event) => {
                const [sort, next] = event.target.value.split(':') as [SubscriptionSort, 'asc' | 'desc'];
                sortBy(sort, next);
              }}
            >
              {ORDER_OPTIONS.map((option) => (
                <option key={`${option.sort}:${option.order}`} value={`${option.sort}:${option.order}`}>
                  {option.label}
                </option>
              ))}
            </Form.Select>
          </Col>
        </Row>
      </Form>

      {page === null ? (
        <Alert variant="danger">{M.loadFailed}</Alert>
      ) : page.items.length === 0 ? (
        <div className="text-center border rounded py-5 px-3" data-testid="no-subscriptions">
          {filtered ? (
            <>
              <p className="lead mb-3">No subscriptions match.</p>
              <Button variant="outline-secondary" onClick={() => setQuery({ q: undefined, status: 'all', page: 1 })}>
                Show all subscriptions
              </Button>
            </>
          ) : (
            <p className="lead mb-0">No one has subscribed yet.</p>
          )}
        </div>
      ) : (
        <>
          <p className="text-body-secondary mb-2" role="status" data-testid="subscriptions-count">
            Showing {formatCount(first)}–{formatCount(first + page.items.length - 1)} of {formatCount(page.total)} subscriptions.
          </p>
          <Table responsive hover className="reflow-table align-middle" aria-busy={loading || undefined} style={loading ? { opacity: 0.6 } : undefined} data-testid="subscriptions-table">
            <caption className="visually-hidden">Newsletter subscriptions</caption>
            <thead>
              <tr>
                <SortHeader label="Email" sortKey="email" sort={query.sort} order={order} onSort={sortBy} />
                <SortHeader label="Name" sortKey="name" sort={query.sort} order={order} onSort={sortBy} />
                <th scope="col">Status</th>
                <SortHeader label="Subscribed" sortKey="created" sort={query.sort} order={order} onSort={sortBy} natural="desc" />
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((row) => (
                <tr key={row.id} data-testid="subscription-row">
                  <td className="fw-semibold text-break">{row.email}</td>
                  <td data-label="Name" className={row.name ? undefined : 'reflow-empty'}>
                    {row.name}
                  </td>
                  <td data-label="Status">
                    <Badge bg={row.status === 'active' ? 'success' : 'secondary'}>{SUBSCRIPTION_STATUS_LABELS[row.status]}</Badge>
                    {row.status === 'active' && (
                      <span className="d-block small text-body-secondary">{row.confirmed ? `Confirmed ${formatLongDate(row.confirmedAt!)}` : 'Awaiting confirmation'}</span>
                    )}
                  </td>
                  <td data-label="Subscribed" className="text-nowrap">
                    {formatLongDate(row.createdAt)}
                  </td>
                  <td data-label="Actions">
                    <Button size="sm" variant="outline-danger" disabled={action.busy} onClick={() => setRemoving(row)} aria-label={`Remove ${row.email}`}>
                      Remove
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination label="Subscriptions pages" page={page.page} pageCount={pageCount} hrefFor={(n) => hrefFor({ page: n })} preventScrollReset />
        </>
      )}

      <Modal show={removing !== null} onHide={action.busy ? undefined : () => setRemoving(null)} backdrop={action.busy ? 'static' : true} keyboard={!action.busy} centered aria-labelledby="remove-subscription-title">
        <Modal.Header closeButton={!action.busy}>
          <Modal.Title id="remove-subscription-title" as="h2" className="h5">
            Remove Subscription
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {removing && (
            <p className="mb-0">
              Remove <strong className="text-break">{removing.email}</strong> from the newsletter? The address is forgotten; it can subscribe again later.
            </p>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setRemoving(null)} disabled={action.busy}>
            Cancel
          </Button>
          <Button variant="danger" disabled={action.busy} onClick={() => removing && void action.send({ intent: 'removeSubscription', subscriptionId: removing.id })}>
            {action.busy ? (
              <>
                <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                Removing...
              </>
            ) : (
              'Remove'
            )}
          </Button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}
