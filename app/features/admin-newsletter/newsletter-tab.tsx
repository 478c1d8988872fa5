import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { formatLongDate } from '../../../contract/format/long-date';
import {
  NEWSLETTER_ADMIN_MESSAGES as M,
  SUBSCRIPTION_FILTER_LABELS,
  SUBSCRIPTION_FILTERS,
  SUBSCRIPTION_STATUS_LABELS,
  subscriptionFilterSchema,
  type SubscriptionListQuery,
  type SubscriptionPage,
  type SubscriptionRow,
  type SubscriptionSort,
} from '../../../contract/newsletter/newsletter-admin.schema';
import type { Notice } from '../../components/feedback/notice-toast';
import { ListResults, ListSearch, ListSelect, listTableProps } from '../../components/admin-dashboard/admin-list';
import { useTabAction } from '../../components/admin-dashboard/use-tab-action';
import { SortHeader } from '../../components/tables/sort-header';
import { downloadWithToken } from '../../lib/authorized-download';
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

  const sortBy = (sort: SubscriptionSort, next: 'asc' | 'desc') => setQuery({ sort, order: next === NATURAL[sort] ? undefined : next, page: 1 });

  async function exportCsv() {
    setExporting(true);
    try {
      const filters = writeSearchParams({ q: query.q, status: query.status, sort: query.sort, order: query.order }, subscriptionFilterSchema).toString();
      await downloadWithToken(`/api/admin/newsletter-subscriptions/export${filters ? `?${filters}` : ''}`, 'newsletter-subscriptions.csv');
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
      <ListSearch id="newsletter" label="Search subscriptions" placeholder="Email or name" q={query.q} onSearch={(q) => setQuery({ q, page: 1 })}>
        <ListSelect
          id="newsletter-status"
          label="Show"
          value={query.status}
          options={SUBSCRIPTION_FILTERS.map((filter) => ({ value: filter, label: SUBSCRIPTION_FILTER_LABELS[filter] }))}
          onChange={(status) => setQuery({ status, page: 1 })}
        />
        <ListSelect
          id="newsletter-order"
          label="Order"
          md={4}
          value={`${query.sort}:${order}`}
          options={ORDER_OPTIONS.map((option) => ({ value: `${option.sort}:${option.order}`, label: option.label }))}
          onChange={(value) => {
            const [sort, next] = value.split(':') as [SubscriptionSort, 'asc' | 'desc'];
            sortBy(sort, next);
          }}
        />
      </ListSearch>

      <ListResults
        page={page}
        failed={M.loadFailed}
        noun="subscriptions"
        filtered={filtered}
        empty={{ none: 'No one has subscribed yet.', noMatch: 'No subscriptions match.', showAll: 'Show all subscriptions', onShowAll: () => setQuery({ q: undefined, status: 'all', page: 1 }) }}
        testIds={{ empty: 'no-subscriptions', count: 'subscriptions-count' }}
        pages={{ label: 'Subscriptions pages', hrefFor: (n) => hrefFor({ page: n }) }}
      >
        {(page) => (
          <Table {...listTableProps(loading)} data-testid="subscriptions-table">
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
        )}
      </ListResults>

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
