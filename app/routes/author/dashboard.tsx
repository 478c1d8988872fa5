import '../../features/papers/papers.css';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { ReviewTimelineCard, SubmissionGuidelinesCard } from '../../features/dashboard/author-guidance';
import { MySubmissions } from '../../features/dashboard/my-submissions';
import { SignedInSummary } from '../../features/dashboard/signed-in-summary';
import { PaperStatusBadge } from '../../features/papers/paper-status-badge';
import { requirePageAccess } from '../../lib/page-access.server';
import { pageTitle } from '../../lib/section-titles';
import type { Route } from './+types/dashboard';

export const meta = () => [{ title: pageTitle('My Dashboard') }];

/** Signed-in screens render a shell here and load their data in the browser (DESIGN.md "Front end"). */
export function loader({ request, context }: Route.LoaderArgs) {
  requirePageAccess(request, context, '/dashboard');
  return null;
}

/** acting-side.md §2 /dashboard: profile, own submissions, guidelines and the review timeline. */
export default function AuthorDashboard() {
  return (
    <Container className="py-5">
      <h1 className="mb-4">My Dashboard</h1>
      <SignedInSummary />
      <MySubmissions statusBadge={(status) => <PaperStatusBadge status={status} />} />
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
