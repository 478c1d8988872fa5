import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import type { User } from '../../../contract/auth/auth.schema';
import { ROLE_LABELS } from '../../../contract/auth/roles';
import { api } from '../../lib/api';
import { EmailConfirmationNotice } from './email-confirmation-notice';

/**
 * Who is signed in. Given `profile` (the page's loader had it, rendered on the server: decision
 * 0032), it shows that, or a failure when it is null; without it (the staff dashboards, until they
 * load it on the server too), it loads through /api with the bearer token.
 */
export function SignedInSummary({ profile: given }: { profile?: User | null }) {
  const [loaded, setLoaded] = useState<User | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (given !== undefined) return;
    api<User>('/users/profile')
      .then(setLoaded)
      .catch(() => setFailed(true));
  }, [given]);
  const profile = given === undefined ? loaded : given;
  if (failed || given === null) return <Alert variant="danger">Failed to load your account details. Please try again later.</Alert>;
  if (!profile)
    return (
      <div className="py-3" role="status">
        <Spinner animation="border" size="sm" /> Loading your account...
      </div>
    );
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
