import '../../components/tables/reflow-table.css';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { ADMIN_ANNOUNCEMENT_MESSAGES as M } from '../../../contract/announcements/admin-announcements.messages';
import type { AdminAnnouncement, AdminAnnouncementPage, AdminAnnouncementQuery } from '../../../contract/announcements/admin-announcements.schema';
import { ANNOUNCEMENT_TYPES } from '../../../contract/announcements/announcement-type';
import { formatLongDate } from '../../../contract/format/long-date';
import { useTabAction } from '../../components/admin-dashboard/use-tab-action';
import { ConfirmDialog } from '../../components/feedback/confirm-dialog';
import type { Notice } from '../../components/feedback/notice-toast';
import { Pagination } from '../../components/layout/pagination';
import { formatCount } from '../../lib/format';
import type { AnnouncementOutcome } from './announcement-actions';
import { AnnouncementDialog } from './announcement-dialog';

interface AnnouncementsListProps {
  page: AdminAnnouncementPage | null;
  query: AdminAnnouncementQuery;
  setQuery(change: Partial<AdminAnnouncementQuery>): void;
  hrefFor(change: Partial<AdminAnnouncementQuery>): string;
  loading: boolean;
  onNotice(notice: Notice): void;
}

/**
 * The Announcements section of /admin/cms (issue 15; decision 0051): every announcement, newest
 * first, searched and filtered as the public page does, paged on the server; create and edit in a
 * dialog with a preview, delete after a confirmation; each outcome as a toast.
 */
export function AnnouncementsList({ page, query, setQuery, hrefFor, loading, onNotice }: AnnouncementsListProps) {
  const [editing, setEditing] = useState<{ announcement: AdminAnnouncement | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminAnnouncement | null>(null);
  const remove = useTabAction<{ intent: string } & Record<string, string>, AnnouncementOutcome>((outcome) => {
    setDeleting(null);
    onNotice(outcome.ok ? { ok: true, text: outcome.message } : { ok: false, text: outcome.message, detail: outcome.detail });
  });
  const filtered = query.q !== undefined || query.type !== 'all';
  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setQuery({ q: q || undefined, page: 1 });
  }
  const pageCount = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const first = page ? (page.page - 1) * page.pageSize + 1 : 0;

  return (
    <div>
      <div className="d-flex flex-wrap justify-content-end gap-2 mb-3">
        <Button onClick={() => setEditing({ announcement: null })} data-testid="new-announcement">
          New Announcement
        </Button>
      </div>
      <Form role="search" onSubmit={search} className="mb-3" aria-label="Search announcements">
        <Row className="g-2 align-items-end">
          <Col md={6}>
            <Form.Label htmlFor="announcements-search">Search</Form.Label>
            <div className="d-flex gap-2">
              <Form.Control id="announcements-search" name="q" type="search" defaultValue={query.q ?? ''} key={query.q ?? ''} placeholder="Title, text, author, category or tag" />
              <Button type="submit" variant="outline-primary">
                Search
              </Button>
            </div>
          </Col>
          <Col xs={6} md={3}>
            <Form.Label htmlFor="announcements-type">Type</Form.Label>
            <Form.Select id="announcements-type" value={query.type} onChange={(event) => setQuery({ type: event.target.value as AdminAnnouncementQuery['type'], page: 1 })}>
              <option value="all">All types</option>
              {ANNOUNCEMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col xs={6} md={3}>
            <Form.Label htmlFor="announcements-sort">Order</Form.Label>
            <Form.Select id="announcements-sort" value={query.sort} onChange={(event) => setQuery({ sort: event.target.value as AdminAnnouncementQuery['sort'], page: 1 })}>
              <option value="newest">Newest first</option>
              <option value="oldest">Oldest first</option>
            </Form.Select>
          </Col>
        </Row>
      </Form>

      {page === null ? (
        <Alert variant="danger">{M.loadFailed}</Alert>
      ) : page.items.length === 0 ? (
        <div className="text-center border rounded py-5 px-3" data-testid="no-announcements">
          {filtered ? (
            <>
              <p className="lead mb-3">{M.noAnnouncements}</p>
              <Button variant="outline-secondary" onClick={() => setQuery({ q: undefined, type: 'all', page: 1 })}>
                Show all announcements
              </Button>
            </>
          ) : (
            <p className="lead mb-0">No announcement has been written yet.</p>
          )}
        </div>
      ) : (
        <>
          <p className="text-body-secondary mb-2" role="status" data-testid="announcements-count">
            Showing {formatCount(first)}–{formatCount(first + page.items.length - 1)} of {formatCount(page.total)} announcements.
          </p>
          <Table responsive hover className="reflow-table align-middle" aria-busy={loading || undefined} style={loading ? { opacity: 0.6 } : undefined} data-testid="announcements-table">
            <caption className="visually-hidden">Announcements, {query.sort === 'newest' ? 'newest' : 'oldest'} first</caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Type</th>
                <th scope="col">Date</th>
                <th scope="col">Author</th>
                <th scope="col">Attachments</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((announcement) => (
                <tr key={announcement.id} data-testid="announcement-row">
                  <td className="fw-semibold">
                    <a href={`/announcements#announcement-${announcement.id}`}>{announcement.title}</a>
                  </td>
                  <td data-label="Type">
                    <Badge bg="light" text="dark" className="border">
                      {announcement.type}
                    </Badge>
                    {announcement.storedType === null && <span className="d-block small text-body-secondary">from the title</span>}
                  </td>
                  <td data-label="Date" className="text-nowrap">
                    {formatLongDate(announcement.date)}
                  </td>
                  <td data-label="Author">{announcement.author}</td>
                  <td data-label="Attachments" className="small">
                    {announcement.attachments.length === 0 ? 'None' : announcement.attachments.map((a) => a.name).join(', ')}
                  </td>
                  <td data-label="Actions">
                    <div className="d-flex gap-2">
                      <Button size="sm" variant="outline-primary" onClick={() => setEditing({ announcement })} aria-label={`Edit ${announcement.title}`}>
                        Edit
                      </Button>
                      <Button size="sm" variant="outline-danger" onClick={() => setDeleting(announcement)} aria-label={`Delete ${announcement.title}`}>
                        Delete
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination label="Announcements pages" page={page.page} pageCount={pageCount} hrefFor={(n) => hrefFor({ page: n })} preventScrollReset />
        </>
      )}

      <AnnouncementDialog
        announcement={editing?.announcement ?? null}
        show={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={(outcome) => {
          setEditing(null);
          onNotice({ ok: true, text: outcome.message });
        }}
      />
      <ConfirmDialog
        id="delete-announcement-dialog"
        show={deleting !== null}
        title="Delete Announcement"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove.send({ intent: 'deleteAnnouncement', announcementId: String(deleting.id) })}
      >
        {deleting && <p className="mb-0">{M.confirmDelete(deleting.title)}</p>}
      </ConfirmDialog>
    </div>
  );
}
