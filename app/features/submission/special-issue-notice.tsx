import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { AUTHOR_JOURNEY_MESSAGES as J } from '../../../contract/papers/author-journey.schema';
import type { SpecialIssueNotice as Notice } from './special-issue-status';

/** Which special issue the paper goes to, or why it cannot (the server has the last word). */
export function SpecialIssueNotice({ notice }: { notice: Notice }) {
  if (notice.kind === 'open')
    return (
      <Alert variant="info" data-testid="special-issue-notice">
        Submitting to the special issue: <strong>{notice.title}</strong>
      </Alert>
    );
  if (notice.kind === 'unavailable')
    return (
      <Alert variant="info" data-testid="special-issue-notice">
        This submission is for special issue {notice.id}. Its details could not be loaded just now; the journal checks it when you submit.
      </Alert>
    );
  return (
    <Alert variant="warning" data-testid="special-issue-notice">
      {notice.kind === 'missing' ? J.specialIssueNotFound : (
        <>
          <strong>{notice.title}</strong>: {notice.reason}
        </>
      )}{' '}
      A submission sent from this page will be refused. See the <Link to="/special-issues">special issues</Link> open now, or{' '}
      <Link to="/submit-paper">submit a regular paper</Link>.
    </Alert>
  );
}
