import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import type { PaperWorkflow, StaffReview } from '../../../contract/papers/papers.schema';
import { APPEAL_OUTCOME_LABELS } from '../../../contract/papers/workflow/editorial-decisions';
import { formatLongDate } from '../../lib/format';
import { REVIEW_STATUS_LABELS, roundLabel, WORKFLOW_TEXTS as T } from './paper-workflow-view';
import { SectionCard } from './section-card';

/** A missing value: a dash for the eye, words for screen readers. */
function None({ words }: { words: string }) {
  return (
    <>
      <span aria-hidden="true" className="text-body-secondary">
        —
      </span>
      <span className="visually-hidden">{words}</span>
    </>
  );
}

function ReviewComments({ review }: { review: StaffReview }) {
  const toAuthor = review.commentsToAuthor?.trim();
  const confidential = review.confidentialComments?.trim();
  if (!toAuthor && !confidential) return <None words="No comments yet" />;
  return (
    <details className="review-comments" data-testid="staff-review-comments">
      <summary>
        Comments<span className="visually-hidden"> of {review.label}</span>
      </summary>
      <div className="review-comments__body">
        <h4 className="review-comments__heading">Comments to the author</h4>
        <p className="review-comments__text">{toAuthor || 'None'}</p>
        <h4 className="review-comments__heading">Confidential comments to the editor</h4>
        <p className="review-comments__text" data-testid="confidential-comments">
          {confidential || 'None'}
        </p>
      </div>
    </details>
  );
}

interface ReviewColumn {
  label: string;
  /** Dates and labels stay on one line. */
  nowrap?: boolean;
  cell(review: StaffReview): ReactNode;
}

/** The columns after the reviewer's name, which heads each row (and each card on a phone). */
const REVIEW_COLUMNS: readonly ReviewColumn[] = [
  { label: 'Label', nowrap: true, cell: (review) => review.label },
  { label: 'Round', cell: (review) => review.round },
  { label: 'Status', cell: (review) => REVIEW_STATUS_LABELS[review.status] },
  { label: 'Recommendation', cell: (review) => review.recommendation ?? <None words="None yet" /> },
  { label: 'Due', nowrap: true, cell: (review) => (review.dueAt ? formatLongDate(review.dueAt) : <None words="No due date" />) },
  { label: 'Submitted', nowrap: true, cell: (review) => (review.submittedAt ? formatLongDate(review.submittedAt) : <None words="Not yet" />) },
  { label: 'Comments', cell: (review) => <ReviewComments review={review} /> },
];

/** The reviews of every round, with the reviewers' names: staff only. */
function ReviewsTable({ reviews }: { reviews: readonly StaffReview[] }) {
  if (reviews.length === 0) return <p className="text-body-secondary mb-0">No reviewers have been invited yet.</p>;
  return (
    <Table className="reviews-table align-top mb-0" aria-labelledby="reviews-heading" data-testid="staff-reviews">
      <thead>
        <tr>
          <th scope="col">Reviewer</th>
          {REVIEW_COLUMNS.map((column) => (
            <th scope="col" key={column.label}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {reviews.map((review) => (
          <tr key={review.assignmentId} data-testid="staff-review">
            <th scope="row" data-label="Reviewer" data-testid="staff-reviewer">
              {review.reviewer}
            </th>
            {REVIEW_COLUMNS.map((column) => (
              <td key={column.label} data-label={column.label} className={column.nowrap ? 'text-nowrap' : undefined}>
                {column.cell(review)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * What the editors need on the paper (decisions 0034, 0035): the handling editor, the round in
 * progress, an appeal's state and every review with the reviewer's name, recommendation and
 * confidential comments. The page renders it for staff only.
 */
export function EditorialPanel({ workflow }: { workflow: PaperWorkflow }) {
  return (
    <SectionCard id="editorial-heading" title={T.editorialHeading} testId="editorial-panel">
      <dl className="editorial-facts">
        <div>
          <dt>Handling editor</dt>
          <dd data-testid="handling-editor">{workflow.handlingEditor?.name ?? 'Not assigned'}</dd>
        </div>
        <div>
          <dt>Current round</dt>
          <dd data-testid="current-round">{roundLabel(workflow.round)}</dd>
        </div>
        {workflow.appeal && (
          <div>
            <dt>Appeal</dt>
            <dd data-testid="appeal-state">{workflow.appeal === 'open' ? 'Open: waiting for a decision' : `Decided: ${APPEAL_OUTCOME_LABELS[workflow.appeal]}`}</dd>
          </div>
        )}
      </dl>
      <h3 id="reviews-heading" className="h6 mt-4 mb-2">
        Reviews
      </h3>
      <ReviewsTable reviews={workflow.reviews} />
    </SectionCard>
  );
}
