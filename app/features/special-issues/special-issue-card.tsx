import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import {
  acceptsSubmissions,
  specialIssueBadgeVariant,
  specialIssueStatusLabel,
  submissionProgress,
  submitToSpecialIssuePath,
} from '../../../contract/special-issues/special-issues.messages';
import type { SpecialIssue } from '../../../contract/special-issues/special-issues.schema';
import { formatLongDate } from '../../lib/format';
import './special-issues.css';

/**
 * One special issue (reading-side.md §2 "Special issues", §4): open issues show the progress
 * bar 'submissionCount/maxArticles' and Submit Article; closed and planning ones a disabled button.
 */
export function SpecialIssueCard({ issue }: { issue: SpecialIssue }) {
  const headingId = `special-issue-${issue.id}`;
  const variant = specialIssueBadgeVariant(issue.status);
  return (
    <Card as="article" className="h-100 special-issue-card" aria-labelledby={headingId} data-status={issue.status}>
      <Card.Body className="d-flex flex-column">
        <div className="mb-2">
          <Badge bg={variant} text={variant === 'light' || variant === 'warning' || variant === 'info' ? 'dark' : undefined} className="special-issue-badge">
            {specialIssueStatusLabel(issue.status)}
          </Badge>
        </div>
        <h3 id={headingId} className="h5">
          {issue.title}
        </h3>
        <p className="flex-grow-1">{issue.description}</p>
        <dl className="row small mb-3 special-issue-facts">
          <dt className="col-sm-5">Submission deadline</dt>
          <dd className="col-sm-7">{formatLongDate(issue.deadline)}</dd>
          <dt className="col-sm-5">Expected publication</dt>
          <dd className="col-sm-7">{issue.expectedPublication ?? 'N/A'}</dd>
          <dt className="col-sm-5">Guest editors</dt>
          <dd className="col-sm-7">
            {issue.guestEditors.length === 0 ? (
              'To be announced'
            ) : (
              <ul className="list-unstyled mb-0">
                {issue.guestEditors.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
        {acceptsSubmissions(issue.status) && (
          <>
            <div className="d-flex justify-content-between small mb-1">
              <span id={`${headingId}-progress`}>Submissions</span>
              <span>
                {issue.submissionCount}/{issue.maxArticles}
              </span>
            </div>
            <div
              className="progress mb-3"
              role="progressbar"
              aria-labelledby={`${headingId}-progress`}
              aria-valuemin={0}
              aria-valuemax={issue.maxArticles}
              aria-valuenow={Math.min(issue.submissionCount, issue.maxArticles)}
              aria-valuetext={`${issue.submissionCount} of ${issue.maxArticles} articles submitted`}
            >
              <div className="progress-bar special-issue-progress" style={{ width: `${submissionProgress(issue.submissionCount, issue.maxArticles)}%` }} />
            </div>
            <Link to={submitToSpecialIssuePath(issue.id)} className="btn btn-primary align-self-start">
              Submit Article
            </Link>
          </>
        )}
        {issue.status === 'closed' && (
          <Button variant="secondary" disabled className="align-self-start">
            Submissions Closed
          </Button>
        )}
        {issue.status === 'planning' && (
          <Button variant="outline-secondary" disabled className="align-self-start">
            Coming Soon
          </Button>
        )}
      </Card.Body>
    </Card>
  );
}
