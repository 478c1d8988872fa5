import '../../features/papers/papers.css';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import type { User } from '../../../contract/auth/auth.schema';
import { decideAccess, PAGE_ACCESS } from '../../../contract/auth/access.policy';
import type { MySubmission } from '../../../contract/papers/author-journey.schema';
import { ReviewTimelineCard, SubmissionGuidelinesCard } from '../../features/dashboard/author-guidance';
import { MySubmissions } from '../../features/dashboard/my-submissions';
import { SignedInSummary } from '../../features/dashboard/signed-in-summary';
import { PaperStatusBadge } from '../../features/papers/paper-status-badge';
import { api } from '../../lib/api';
import { loadAuthorDashboard, type AuthorDashboardData } from '../../lib/author-dashboard.server';
import { requirePageAccess } from '../../lib/page-access.server';
import { pageTitle } from '../../lib/section-titles';
import { readStoredUser } from '../../lib/session';
import type { Route } from './+types/dashboard';

export const meta = () => [{ title: pageTitle('My Dashboard') }];

/**
 * A first visit renders the whole dashboard on the server for the viewer of the session cookie
 * (DESIGN.md "Front end"; decision 0032: nothing moves after the first paint).
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<AuthorDashboardData> {
  requirePageAccess(request, context, '/dashboard');
  return loadAuthorDashboard(context.ctx);
}

/**
 * Moving here inside the site, the browser asks the API with the bearer token, as before; when it
 * cannot tell who is signed in, the server decides (sign-in redirect, 403 or the data).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<AuthorDashboardData> {
  const user = readStoredUser();
  if (decideAccess(PAGE_ACCESS['/dashboard'], user?.role) !== 'allowed') return serverLoader();
  const [profile, submissions] = await Promise.all([
    api<User>('/users/profile').catch((error: unknown) => {
      console.warn('Loading your account failed', error);
      return null;
    }),
    api<MySubmission[]>('/papers/my-submissions').catch((error: unknown) => {
      console.warn('Loading submissions failed', error);
      return null;
    }),
  ]);
  return { profile, submissions };
}

/** acting-side.md §2 /dashboard: profile, own submissions, guidelines and the review timeline. */
export default function AuthorDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-5">
      <h1 className="mb-4">My Dashboard</h1>
      <SignedInSummary profile={loaderData.profile} />
      {/* A new list (another visit) starts a new state: withdrawals made here are in it. */}
      <MySubmissions key={loaderData.submissions ? 'loaded' : 'failed'} initial={loaderData.submissions} statusBadge={(status) => <PaperStatusBadge status={status} />} />
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
