import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import type { ReviewDetail } from '../../../contract/reviews/review.schema';
import { formatLongDate } from '../../lib/format';
import { ReviewStatusBadge } from './review-dates';

/**
 * The manuscript as its reviewer sees it (decision 0035's anonymised view): title, category,
 * round, abstract and keywords, and the dates of the assignment. Nothing of the authors exists
 * in the data it is given.
 */
export function ReviewPaper({ review, children }: { review: ReviewDetail; children?: ReactNode }) {
  const overdue = (kind: 'response' | 'review') =>
    review.overdue === kind ? (
      <Badge bg="warning" className="ms-2" data-testid="review-overdue">
        Overdue
      </Badge>
    ) : null;
  return (
    <section className="card mb-4" aria-labelledby="review-paper-heading" data-testid="review-paper">
      <div className="card-body">
        <p className="d-flex flex-wrap align-items-center gap-2 mb-2 small">
          <span className="text-uppercase fw-semibold text-body-secondary">{review.paper.category}</span>
          <span className="text-body-secondary">Round {review.round}</span>
          <ReviewStatusBadge status={review.status} />
        </p>
        <h2 id="review-paper-heading" className="h4 mb-3" data-testid="review-paper-title">
          {review.paper.title}
        </h2>
        <dl className="review-facts mb-3">
          <div>
            <dt>Invited on</dt>
            <dd>{formatLongDate(review.invitedAt)}</dd>
          </div>
          {review.status === 'INVITED' && review.responseDueAt && (
            <div>
              <dt>Please answer by</dt>
              <dd data-testid="response-due">
                {formatLongDate(review.responseDueAt)}
                {overdue('response')}
              </dd>
            </div>
          )}
          {review.status !== 'COMPLETED' && review.dueAt && (
            <div>
              <dt>Review due</dt>
              <dd data-testid="review-due">
                {formatLongDate(review.dueAt)}
                {overdue('review')}
              </dd>
            </div>
          )}
          {review.submittedAt && (
            <div>
              <dt>Review sent</dt>
              <dd>{formatLongDate(review.submittedAt)}</dd>
            </div>
          )}
        </dl>
        <h3 className="h6">Abstract</h3>
        <p className="review-abstract jals-measure" data-testid="review-abstract">
          {review.paper.abstract}
        </p>
        {review.paper.keywords.length > 0 && (
          <p className="mb-0">
            <span className="fw-semibold">Keywords: </span>
            {review.paper.keywords.join(', ')}
          </p>
        )}
        {children}
      </div>
    </section>
  );
}
