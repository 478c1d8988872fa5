import '../../components/tables/reflow-table.css';
import type { FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { CONTACT_CATEGORY_LABELS, CONTACT_MESSAGES as M, CONTACT_SORT_LABELS, CONTACT_SORTS } from '../../../contract/contact/contact.messages';
import type { ContactMessagePage, ContactMessagesQuery } from '../../../contract/contact/contact.schema';
import { formatLongDate } from '../../../contract/format/long-date';
import { Pagination } from '../../components/layout/pagination';
import { formatCount } from '../../lib/format';
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
  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setQuery({ q: q || undefined, page: 1 });
  }
  const pageCount = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const first = page ? (page.page - 1) * page.pageSize + 1 : 0;

  return (
    <section aria-labelledby="contact-forms-heading">
      <h2 id="contact-forms-heading" className="h4 mb-3">
        Contact Forms
      </h2>
      <Form role="search" onSubmit={search} className="mb-3" aria-label="Search contact messages">
        <Row className="g-2 align-items-end">
          <Col md={5}>
            <Form.Label htmlFor="contact-search">Search</Form.Label>
            <div className="d-flex gap-2">
              <Form.Control id="contact-search" name="q" type="search" defaultValue={query.q ?? ''} key={query.q ?? ''} placeholder="Name, email, subject or words of the message" />
              <Button type="submit" variant="outline-primary">
                Search
              </Button>
            </div>
          </Col>
          <Col xs={6} md={3}>
            <Form.Label htmlFor="contact-status">Show</Form.Label>
            <Form.Select id="contact-status" value={query.status} onChange={(event) => setQuery({ status: event.target.value as ContactMessagesQuery['status'], page: 1 })}>
              {STATUS_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col xs={6} md={4}>
            <Form.Label htmlFor="contact-sort">Order</Form.Label>
            <Form.Select id="contact-sort" value={query.sort} onChange={(event) => setQuery({ sort: event.target.value as ContactMessagesQuery['sort'], page: 1 })}>
              {CONTACT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {CONTACT_SORT_LABELS[sort]}
                </option>
              ))}
            </Form.Select>
          </Col>
        </Row>
      </Form>

      {page === null ? (
        <Alert variant="danger">{M.loadFailed}</Alert>
      ) : page.items.length === 0 ? (
        <div className="text-center border rounded py-5 px-3" data-testid="no-contact-messages">
          {filtered ? (
            <>
              <p className="lead mb-3">No messages match.</p>
              <Button variant="outline-secondary" onClick={() => setQuery({ q: undefined, status: 'all', page: 1 })}>
                Show all messages
              </Button>
            </>
          ) : (
            <p className="lead mb-0">No one has written yet.</p>
          )}
        </div>
      ) : (
        <>
          <p className="text-body-secondary mb-2" role="status" data-testid="contact-count">
            Showing {formatCount(first)}–{formatCount(first + page.items.length - 1)} of {formatCount(page.total)} messages; {formatCount(page.unread)} unread in all.
          </p>
          <Table responsive hover className="reflow-table align-middle" aria-busy={loading || undefined} style={loading ? { opacity: 0.6 } : undefined} data-testid="contact-table">
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
          <Pagination label="Contact messages pages" page={page.page} pageCount={pageCount} hrefFor={(n) => hrefFor({ page: n })} preventScrollReset />
        </>
      )}
    </section>
  );
}
