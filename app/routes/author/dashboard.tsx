import Container from 'react-bootstrap/Container';
import { Link } from 'react-router';
import { SignedInSummary } from '../../features/dashboard/signed-in-summary';
import { requirePageAccess } from '../../lib/page-access.server';
import { pageTitle } from '../../lib/section-titles';
import type { Route } from './+types/dashboard';

export const meta = () => [{ title: pageTitle('My Dashboard') }];

export function loader({ request, context }: Route.LoaderArgs) {
  requirePageAccess(request, context, '/dashboard');
  return null;
}

export default function AuthorDashboard() {
  return (
    <Container className="py-5">
      <h1 className="mb-4">My Dashboard</h1>
      <SignedInSummary />
      <p>Your submissions and their progress will be listed here.</p>
      <Link to="/submit-paper" className="btn btn-primary">
        Submit a New Paper
      </Link>
    </Container>
  );
}
