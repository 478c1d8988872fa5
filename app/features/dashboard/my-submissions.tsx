import './dashboard.css';
import { useRef, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { Link, useFetcher } from 'react-router';
import { AUTHOR_JOURNEY_MESSAGES as M, type MySubmission } from '../../../contract/papers/author-journey.schema';
import type { PaperStatus } from '../../../contract/papers/paper-status';
import { countByStatus } from './submission-counts';
import { SubmissionsTable } from './submissions-table';
import { WithdrawModal } from './withdraw-modal';
import type { WithdrawOutcome } from './withdraw-submission';

function SubmissionCounts({ submissions }: { submissions: readonly MySubmission[] }) {
  const counts = countByStatus(submissions);
  return (
    <ul className="list-inline my-submissions-counts mb-3" aria-label="Submissions by status" data-testid="submission-counts">
      <li className="list-inline-item me-4">
        <span className="count">{submissions.length}</span> Total
      </li>
      {counts.map((entry) => (
        <li key={entry.status} className="list-inline-item me-4" data-status={entry.status}>
          <span className="count">{entry.count}</span> {entry.label}
        </li>
      ))}
    </ul>
  );
}

function EmptyState() {
  return (
    <Card className="text-center" data-testid="no-submissions">
      <Card.Body className="py-5">
        <p className="lead mb-3">You have not submitted any papers yet.</p>
        <Link to="/submit-paper" className="btn btn-primary">
          Submit Your First Paper
        </Link>
      </Card.Body>
    </Card>
  );
}

/**
 * acting-side.md §2 /dashboard and §8: the author's own submissions, from the page's loader
 * (rendered on the server, decision 0032; null when they failed to load). Withdrawal is confirmed
 * first, then sent to the page's clientAction (withdrawSubmission, decision 0036); the loader
 * then reloads the list, so the row shows what the server now holds.
 */
export function MySubmissions({ submissions, statusBadge }: { submissions: MySubmission[] | null; statusBadge(status: PaperStatus): ReactNode }) {
  const fetcher = useFetcher<WithdrawOutcome>();
  const withdrawing = fetcher.state !== 'idle';
  const [pending, setPending] = useState<MySubmission | null>(null);
  const [showNotice, setShowNotice] = useState(false);
  const notice = showNotice && !withdrawing ? fetcher.data : undefined;
  const noticeRef = useRef<HTMLDivElement>(null);
  const focusNoticeOnExit = useRef(false);

  async function withdraw() {
    if (!pending || withdrawing) return;
    setShowNotice(false);
    // Resolves once the action has answered and the page's loader has reloaded the list.
    await fetcher.submit({ id: String(pending.id) }, { method: 'post' });
    focusNoticeOnExit.current = true;
    setShowNotice(true);
    setPending(null);
  }

  let body: ReactNode;
  if (submissions === null) body = <Alert variant="danger">{M.submissionsLoadFailed}</Alert>;
  else if (submissions.length === 0) body = <EmptyState />;
  else
    body = (
      <>
        <SubmissionCounts submissions={submissions} />
        <SubmissionsTable submissions={submissions} statusBadge={statusBadge} onWithdraw={setPending} labelledBy="my-submissions-heading" />
      </>
    );

  return (
    <section className="mb-5" aria-labelledby="my-submissions-heading">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 id="my-submissions-heading" className="h4 mb-0">
          My Submissions
        </h2>
        <Link to="/submit-paper" className="btn btn-primary">
          Submit a New Paper
        </Link>
      </div>
      {notice && (
        <Alert variant={notice.ok ? 'success' : 'danger'} dismissible onClose={() => setShowNotice(false)} ref={noticeRef} tabIndex={-1} data-testid="withdraw-notice">
          {notice.message}
        </Alert>
      )}
      {body}
      <WithdrawModal
        paper={pending}
        busy={withdrawing}
        onCancel={() => setPending(null)}
        onConfirm={() => void withdraw()}
        // The row's Withdraw button is gone after a withdrawal: take keyboard users to the news.
        onExited={() => {
          if (focusNoticeOnExit.current) noticeRef.current?.focus();
          focusNoticeOnExit.current = false;
        }}
      />
    </section>
  );
}
