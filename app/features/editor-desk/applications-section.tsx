import './applications.css';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { ROLE_LABELS } from '../../../contract/auth/roles';
import { REVIEWER_APPLICATION_MESSAGES as M } from '../../../contract/reviews/reviewer-application.messages';
import type { ReviewerApplication } from '../../../contract/reviews/reviewer-application.schema';
import { formatLongDate } from '../../lib/format';
import { useMirror } from './use-mirror';

interface ApplicationsSectionProps {
  applications: ReviewerApplication[] | null;
  showAll: boolean;
  onShowAll(all: boolean): void;
  onApprove(application: ReviewerApplication): void;
  onDecline(application: ReviewerApplication): void;
}

const STATUS_BADGES = { open: ['Open', 'info'], approved: ['Approved', 'success'], declined: ['Declined', 'secondary'] } as const;

/** What approving does for this address (decision 0041): a new account, or the existing one joins the pool. */
export function accountNote(application: ReviewerApplication): string {
  const account = application.account;
  if (application.status === 'approved') return account ? `${account.name} (${ROLE_LABELS[account.role]} account) joined the reviewer pool.` : 'The account that joined the pool no longer exists.';
  if (application.status === 'declined') return 'No account was changed.';
  if (!account) return 'No account has this address: approving creates a reviewer account and emails a link to set its password.';
  if (account.inPool) return `${account.name} already has an account (${ROLE_LABELS[account.role]}) in the reviewer pool: approving adds this expertise to its profile.`;
  return `${account.name} already has an account (${ROLE_LABELS[account.role]}): approving adds a reviewer profile to it, and its role and everything in it stay as they are.`;
}

function ApplicationCard({ application, onApprove, onDecline }: { application: ReviewerApplication } & Pick<ApplicationsSectionProps, 'onApprove' | 'onDecline'>) {
  const [label, variant] = STATUS_BADGES[application.status];
  const headingId = `application-${application.id}-name`;
  const open = application.status === 'open';
  return (
    <Card as="article" className={`desk-application ${open ? 'desk-application--open' : ''} mb-3`} aria-labelledby={headingId} data-testid="application-card">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
          <div>
            <h3 id={headingId} className="h5 mb-1">
              {application.name}
            </h3>
            <p className="mb-0 text-body-secondary">
              <a href={`mailto:${application.email}`}>{application.email}</a> · {application.institution}
            </p>
          </div>
          <Badge bg={variant} text={variant === 'info' ? 'dark' : undefined}>
            {label}
          </Badge>
        </div>
        <p className="small text-body-secondary mb-3">
          Received {formatLongDate(application.submittedAt)}
          {application.decidedAt && ` · ${label} ${formatLongDate(application.decidedAt)}${application.decidedBy ? ` by ${application.decidedBy}` : ''}`}
        </p>
        <dl className="desk-application__fields">
          <dt>Areas of expertise</dt>
          <dd>{application.expertise}</dd>
          <dt>Qualifications</dt>
          <dd>{application.qualifications}</dd>
          <dt>Publications</dt>
          <dd>{application.publications ?? <span className="text-body-secondary">None given</span>}</dd>
          <dt>Motivation</dt>
          <dd>{application.motivation ?? <span className="text-body-secondary">None given</span>}</dd>
        </dl>
        <p className="mt-3 mb-0" data-testid="application-account">
          {accountNote(application)}
        </p>
        {open && (
          <div className="d-flex flex-wrap gap-2 mt-3">
            <Button variant="primary" onClick={() => onApprove(application)}>
              Approve<span className="visually-hidden">: {application.name}</span>
            </Button>
            <Button variant="outline-danger" onClick={() => onDecline(application)}>
              Decline<span className="visually-hidden">: {application.name}</span>
            </Button>
          </div>
        )}
      </Card.Body>
    </Card>
  );
}

/**
 * Reviewer applications from /become-reviewer (issue 14; GET /api/editor/reviewer-applications):
 * open ones oldest first, decided ones too with the switch; each with every field, what approving
 * does for its address, and Approve / Decline.
 */
export function ApplicationsSection({ applications, showAll, onShowAll, onApprove, onDecline }: ApplicationsSectionProps) {
  const [all, setAll] = useMirror(showAll);
  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 id="applications-heading" className="h4 mb-0">
          Reviewer Applications
        </h2>
        <Form.Check
          type="switch"
          id="applications-show-all"
          label="Show decided applications too"
          checked={all}
          onChange={(event) => {
            setAll(event.currentTarget.checked);
            onShowAll(event.currentTarget.checked);
          }}
        />
      </div>
      {applications === null ? (
        <Alert variant="danger">{M.loadFailed}</Alert>
      ) : applications.length === 0 ? (
        <p className="text-body-secondary" data-testid="no-applications">
          {showAll ? 'No one has applied to review yet.' : 'No application is waiting for a decision.'}
        </p>
      ) : (
        applications.map((application) => <ApplicationCard key={application.id} application={application} onApprove={onApprove} onDecline={onDecline} />)
      )}
    </>
  );
}
