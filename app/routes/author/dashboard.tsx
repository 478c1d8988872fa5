import type { MetaArgs } from 'react-router';
import '../../features/papers/papers.css';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { z } from 'zod';
import { userSchema } from '../../../contract/auth/auth.schema';
import { mySubmissionsSchema } from '../../../contract/papers/author-journey.schema';
import { paperIdParamsSchema } from '../../../contract/papers/papers.schema';
import { reviewListSchema } from '../../../contract/reviews/review.schema';
import { myReviewerProfileSchema } from '../../../contract/reviews/reviewer-profile.schema';
import { ReviewTimelineCard, SubmissionGuidelinesCard } from '../../features/dashboard/author-guidance';
import { MySubmissions } from '../../features/dashboard/my-submissions';
import { FeesCard } from '../../features/invoices/fees-card';
import { requestWaiver, waiverRequestIntentSchema, type WaiverRequestOutcome } from '../../features/invoices/request-waiver';
import { myFeesSchema } from '../../../contract/invoices/invoice.schema';
import { SignedInSummary } from '../../features/dashboard/signed-in-summary';
import { withdrawSubmission, type WithdrawOutcome } from '../../features/dashboard/withdraw-submission';
import { PaperStatusBadge } from '../../features/papers/paper-status-badge';
import { ReviewerProfileCard } from '../../features/reviewer-profile/reviewer-profile-card';
import { reviewerProfileIntentSchema, saveReviewerProfile, type ReviewerProfileOutcome } from '../../features/reviewer-profile/save-reviewer-profile';
import { ReviewerWorkspace } from '../../features/reviews/reviewer-workspace';
import { OrcidCard } from '../../features/orcid/orcid-card';
import { orcidIntentSchema, saveOrcid, type OrcidOutcomeOfSave } from '../../features/orcid/save-orcid';
import { myOrcidSchema } from '../../../contract/users/orcid.schema';
import { getJson, orNull, readFormData } from '../../lib/api-data';
import { loadAuthorDashboard, type AuthorDashboardData } from '../../lib/author-dashboard.server';
import { requirePageAccess } from '../../lib/page-access.server';
import { pageTitle } from '../../lib/section-titles';
import { loadSignedIn } from '../../lib/signed-in-page';
import type { Route } from './+types/dashboard';

export const meta = ({ matches }: MetaArgs) => [{ title: pageTitle('My Dashboard', matches) }];

/**
 * A first visit renders the whole dashboard on the server for the viewer of the session cookie
 * (DESIGN.md "Front end"; decision 0032: nothing moves after the first paint).
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<AuthorDashboardData> {
  requirePageAccess(request, context, '/dashboard');
  return loadAuthorDashboard(context.ctx);
}

/**
 * Moving here inside the site, the browser asks the API with the bearer token; when it cannot
 * tell who is signed in, the server decides (sign-in redirect, 403 or the data). Decision 0036.
 */
export async function clientLoader(args: Route.ClientLoaderArgs): Promise<AuthorDashboardData> {
  return loadSignedIn('/dashboard', args, async ({ signal }) => {
    const [profile, submissions, reviewerProfile, reviews, fees, orcid] = await Promise.all([
      orNull(getJson('/users/profile', userSchema, { signal }), 'Your account'),
      orNull(getJson('/papers/my-submissions', mySubmissionsSchema, { signal }), 'Your submissions'),
      orNull(getJson('/reviewer-profile', myReviewerProfileSchema, { signal }), 'Your reviewer profile'),
      orNull(getJson('/reviews', reviewListSchema, { signal }), 'Your reviews'),
      orNull(getJson('/papers/my-fees', myFeesSchema, { signal }), 'Your invoices'),
      orNull(getJson('/users/me/orcid', myOrcidSchema, { signal }), 'Your ORCID iD'),
    ]);
    return { profile, submissions, reviewerProfile, reviews, fees, orcid };
  });
}

const dashboardActionSchema = z.union([reviewerProfileIntentSchema, waiverRequestIntentSchema, orcidIntentSchema, paperIdParamsSchema]);

/** Withdraw, after the confirmation in MySubmissions, or save the reviewer profile; the loader then reloads the page's data. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<WithdrawOutcome | ReviewerProfileOutcome | WaiverRequestOutcome | OrcidOutcomeOfSave> {
  const form = await readFormData(request, dashboardActionSchema);
  if ('intent' in form && form.intent === 'request-waiver') return requestWaiver(form);
  if ('intent' in form && form.intent === 'saveOrcid') return saveOrcid(form);
  if ('intent' in form) return saveReviewerProfile(form);
  return withdrawSubmission(form.id);
}

/**
 * acting-side.md §2 /dashboard: profile, own submissions, guidelines and the review timeline; for
 * an account that reviews, its invitations and reviews first and its reviewer profile (issue 14).
 */
export default function AuthorDashboard({ loaderData }: Route.ComponentProps) {
  const { reviews, profile } = loaderData;
  const showReviews = reviews === null || reviews.length > 0 || profile?.role === 'REVIEWER';
  return (
    <Container className="py-5">
      <h1 className="mb-4">My Dashboard</h1>
      <SignedInSummary profile={loaderData.profile} />
      <OrcidCard data={loaderData.orcid} />
      {showReviews && <ReviewerWorkspace reviews={reviews} />}
      <ReviewerProfileCard data={loaderData.reviewerProfile} />
      <MySubmissions submissions={loaderData.submissions} statusBadge={(status) => <PaperStatusBadge status={status} />} />
      <FeesCard fees={loaderData.fees} />
      <Row className="g-4">
        <Col lg={6}>
          <SubmissionGuidelinesCard />
        </Col>
        <Col lg={6}>
          <ReviewTimelineCard />
        </Col>
      </Row>
    </Container>
  );
}
