import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import type { User } from '../../../contract/auth/auth.schema';
import { ROLE_LABELS } from '../../../contract/auth/roles';
import { EmailConfirmationNotice } from './email-confirmation-notice';

/**
 * Who is signed in, from the page's loader (rendered on the server, decision 0032; loaded through
 * the typed data layer on later visits, decision 0036); null when it failed to load.
 */
export function SignedInSummary({ profile }: { profile: User | null }) {
  if (!profile) return <Alert variant="danger">Failed to load your account details. Please try again later.</Alert>;
  return (
    <>
      {!profile.emailVerified && <EmailConfirmationNotice email={profile.email} />}
      <Card className="mb-4">
      <Card.Body>
        <h2 className="h5">Signed in</h2>
        <dl className="row mb-0">
          <dt className="col-sm-3">Name</dt>
          <dd className="col-sm-9" data-testid="profile-name">
            {profile.firstName} {profile.lastName}
          </dd>
          <dt className="col-sm-3">Email</dt>
          <dd className="col-sm-9">{profile.email}</dd>
          <dt className="col-sm-3">Role</dt>
          <dd className="col-sm-9" data-testid="profile-role">
            {ROLE_LABELS[profile.role]}
          </dd>
          <dt className="col-sm-3">Institution</dt>
          <dd className="col-sm-9">{profile.institution}</dd>
        </dl>
      </Card.Body>
      </Card>
    </>
  );
}
