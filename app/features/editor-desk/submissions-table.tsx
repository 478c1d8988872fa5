import '../../components/tables/reflow-table.css';
import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { OVERDUE_LABELS, type SubmissionSort } from '../../../contract/editor-desk/editor-desk.messages';
import type { SubmissionRow } from '../../../contract/editor-desk/editor-desk.schema';
import type { PaperStatus } from '../../../contract/papers/paper-status';
import { formatCount, formatLongDate } from '../../lib/format';
import { RowActionsMenu } from './row-actions-menu';
import type { DeskDialog } from './row-menu';

export interface TableSort {
  sort: SubmissionSort;
  order: 'asc' | 'desc';
}

interface SubmissionsTableProps {
  rows: readonly SubmissionRow[];
  sort: TableSort;
  onSort(sort: TableSort): void;
  /** The status badge of acting-side.md §4, given by the page (features do not import each other). */
  statusBadge(status: PaperStatus): ReactNode;
  viewerId: number | null;
  onAction(row: SubmissionRow, dialog: DeskDialog): void;
  appealsHref: string;
  busy: boolean;
}

const SORT_LABELS: Record<SubmissionSort, string> = { title: 'Title', status: 'Status', submitted: 'Submitted', updated: 'Updated' };
/** A new sort column starts where a reader expects: A to Z for titles, newest first for dates. */
const FIRST_ORDER: Record<SubmissionSort, 'asc' | 'desc'> = { title: 'asc', status: 'asc', submitted: 'desc', updated: 'desc' };

/** The sort direction for the eye (an SVG: aria-sort tells screen readers). */
function SortMark({ state }: { state: 'asc' | 'desc' | 'none' }) {
  const up = <path d="M4 1 7 5H1z" />;
  const down = <path d="M4 11 1 7h6z" />;
  return (
    <svg
      className={`desk-sort__mark${state === 'none' ? ' desk-sort__mark--idle' : ''}`}
      width="8"
      height="12"
      viewBox="0 0 8 12"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      {state !== 'desc' && up}
      {state !== 'asc' && down}
    </svg>
  );
}

function SortHeader({ column, sort, onSort }: { column: SubmissionSort; sort: TableSort; onSort(sort: TableSort): void }) {
  const active = sort.sort === column;
  const next: TableSort = active ? { sort: column, order: sort.order === 'asc' ? 'desc' : 'asc' } : { sort: column, order: FIRST_ORDER[column] };
  return (
    <th scope="col" aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" className="btn btn-link p-0 desk-sort" onClick={() => onSort(next)}>
        {SORT_LABELS[column]}
        <SortMark state={active ? sort.order : 'none'} />
      </button>
    </th>
  );
}

function None() {
  return (
    <>
      <span aria-hidden="true" className="text-body-secondary">
        —
      </span>
      <span className="visually-hidden">None</span>
    </>
  );
}

function Reviews({ row }: { row: SubmissionRow }) {
  if (row.round === 0) return <None />;
  return (
    <span className="text-nowrap">
      <span aria-hidden="true">
        {formatCount(row.reviews.completed)}/{formatCount(row.reviews.assigned)}
      </span>
      <span className="visually-hidden">
        {formatCount(row.reviews.completed)} of {formatCount(row.reviews.assigned)} completed
      </span>
      <span className="d-block small text-body-secondary">round {formatCount(row.round)}</span>
    </span>
  );
}

function Overdue({ row }: { row: SubmissionRow }) {
  if (!row.overdue) return <None />;
  const tone = row.overdue.kind === 'reviewerFollowUp' ? 'text-bg-warning' : 'text-bg-danger';
  return (
    <div>
      <span className={`badge ${tone}`} data-testid="overdue-flag">
        {OVERDUE_LABELS[row.overdue.kind]}
      </span>
      <span className="d-block small text-body-secondary">since {formatLongDate(row.overdue.since)}</span>
    </div>
  );
}

/**
 * The editors' submissions table (acting-side.md §2 /editor-dashboard): one page of GET
 * /api/editor/submissions, sorted by the server; on phones each row is a card (.reflow-table).
 */
export function SubmissionsTable({ rows, sort, onSort, statusBadge, viewerId, onAction, appealsHref, busy }: SubmissionsTableProps) {
  return (
    <div className="table-responsive desk-scroll" tabIndex={0} role="region" aria-label="Submissions table">
      <Table hover className="align-middle reflow-table desk-table mb-0" aria-labelledby="submissions-heading" aria-busy={busy || undefined} data-testid="submissions-table">
        <thead>
          <tr>
            <SortHeader column="title" sort={sort} onSort={onSort} />
            <th scope="col">Authors</th>
            <th scope="col">Category</th>
            <SortHeader column="status" sort={sort} onSort={onSort} />
            <SortHeader column="submitted" sort={sort} onSort={onSort} />
            <SortHeader column="updated" sort={sort} onSort={onSort} />
            <th scope="col">Handling editor</th>
            <th scope="col">Reviews</th>
            <th scope="col">Overdue</th>
            <th scope="col">Appeal</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="submission-row" data-paper-id={row.id} data-status={row.status}>
              <td data-label="Title" className="desk-title">
                <div>
                  <Link to={`/paper/${row.id}`} className="fw-semibold">
                    {row.title}
                  </Link>
                  {row.version > 1 && (
                    <span className="badge rounded-pill text-bg-light border ms-2">
                      v{row.version}
                      <span className="visually-hidden"> (revised version)</span>
                    </span>
                  )}
                  {row.specialIssue && <div className="small text-body-secondary mt-1">Special issue: {row.specialIssue}</div>}
                </div>
              </td>
              <td data-label="Authors">{row.authorNames}</td>
              <td data-label="Category">{row.category}</td>
              <td data-label="Status">{statusBadge(row.status)}</td>
              <td data-label="Submitted" className="desk-date">
                {formatLongDate(row.submittedAt)}
              </td>
              <td data-label="Updated" className="desk-date">
                {formatLongDate(row.updatedAt)}
              </td>
              <td data-label="Handling editor">{row.handlingEditor ? row.handlingEditor.name : <None />}</td>
              <td data-label="Reviews" className={row.round === 0 ? 'reflow-empty' : undefined}>
                <Reviews row={row} />
              </td>
              <td data-label="Overdue" className={row.overdue ? undefined : 'reflow-empty'}>
                <Overdue row={row} />
              </td>
              <td data-label="Appeal" className={row.openAppeal ? undefined : 'reflow-empty'}>
                {row.openAppeal ? (
                  <Link to={appealsHref} className="badge text-bg-light border text-decoration-none" data-testid="open-appeal">
                    Open appeal
                  </Link>
                ) : (
                  <None />
                )}
              </td>
              <td data-label="Actions">
                <RowActionsMenu row={row} viewerId={viewerId} onChoose={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
