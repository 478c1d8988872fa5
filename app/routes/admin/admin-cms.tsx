import Container from 'react-bootstrap/Container';
import { requirePageAccess } from '../../lib/page-access.server';
import { pageTitle } from '../../lib/section-titles';
import type { Route } from './+types/admin-cms';

export const meta = () => [{ title: pageTitle('Content Management') }];

export function loader({ request, context }: Route.LoaderArgs) {
  requirePageAccess(request, context, '/admin/cms');
  return null;
}

export default function AdminCms() {
  return (
    <Container className="py-5 page-narrow">
      <h1 className="mb-3">Content Management</h1>
      <p className="lead">This section is being prepared and will be available soon.</p>
    </Container>
  );
}
