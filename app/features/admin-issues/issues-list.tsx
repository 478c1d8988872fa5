import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { formatLongDate } from '../../../contract/format/long-date';
import { ADMIN_ISSUE_MESSAGES as M, ADMIN_ISSUE_SORTS, type AdminIssueSort } from '../../../contract/issues/admin-issues.messages';
import type { AdminIssue, AdminIssuePage, AdminIssueQuery } from '../../../contract/issues/admin-issues.schema';
import { ListResults, ListSearch, ListSelect, listTableProps } from '../../components/admin-dashboard/admin-list';
import { ConfirmDialog } from '../../components/feedback/confirm-dialog';
import type { Notice } from '../../components/feedback/notice-toast';
import { useTabAction } from '../../components/admin-dashboard/use-tab-action';
import type { IssueOutcome } from './issue-actions';
import { IssueDialog } from './issue-dialog';

/** 'Failed to load data. Please try again.' (acting-side.md §8, the admin dashboard's load failure). */
export const ADMIN_LOAD_FAILED = 'Failed to load data. Please try again.';

const SORT_LABELS: Record<AdminIssueSort, string> = {
  newest: 'Newest publication date first',
  oldest: 'Oldest publication date first',
  volume: 'By volume and number',
  title: 'By title',
};

const STATE_OPTIONS = [
  { value: 'all', label: 'All issues' },
  { value: 'draft', label: 'Drafts' },
  { value: 'published', label: 'Published' },
] as const;

const label = (issue: AdminIssue) => `Vol. ${issue.volume}, No. ${issue.issueNumber} (${issue.year})`;

interface IssuesListProps {
  page: AdminIssuePage | null;
  query: AdminIssueQuery;
  setQuery(change: Partial<AdminIssueQuery>): void;
  hrefFor(change: Partial<AdminIssueQuery>): string;
  loading: boolean;
  onNotice(notice: Notice): void;
}

/**
 * The Issues tab of /admin-dashboard (acting-side.md §2, §3 "Issue (admin)", §8; decision 0046):
 * every issue, drafts too, paged, searched and sorted on the server; create and edit in a dialog,
 * delete after a confirmation; the outcome as a toast in the spec's words.
 */
export function IssuesList({ page, query, setQuery, hrefFor, loading, onNotice }: IssuesListProps) {
  const [editing, setEditing] = useState<{ issue: AdminIssue | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminIssue | null>(null);
  const remove = useTabAction<{ intent: string } & Record<string, string>, IssueOutcome>((outcome) => {
    setDeleting(null);
    onNotice(outcome.ok ? { ok: true, text: outcome.message } : { ok: false, text: outcome.message, detail: outcome.detail });
  });
  const filtered = query.q !== undefined || query.state !== 'all';

  return (
    <section aria-labelledby="issues-heading">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 id="issues-heading" className="h4 mb-0">
          Issues
        </h2>
        <Button onClick={() => setEditing({ issue: null })} data-testid="new-issue">
          New Issue
        </Button>
      </div>
      <ListSearch id="issues" label="Search issues" placeholder="Title, description, volume or year" q={query.q} onSearch={(q) => setQuery({ q, page: 1 })}>
        <ListSelect id="issues-state" label="Show" value={query.state} options={STATE_OPTIONS} onChange={(state) => setQuery({ state, page: 1 })} />
        <ListSelect id="issues-sort" label="Order" md={4} value={query.sort} options={ADMIN_ISSUE_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))} onChange={(sort) => setQuery({ sort, page: 1 })} />
      </ListSearch>

      <ListResults
        page={page}
        failed={ADMIN_LOAD_FAILED}
        noun="issues"
        filtered={filtered}
        empty={{ none: 'No issue has been created yet.', noMatch: M.noIssues, showAll: 'Show all issues', onShowAll: () => setQuery({ q: undefined, state: 'all', page: 1 }) }}
        testIds={{ empty: 'no-issues', count: 'issues-count' }}
        pages={{ label: 'Issues pages', hrefFor: (n) => hrefFor({ page: n }) }}
      >
        {(page) => (
          <Table {...listTableProps(loading)} data-testid="issues-table">
            <caption className="visually-hidden">Issues, {SORT_LABELS[query.sort].toLowerCase()}</caption>
            <thead>
              <tr>
                <th scope="col">Issue</th>
                <th scope="col">Cover</th>
                <th scope="col">Title</th>
                <th scope="col">Publication date</th>
                <th scope="col">Status</th>
                <th scope="col">Papers</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((issue) => (
                <tr key={issue.id} data-testid="issue-row">
                  <td className="fw-semibold text-nowrap">{label(issue)}</td>
                  <td data-label="Cover" className={issue.cover ? undefined : 'reflow-empty'}>
                    {issue.cover && <img src={issue.cover.url} width={issue.cover.width} height={issue.cover.height} alt={`Cover of ${label(issue)}`} loading="lazy" style={{ width: 48, height: 'auto' }} />}
                  </td>
                  <td data-label="Title">
                    {issue.title}
                    {issue.pdf && <span className="d-block small text-body-secondary">PDF: {issue.pdf.name}</span>}
                  </td>
                  <td data-label="Publication date" className="text-nowrap">
                    {formatLongDate(issue.publicationDate)}
                  </td>
                  <td data-label="Status">
                    <Badge bg={issue.isPublished ? 'success' : 'secondary'}>{issue.isPublished ? 'Published' : 'Draft'}</Badge>
                  </td>
                  <td data-label="Papers" className="small">
                    {issue.publishedPapers} published
                    {issue.acceptedPapers > 0 && <span className="d-block">{issue.acceptedPapers} accepted, waiting</span>}
                  </td>
                  <td data-label="Actions">
                    <div className="d-flex gap-2">
                      <Button size="sm" variant="outline-primary" onClick={() => setEditing({ issue })} aria-label={`Edit ${label(issue)}`}>
                        Edit
                      </Button>
                      <Button size="sm" variant="outline-danger" onClick={() => setDeleting(issue)} aria-label={`Delete ${label(issue)}`}>
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

      <IssueDialog
        issue={editing?.issue ?? null}
        show={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={(outcome) => {
          setEditing(null);
          onNotice({ ok: true, text: outcome.message });
        }}
      />
      <ConfirmDialog
        id="delete-issue-dialog"
        show={deleting !== null}
        title="Delete Issue"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove.send({ intent: 'deleteIssue', issueId: String(deleting.id) })}
      >
        {deleting && <p className="mb-0">{M.confirmDelete(label(deleting))}</p>}
      </ConfirmDialog>
    </section>
  );
}
