import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import { ADMIN_PAPER_MESSAGES as M, ADMIN_PAPER_SORTS, type AdminPaperPage, type AdminPaperRow, type AdminPapersQuery } from '../../../contract/papers/admin-papers.schema';
import { PAPER_STATUSES, statusBadgeVariant, statusLabel } from '../../../contract/papers/paper-status';
import type { Notice } from '../../components/feedback/notice-toast';
import { ListResults, ListSearch, ListSelect, listTableProps } from '../../components/admin-dashboard/admin-list';
import { useTabAction } from '../../components/admin-dashboard/use-tab-action';
import type { AdminPaperIntent, AdminPaperOutcome } from './admin-paper-actions';
import { AdminPaperForm } from './admin-paper-form';

const SORT_LABELS: Record<(typeof ADMIN_PAPER_SORTS)[number], string> = { submitted: 'Submitted', updated: 'Last updated', title: 'Title', status: 'Status' };
/** The Order select: each sort both ways (titles and statuses A–Z, dates newest first). */
const ORDER_OPTIONS = ADMIN_PAPER_SORTS.flatMap((sort) =>
  (['desc', 'asc'] as const).map((order) => {
    const alphabetical = sort === 'title' || sort === 'status';
    const way = order === 'desc' ? (alphabetical ? 'Z–A' : 'newest first') : alphabetical ? 'A–Z' : 'oldest first';
    return { value: `${sort}:${order}`, label: `${SORT_LABELS[sort]} (${way})` };
  }),
);

/** The row's Cite button, given by the route (features do not import each other). */
export type CiteButtonRender = (paper: { id: number; title: string }) => ReactNode;

interface AdminPapersProps {
  page: AdminPaperPage | null;
  query: AdminPapersQuery;
  setQuery(change: Partial<AdminPapersQuery>): void;
  hrefFor(change: Partial<AdminPapersQuery>): string;
  loading: boolean;
  onNotice(notice: Notice): void;
  citeButton: CiteButtonRender;
}

const COLUMNS = ['Title', 'Authors', 'Category', 'Volume / Issue', 'Year', 'Status'] as const;

/**
 * The admin dashboard's Papers tab (acting-side.md §2, §3, §5, §8; decision 0050): the list,
 * paged, searched and sorted on the server; add, edit, delete (after confirmation), and the
 * citation dialog from each row.
 */
export function AdminPapers({ page, query, setQuery, hrefFor, loading, onNotice, citeButton }: AdminPapersProps) {
  const [editing, setEditing] = useState<{ paper: AdminPaperRow | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminPaperRow | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const action = useTabAction<AdminPaperIntent, AdminPaperOutcome>((outcome) => {
    onNotice({ ok: outcome.ok, text: outcome.message, ...(outcome.detail ? { detail: outcome.detail } : {}) });
    if (outcome.intent === 'savePaper') {
      if (outcome.ok) setEditing(null);
      else setServerErrors(outcome.fieldErrors ?? {});
    } else setDeleting(null);
  });

  const filtered = query.q !== undefined || query.status !== undefined;
  const open = (paper: AdminPaperRow | null) => {
    setServerErrors({});
    setEditing({ paper });
  };

  return (
    <section aria-labelledby="papers-heading">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 id="papers-heading" className="h4 mb-0">
          Papers
        </h2>
        <Button variant="primary" onClick={() => open(null)} data-testid="add-paper">
          Add Paper
        </Button>
      </div>
      <ListSearch id="papers" label="Search papers" placeholder="Title, author or DOI" q={query.q} onSearch={(q) => setQuery({ q, page: 1 })}>
        <ListSelect
          id="papers-status"
          label="Status"
          value={query.status ?? ''}
          options={[{ value: '', label: 'All statuses' }, ...PAPER_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))]}
          onChange={(status) => setQuery({ status: status || undefined, page: 1 })}
        />
        <ListSelect
          id="papers-sort"
          label="Order"
          md={4}
          value={`${query.sort}:${query.order}`}
          options={ORDER_OPTIONS}
          onChange={(value) => {
            const [sort, order] = value.split(':') as [AdminPapersQuery['sort'], AdminPapersQuery['order']];
            setQuery({ sort, order, page: 1 });
          }}
        />
      </ListSearch>

      <ListResults
        page={page}
        failed={M.loadFailed}
        noun="papers"
        filtered={filtered}
        empty={{ none: 'No papers yet.', noMatch: 'No papers match.', showAll: 'Show all papers', onShowAll: () => setQuery({ q: undefined, status: undefined, page: 1 }) }}
        testIds={{ empty: 'no-papers', count: 'papers-count' }}
        pages={{ label: 'Papers pages', hrefFor: (n) => hrefFor({ page: n }) }}
      >
        {(page) => (
          <Table {...listTableProps(loading)} data-testid="papers-table">
            <caption className="visually-hidden">Papers, by {SORT_LABELS[query.sort].toLowerCase()}</caption>
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
              {page.items.map((paper) => (
                <tr key={paper.id} data-testid="paper-row">
                  <td>
                    <a href={`/paper/${paper.id}`}>{paper.title}</a>
                    {paper.doi && <span className="d-block small text-body-secondary text-break">{paper.doi}</span>}
                  </td>
                  <td data-label="Authors">{paper.authors.map((author) => author.name).join(', ')}</td>
                  <td data-label="Category">{paper.category}</td>
                  <td data-label="Volume / Issue" className="text-nowrap">
                    {paper.volume !== null ? `Vol. ${paper.volume}, No. ${paper.issue}` : '—'}
                  </td>
                  <td data-label="Year">{paper.year ?? '—'}</td>
                  <td data-label="Status">
                    <span className={`badge text-bg-${statusBadgeVariant(paper.status)}`}>{statusLabel(paper.status)}</span>
                  </td>
                  <td data-label="Actions">
                    <div className="d-flex flex-wrap gap-2">
                      <Button size="sm" variant="outline-primary" onClick={() => open(paper)} aria-label={`Edit: ${paper.title}`}>
                        Edit
                      </Button>
                      {/* A reference names where the paper was published: the citation call answers for published papers. */}
                      {paper.status === 'PUBLISHED' && citeButton({ id: paper.id, title: paper.title })}
                      {paper.status !== 'PUBLISHED' && (
                        <Button size="sm" variant="outline-danger" onClick={() => setDeleting(paper)} aria-label={`Delete: ${paper.title}`}>
                          Delete
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </ListResults>

      <AdminPaperForm
        paper={editing?.paper ?? null}
        show={editing !== null}
        busy={action.busy}
        serverErrors={serverErrors}
        onClose={() => setEditing(null)}
        onSave={(intent) => {
          setServerErrors({});
          void action.send(intent);
        }}
      />

      <Modal show={deleting !== null} onHide={() => !action.busy && setDeleting(null)} aria-labelledby="delete-paper-title" data-testid="delete-paper-dialog">
        <Modal.Header closeButton={!action.busy}>
          <Modal.Title id="delete-paper-title">Delete Paper</Modal.Title>
        </Modal.Header>
        <Modal.Body>{deleting && <p className="mb-0">{M.confirmDelete(deleting.title)}</p>}</Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setDeleting(null)} disabled={action.busy}>
            Cancel
          </Button>
          <Button variant="danger" disabled={action.busy} onClick={() => deleting && void action.send({ intent: 'deletePaper', paperId: deleting.id })}>
            {action.busy ? 'Deleting...' : 'Delete'}
          </Button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}
