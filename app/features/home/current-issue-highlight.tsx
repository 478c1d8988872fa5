import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { formatLongDate } from '../../lib/format';

/** What the highlight needs of an issue (the issues API's shape has these fields). */
export interface HighlightedIssue {
  id: number;
  title: string;
  volume: number;
  issue: number;
  publicationDate: string;
  description: string;
}

/** reading-side.md §2 Home "Current Issue Highlight", or the Call for Special Issues card. */
export function CurrentIssueHighlight({ issue }: { issue: HighlightedIssue | null }) {
  if (!issue) {
    return (
      <Card as="section" className="home-current" aria-labelledby="current-heading">
        <Card.Body className="p-4">
          <h2 id="current-heading" className="h3">
            Call for Special Issues
          </h2>
          <p>No issue has been published yet. Guest editors are welcome to propose a themed special issue.</p>
          <Link to="/issues" className="btn btn-primary">
            Browse Issues
          </Link>
        </Card.Body>
      </Card>
    );
  }
  return (
    <Card as="section" className="home-current" aria-labelledby="current-heading">
      <Card.Body className="p-4">
        <p className="text-uppercase small fw-semibold mb-1 home-current__eyebrow">Current Issue</p>
        <h2 id="current-heading" className="h3">
          {issue.title}
        </h2>
        <p className="mb-2">
          Volume {issue.volume}, Issue {issue.issue} · Published {formatLongDate(issue.publicationDate)}
        </p>
        {issue.description && <p>{issue.description}</p>}
        <Link to={`/issues/${issue.id}`} className="btn btn-primary">
          View Current Issue
        </Link>
      </Card.Body>
    </Card>
  );
}
