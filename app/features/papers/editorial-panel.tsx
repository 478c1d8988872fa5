import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import type { PaperWorkflow, StaffReview } from '../../../contract/papers/papers.schema';
import { formatLongDate } from '../../lib/format';
import { REVIEW_STATUS_LABELS, roundLabel, WORKFLOW_TEXTS as T } from './paper-workflow-view';

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

/** The reviews of every round, with the reviewers' names: staff only. */
function ReviewsTable({ reviews }: { reviews: readonly StaffReview[] }) {
  if (reviews.length === 0) return <p className="text-body-secondary mb-0">No reviewers have been invited yet.</p>;
  return (
    <Table className="reviews-table align-top mb-0" aria-labelledby="reviews-heading" data-testid="staff-reviews">
      <thead>
        <tr>
          <th scope="col">Reviewer</th>
          <th scope="col">Label</th>
          <th scope="col">Round</th>
          <th scope="col">Status</th>
          <th scope="col">Recommendation</th>
          <th scope="col">Due</th>
          <th scope="col">Submitted</th>
          <th scope="col">Comments</th>
        </tr>
      </thead>
      <tbody>
        {reviews.map((review) => (
          <tr key={review.assignmentId} data-testid="staff-review">
            <th scope="row" data-label="Reviewer" data-testid="staff-reviewer">
              {review.reviewer}
            </th>
            <td data-label="Label" className="text-nowrap">
              {review.label}
            </td>
            <td data-label="Round">{review.round}</td>
            <td data-label="Status">{REVIEW_STATUS_LABELS[review.status]}</td>
            <td data-label="Recommendation">{review.recommendation ?? <None words="None yet" />}</td>
            <td data-label="Due" className="text-nowrap">
              {review.dueAt ? formatLongDate(review.dueAt) : <None words="No due date" />}
            </td>
            <td data-label="Submitted" className="text-nowrap">
              {review.submittedAt ? formatLongDate(review.submittedAt) : <None words="Not yet" />}
            </td>
            <td data-label="Comments">
              <ReviewComments review={review} />
            </td>
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
    <Card className="mb-4" as="section" aria-labelledby="editorial-heading" data-testid="editorial-panel">
      <Card.Header>
        <h2 id="editorial-heading" className="h5 mb-0">
          {T.editorialHeading}
        </h2>
      </Card.Header>
      <Card.Body className="p-3 p-md-4">
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
              <dd data-testid="appeal-state">{workflow.appeal === 'open' ? 'Open: waiting for a decision' : 'Decided'}</dd>
            </div>
          )}
        </dl>
        <h3 id="reviews-heading" className="h6 mt-4 mb-2">
          Reviews
        </h3>
        <ReviewsTable reviews={workflow.reviews} />
      </Card.Body>
    </Card>
  );
}
