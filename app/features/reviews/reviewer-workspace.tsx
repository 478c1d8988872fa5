import '../../components/tables/reflow-table.css';
import './reviews.css';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { REVIEW_MESSAGES as M } from '../../../contract/reviews/review.messages';
import type { ReviewListItem } from '../../../contract/reviews/review.schema';
import { ReviewDueDates, ReviewStatusBadge } from './review-dates';

const ACTION_LABELS: Record<ReviewListItem['status'], string> = { INVITED: 'Respond', ACCEPTED: 'Write review', COMPLETED: 'Read review' };

/** Completed reviews shown before "Show all". */
const COMPLETED_SHOWN = 5;

function ReviewTable({ items, labelledBy }: { items: readonly ReviewListItem[]; labelledBy: string }) {
  return (
    <Table hover className="align-middle reflow-table mb-0" aria-labelledby={labelledBy}>
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
        {items.map((item) => (
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
  );
}

/**
 * The reviewer's workspace on /dashboard (issue 14): invitations to answer and reviews in progress
 * with their due dates (the server's order: earliest due first), then completed reviews, newest
 * first and read-only. Each opens /review/{id}. Shown to accounts that review (null: the list
 * failed to load).
 */
export function ReviewerWorkspace({ reviews }: { reviews: ReviewListItem[] | null }) {
  const [showAll, setShowAll] = useState(false);
  const open = reviews?.filter((item) => item.status !== 'COMPLETED') ?? [];
  const completed = reviews?.filter((item) => item.status === 'COMPLETED') ?? [];
  const shown = showAll ? completed : completed.slice(0, COMPLETED_SHOWN);
  return (
    <section className="mb-5" aria-labelledby="my-reviews-heading" data-testid="reviewer-workspace">
      <h2 id="my-reviews-heading" className="h4 mb-3">
        My Reviews
      </h2>
      {reviews === null ? (
        <Alert variant="danger">{M.loadFailed}</Alert>
      ) : (
        <>
          <h3 id="open-reviews-heading" className="h6 text-uppercase text-body-secondary">
            Invitations and reviews in progress
          </h3>
          {open.length === 0 ? (
            <p className="text-body-secondary" data-testid="no-reviews">
              {M.noReviews}
            </p>
          ) : (
            <ReviewTable items={open} labelledBy="open-reviews-heading" />
          )}
          {completed.length > 0 && (
            <>
              <h3 id="completed-reviews-heading" className="h6 text-uppercase text-body-secondary mt-4">
                Completed reviews ({completed.length})
              </h3>
              <ReviewTable items={shown} labelledBy="completed-reviews-heading" />
              {completed.length > COMPLETED_SHOWN && (
                <Button variant="outline-secondary" size="sm" className="mt-2" onClick={() => setShowAll((all) => !all)} aria-expanded={showAll}>
                  {showAll ? 'Show fewer' : `Show all ${completed.length} completed reviews`}
                </Button>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
