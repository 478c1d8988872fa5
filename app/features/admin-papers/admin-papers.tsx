import '../../components/tables/reflow-table.css';
import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { ADMIN_PAPER_MESSAGES as M, ADMIN_PAPER_SORTS, type AdminPaperPage, type AdminPaperRow, type AdminPapersQuery } from '../../../contract/papers/admin-papers.schema';
import { PAPER_STATUSES, statusBadgeVariant, statusLabel } from '../../../contract/papers/paper-status';
import type { Notice } from '../../components/feedback/notice-toast';
import { useTabAction } from '../../components/admin-dashboard/use-tab-action';
import { Pagination } from '../../components/layout/pagination';
import { formatCount } from '../../lib/format';
import type { AdminPaperIntent, AdminPaperOutcome } from './admin-paper-actions';
import { AdminPaperForm } from './admin-paper-form';

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

const SORT_LABELS: Record<(typeof ADMIN_PAPER_SORTS)[number], string> = { submitted: 'Submitted', updated: 'Last updated', title: 'Title', status: 'Status' };
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
  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setQuery({ q: q || undefined, page: 1 });
  }
  const pageCount = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const first = page ? (page.page - 1) * page.pageSize + 1 : 0;
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
      <Form role="search" onSubmit={search} className="mb-3" aria-label="Search papers">
        <Row className="g-2 align-items-end">
          <Col md={5}>
            <Form.Label htmlFor="papers-search">Search</Form.Label>
            <div className="d-flex gap-2">
              <Form.Control id="papers-search" name="q" type="search" defaultValue={query.q ?? ''} key={query.q ?? ''} placeholder="Title, author or DOI" />
              <Button type="submit" variant="outline-primary">
                Search
              </Button>
            </div>
          </Col>
          <Col xs={6} md={3}>
            <Form.Label htmlFor="papers-status">Status</Form.Label>
            <Form.Select id="papers-status" value={query.status ?? ''} onChange={(event) => setQuery({ status: (event.target.value || undefined) as AdminPapersQuery['status'], page: 1 })}>
              <option value="">All statuses</option>
              {PAPER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col xs={6} md={4}>
            <Form.Label htmlFor="papers-sort">Order</Form.Label>
            <Form.Select
              id="papers-sort"
              value={`${query.sort}:${query.order}`}
              onChange={(event) => {
                const [sort, order] = event.target.value.split(':') as [AdminPapersQuery['sort'], AdminPapersQuery['order']];
                setQuery({ sort, order, page: 1 });
              }}
            >
              {ADMIN_PAPER_SORTS.flatMap((sort) =>
                (['desc', 'asc'] as const).map((order) => (
                  <option key={`${sort}:${order}`} value={`${sort}:${order}`}>
                    {SORT_LABELS[sort]} ({order === 'desc' ? (sort === 'title' || sort === 'status' ? 'Z–A' : 'newest first') : sort === 'title' || sort === 'status' ? 'A–Z' : 'oldest first'})
                  </option>
                )),
              )}
            </Form.Select>
          </Col>
        </Row>
      </Form>

      {page === null ? (
        <Alert variant="danger">{M.loadFailed}</Alert>
      ) : page.items.length === 0 ? (
        <div className="text-center border rounded py-5 px-3" data-testid="no-papers">
          {filtered ? (
            <>
              <p className="lead mb-3">No papers match.</p>
              <Button variant="outline-secondary" onClick={() => setQuery({ q: undefined, status: undefined, page: 1 })}>
                Show all papers
              </Button>
            </>
          ) : (
            <p className="lead mb-0">No papers yet.</p>
          )}
        </div>
      ) : (
        <>
          <p className="text-body-secondary mb-2" role="status" data-testid="papers-count">
            Showing {formatCount(first)}–{formatCount(first + page.items.length - 1)} of {formatCount(page.total)} papers.
          </p>
          <Table responsive hover className="reflow-table align-middle" aria-busy={loading || undefined} style={loading ? { opacity: 0.6 } : undefined} data-testid="papers-table">
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
          <Pagination label="Papers pages" page={page.page} pageCount={pageCount} hrefFor={(n) => hrefFor({ page: n })} preventScrollReset />
        </>
      )}

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
