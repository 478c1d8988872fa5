import '../../components/tables/reflow-table.css';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import type { MySubmission } from '../../../contract/papers/author-journey.schema';
import type { PaperStatus } from '../../../contract/papers/paper-status';
import { formatLongDate } from '../../lib/format';

const hasActions = (submission: MySubmission) => submission.canRevise || submission.canWithdraw;

interface SubmissionsTableProps {
  submissions: readonly MySubmission[];
  /** The status badge of acting-side.md §4, given by the page (features do not import each other). */
  statusBadge(status: PaperStatus): ReactNode;
  onWithdraw(submission: MySubmission): void;
  labelledBy: string;
}

/**
 * acting-side.md §2 /dashboard: own submissions with links to /paper/{id}, the revision link
 * and the withdraw action. What each row offers is the server's call (canRevise, canWithdraw).
 */
export function SubmissionsTable({ submissions, statusBadge, onWithdraw, labelledBy }: SubmissionsTableProps) {
  return (
    <Table responsive hover className="align-middle reflow-table mb-0" aria-labelledby={labelledBy} data-testid="my-submissions">
      <thead>
        <tr>
          <th scope="col">Title</th>
          <th scope="col">Category</th>
          <th scope="col">Status</th>
          <th scope="col">Submitted</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {submissions.map((submission) => (
          <tr key={submission.id} data-testid="submission-row" data-paper-id={submission.id}>
            <td data-label="Title">
              <div>
                <Link to={`/paper/${submission.id}`} className="fw-semibold">
                  {submission.title}
                </Link>
                {submission.version > 1 && (
                  <span className="badge rounded-pill text-bg-light border ms-2" data-testid="submission-version">
                    v{submission.version}
                    <span className="visually-hidden"> (revised version)</span>
                  </span>
                )}
                {submission.specialIssue && (
                  <div className="small text-body-secondary mt-1" data-testid="submission-special-issue">
                    Special issue: {submission.specialIssue.title}
                  </div>
                )}
              </div>
            </td>
            <td data-label="Category">{submission.category}</td>
            <td data-label="Status">{statusBadge(submission.status)}</td>
            <td data-label="Submitted" className="text-nowrap">
              {formatLongDate(submission.submissionDate)}
            </td>
            <td data-label="Actions" className={hasActions(submission) ? undefined : 'reflow-empty'}>
              {hasActions(submission) ? (
                <div className="d-flex flex-wrap gap-2">
                  {submission.canRevise && (
                    <Link to={`/submit-paper?revision=${submission.id}`} className="btn btn-warning btn-sm text-nowrap">
                      Submit Revision
                    </Link>
                  )}
                  {submission.canWithdraw && (
                    <Button variant="outline-danger" size="sm" onClick={() => onWithdraw(submission)}>
                      Withdraw<span className="visually-hidden">: {submission.title}</span>
                    </Button>
                  )}
                </div>
              ) : (
                <>
                  <span aria-hidden="true" className="text-body-secondary">
                    —
                  </span>
                  <span className="visually-hidden">None</span>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
