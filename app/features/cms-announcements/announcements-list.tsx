import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { ADMIN_ANNOUNCEMENT_MESSAGES as M } from '../../../contract/announcements/admin-announcements.messages';
import type { AdminAnnouncement, AdminAnnouncementPage, AdminAnnouncementQuery } from '../../../contract/announcements/admin-announcements.schema';
import { ANNOUNCEMENT_TYPES } from '../../../contract/announcements/announcement-type';
import { formatLongDate } from '../../../contract/format/long-date';
import { ListResults, ListSearch, ListSelect, listTableProps } from '../../components/admin-dashboard/admin-list';
import { useTabAction } from '../../components/admin-dashboard/use-tab-action';
import { ConfirmDialog } from '../../components/feedback/confirm-dialog';
import type { Notice } from '../../components/feedback/notice-toast';
import type { AnnouncementOutcome } from './announcement-actions';
import { AnnouncementDialog } from './announcement-dialog';

const TYPE_OPTIONS: { value: AdminAnnouncementQuery['type']; label: string }[] = [{ value: 'all', label: 'All types' }, ...ANNOUNCEMENT_TYPES.map((type) => ({ value: type, label: type }))];
const SORT_OPTIONS: { value: AdminAnnouncementQuery['sort']; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

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

  return (
    <div>
      <div className="d-flex flex-wrap justify-content-end gap-2 mb-3">
        <Button onClick={() => setEditing({ announcement: null })} data-testid="new-announcement">
          New Announcement
        </Button>
      </div>
      <ListSearch id="announcements" label="Search announcements" placeholder="Title, text, author, category or tag" q={query.q} onSearch={(q) => setQuery({ q, page: 1 })}>
        <ListSelect id="announcements-type" label="Type" value={query.type} options={TYPE_OPTIONS} onChange={(type) => setQuery({ type, page: 1 })} />
        <ListSelect id="announcements-sort" label="Order" md={4} value={query.sort} options={SORT_OPTIONS} onChange={(sort) => setQuery({ sort, page: 1 })} />
      </ListSearch>

      <ListResults
        page={page}
        failed={M.loadFailed}
        noun="announcements"
        filtered={filtered}
        empty={{ none: 'No announcement has been written yet.', noMatch: M.noAnnouncements, showAll: 'Show all announcements', onShowAll: () => setQuery({ q: undefined, type: 'all', page: 1 }) }}
        testIds={{ empty: 'no-announcements', count: 'announcements-count' }}
        pages={{ label: 'Announcements pages', hrefFor: (n) => hrefFor({ page: n }) }}
      >
        {(page) => (
          <Table {...listTableProps(loading)} data-testid="announcements-table">
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
        )}
      </ListResults>

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
