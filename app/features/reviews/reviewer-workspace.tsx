import '../../components/tables/reflow-table.css';
import './reviews.css';
import Alert from 'react-bootstrap/Alert';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { REVIEW_MESSAGES as M } from '../../../contract/reviews/review.messages';
import type { ReviewListItem } from '../../../contract/reviews/review.schema';
import { ReviewDueDates, ReviewStatusBadge } from './review-dates';

const ACTION_LABELS: Record<ReviewListItem['status'], string> = { INVITED: 'Respond', ACCEPTED: 'Write review', COMPLETED: 'Read review' };

/**
 * The reviewer's workspace on /dashboard (issue 14): invitations to answer, reviews in progress
 * with their due dates, and completed reviews, read-only. Each opens /review/{id}. Shown to
 * accounts that review (null: the list failed to load, with the spec-style failure message).
 */
export function ReviewerWorkspace({ reviews }: { reviews: ReviewListItem[] | null }) {
  return (
    <section className="mb-5" aria-labelledby="my-reviews-heading" data-testid="reviewer-workspace">
      <h2 id="my-reviews-heading" className="h4 mb-3">
        My Reviews
      </h2>
      {reviews === null ? (
        <Alert variant="danger">{M.loadFailed}</Alert>
      ) : reviews.length === 0 ? (
        <p className="text-body-secondary" data-testid="no-reviews">
          {M.noReviews}
        </p>
      ) : (
        <Table hover className="align-middle reflow-table mb-0" aria-labelledby="my-reviews-heading">
          <thead>
            <tr>
              <th scope="col">Manuscript</th>
              <th scope="col">Status</th>
              <th scope="col">Dates</th>
              <th scope="col">
                <span className="visually-hidden">Open</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {reviews.map((item) => (
              <tr key={item.id} data-testid="review-row" data-assignment-id={item.id}>
                <td data-label="Manuscript">
                  <Link to={`/review/${item.id}`} className="fw-semibold">
                    {item.paper.title}
                  </Link>
                  <div className="small text-body-secondary mt-1">
                    {item.paper.category} · Round {item.round}
                  </div>
                </td>
                <td data-label="Status">
                  <ReviewStatusBadge status={item.status} />
                </td>
                <td data-label="Dates">
                  <ReviewDueDates item={item} />
                </td>
                <td data-label="Open">
                  <Link to={`/review/${item.id}`} className={`btn btn-sm text-nowrap ${item.status === 'COMPLETED' ? 'btn-outline-primary' : 'btn-primary'}`}>
                    {ACTION_LABELS[item.status]}
                    <span className="visually-hidden">: {item.paper.title}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
