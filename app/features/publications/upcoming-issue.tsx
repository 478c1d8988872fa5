import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import type { UpcomingIssue as Upcoming } from '../../../contract/publications/current-publications.schema';
import { formatLongDate } from '../../lib/format';

/** acting-side.md §2 "upcoming issue card": the issue the office has prepared, or the schedule's next date. */
export function UpcomingIssue({ upcoming }: { upcoming: Upcoming }) {
  return (
    <Card as="section" aria-labelledby="upcoming-heading" className="h-100" data-testid="upcoming-issue">
      <Card.Body>
        <h2 id="upcoming-heading" className="h5">
          Upcoming Issue
        </h2>
        {upcoming.source === 'prepared' ? (
          <>
            <p className="mb-1 fw-semibold">{upcoming.title}</p>
            <p>
              Volume {upcoming.volume}, Issue {upcoming.issue}, expected {formatLongDate(upcoming.expectedDate)}.
            </p>
          </>
        ) : (
          <p>The next regular issue is expected on {formatLongDate(upcoming.expectedDate)}.</p>
        )}
        <p className="small mb-2">Accepted articles are published online as soon as they are ready, before their issue.</p>
        <Link to="/submit-paper" className="btn btn-outline-primary btn-sm">
          Submit Your Paper
        </Link>
      </Card.Body>
    </Card>
  );
}
