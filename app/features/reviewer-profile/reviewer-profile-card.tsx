import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { REVIEWER_PROFILE_MESSAGES as M, utcDay } from '../../../contract/reviews/reviewer-profile.messages';
import type { MyReviewerProfile, ReviewerProfile } from '../../../contract/reviews/reviewer-profile.schema';
import { formatLongDate } from '../../lib/format';
import { ReviewerProfileForm } from './reviewer-profile-form';

function availability(profile: ReviewerProfile, today: string): string {
  if (!profile.unavailableUntil || profile.unavailableUntil < today) return 'Available for invitations';
  return `Unavailable until ${formatLongDate(profile.unavailableUntil)}`;
}

/**
 * The reviewer profile on /dashboard (decision 0041): for an account in the reviewer pool, whatever
 * its role: the expertise editors match invitations on, the institution, and the date until which
 * the reviewer cannot review; editable here (PUT /api/reviewer-profile through the page's action).
 * Nothing for an account outside the pool; the spec-style failure line when it could not load.
 */
export function ReviewerProfileCard({ data }: { data: MyReviewerProfile | null }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => setSaved(false), 5_000);
    return () => window.clearTimeout(timer);
  }, [saved]);
  if (data === null) return <Alert variant="danger">{M.loadFailed}</Alert>;
  const profile = data.profile;
  if (!profile) return null;
  const today = utcDay(new Date());
  return (
    <Card className="mb-4" as="section" aria-labelledby="reviewer-profile-heading" data-testid="reviewer-profile">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
          <h2 id="reviewer-profile-heading" className="h5 mb-0">
            Reviewer Profile
          </h2>
          {!editing && (
            <Button
              variant="outline-primary"
              size="sm"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              Edit profile
            </Button>
          )}
        </div>
        <div role="status">{saved && <Alert variant="success">{M.saved}</Alert>}</div>
        {!profile.active && <Alert variant="warning">The editors have paused your profile: you are not invited to review for now.</Alert>}
        {editing ? (
          <ReviewerProfileForm
            profile={profile}
            today={today}
            onCancel={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              setSaved(true);
            }}
          />
        ) : (
          <dl className="row mb-0">
            <dt className="col-sm-3">Expertise</dt>
            <dd className="col-sm-9" data-testid="reviewer-expertise">
              {profile.expertise.length === 0 ? (
                <span className="text-body-secondary">None yet: add the fields you can review.</span>
              ) : (
                <span className="d-flex flex-wrap gap-1">
                  {profile.expertise.map((keyword) => (
                    <Badge key={keyword} bg="light" text="dark" className="border fw-normal">
                      {keyword}
                    </Badge>
                  ))}
                </span>
              )}
            </dd>
            <dt className="col-sm-3">Institution</dt>
            <dd className="col-sm-9">{profile.institution}</dd>
            <dt className="col-sm-3">Availability</dt>
            <dd className="col-sm-9 mb-0" data-testid="reviewer-availability">
              {availability(profile, today)}
            </dd>
          </dl>
        )}
      </Card.Body>
    </Card>
  );
}
