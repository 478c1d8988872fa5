import Badge from 'react-bootstrap/Badge';
import { REVIEWER_STATUS_LABELS } from '../../../contract/reviews/review.messages';
import type { ReviewListItem } from '../../../contract/reviews/review.schema';
import { formatLongDate } from '../../lib/format';

const STATUS_VARIANTS: Record<ReviewListItem['status'], string> = { INVITED: 'info', ACCEPTED: 'primary', COMPLETED: 'success' };

/** Where an assignment stands: Invitation, In progress or Completed. */
export function ReviewStatusBadge({ status }: { status: ReviewListItem['status'] }) {
  return (
    <Badge bg={STATUS_VARIANTS[status]} data-testid="review-status" data-status={status}>
      {REVIEWER_STATUS_LABELS[status]}
    </Badge>
  );
}

function Overdue() {
  return (
    <Badge bg="warning" className="ms-2" data-testid="review-overdue">
      Overdue
    </Badge>
  );
}

/** The dates that matter now: the answer and the review while open, then when the review was sent. */
export function ReviewDueDates({ item }: { item: ReviewListItem }) {
  if (item.status === 'COMPLETED') return <span>Sent {item.submittedAt ? formatLongDate(item.submittedAt) : ''}</span>;
  return (
    <ul className="list-unstyled mb-0 review-dates">
      {item.status === 'INVITED' && item.responseDueAt && (
        <li>
          Answer by {formatLongDate(item.responseDueAt)}
          {item.overdue === 'response' && <Overdue />}
        </li>
      )}
      {item.dueAt && (
        <li>
          Review due {formatLongDate(item.dueAt)}
          {item.overdue === 'review' && <Overdue />}
        </li>
      )}
      {item.status === 'ACCEPTED' && item.draftSavedAt && <li className="text-body-secondary small">Draft saved {formatLongDate(item.draftSavedAt)}</li>}
    </ul>
  );
}
