import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { CONTACT_CATEGORY_LABELS, CONTACT_MESSAGES as M, CONTACT_SORT_LABELS, CONTACT_SORTS } from '../../../contract/contact/contact.messages';
import type { ContactMessagePage, ContactMessagesQuery } from '../../../contract/contact/contact.schema';
import { formatLongDate } from '../../../contract/format/long-date';
import { formatCount } from '../../lib/format';
import { ListResults, ListSearch, ListSelect, listTableProps } from '../../components/admin-dashboard/admin-list';
import { ContactStatusBadge } from './status-badge';

interface InboxListProps {
  page: ContactMessagePage | null;
  query: ContactMessagesQuery;
  setQuery(change: Partial<ContactMessagesQuery>): void;
  hrefFor(change: Partial<ContactMessagesQuery & { message: number }>): string;
  loading: boolean;
  busy: boolean;
  onMarkRead(id: number): void;
}

const COLUMNS = ['Subject', 'From', 'Message', 'Category', 'Received', 'Status'] as const;

const STATUS_OPTIONS = [
  { value: 'all', label: 'All messages' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
] as const;

/** The list of messages (acting-side.md §2 Contact Forms, §9: the first 50 characters of each), paged, searched and sorted on the server. */
export function InboxList({ page, query, setQuery, hrefFor, loading, busy, onMarkRead }: InboxListProps) {
  const filtered = query.q !== undefined || query.status !== 'all';

  return (
    <section aria-labelledby="contact-forms-heading">
      <h2 id="contact-forms-heading" className="h4 mb-3">
        Contact Forms
      </h2>
      <ListSearch id="contact" label="Search contact messages" placeholder="Name, email, subject or words of the message" q={query.q} onSearch={(q) => setQuery({ q, page: 1 })}>
        <ListSelect id="contact-status" label="Show" value={query.status} options={STATUS_OPTIONS} onChange={(status) => setQuery({ status, page: 1 })} />
        <ListSelect id="contact-sort" label="Order" md={4} value={query.sort} options={CONTACT_SORTS.map((sort) => ({ value: sort, label: CONTACT_SORT_LABELS[sort] }))} onChange={(sort) => setQuery({ sort, page: 1 })} />
      </ListSearch>

      <ListResults
        page={page}
        failed={M.loadFailed}
        noun="messages"
        countNote={page ? `${formatCount(page.unread)} unread in all` : undefined}
        filtered={filtered}
        empty={{ none: 'No one has written yet.', noMatch: 'No messages match.', showAll: 'Show all messages', onShowAll: () => setQuery({ q: undefined, status: 'all', page: 1 }) }}
        testIds={{ empty: 'no-contact-messages', count: 'contact-count' }}
        pages={{ label: 'Contact messages pages', hrefFor: (n) => hrefFor({ page: n }) }}
      >
        {(page) => (
          <Table {...listTableProps(loading)} data-testid="contact-table">
            <caption className="visually-hidden">Contact messages, {CONTACT_SORT_LABELS[query.sort].toLowerCase()}</caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((row) => (
                <tr key={row.id} className={row.status === 'unread' ? 'fw-semibold' : undefined} data-testid="contact-row">
                  <td>
                    <Link to={hrefFor({ message: row.id })} preventScrollReset>
                      {row.subject}
                    </Link>
                    {row.replies > 0 && <span className="d-block small text-body-secondary fw-normal">{row.replies === 1 ? '1 reply' : `${row.replies} replies`}</span>}
                  </td>
                  <td data-label="From">
                    {row.name}
                    <span className="d-block small text-body-secondary fw-normal text-break">{row.email}</span>
                  </td>
                  <td data-label="Message" className="fw-normal">
                    {row.preview}
                  </td>
                  <td data-label="Category" className="fw-normal">
                    {CONTACT_CATEGORY_LABELS[row.category]}
                  </td>
                  <td data-label="Received" className="fw-normal text-nowrap">
                    {formatLongDate(row.createdAt)}
                  </td>
                  <td data-label="Status">
                    <ContactStatusBadge status={row.status} />
                  </td>
                  <td data-label="Actions" className={row.status === 'unread' ? undefined : 'reflow-empty'}>
                    {row.status === 'unread' && (
                      <Button size="sm" variant="outline-primary" className="text-nowrap" disabled={busy} onClick={() => onMarkRead(row.id)} aria-label={`Mark as Read: ${row.subject}`}>
                        Mark as Read
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </ListResults>
    </section>
  );
}
