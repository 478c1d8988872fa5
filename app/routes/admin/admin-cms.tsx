import { requirePageAccess } from '../../lib/page-access.server';
import { pageTitle } from '../../lib/section-titles';
import type { Route } from './+types/admin-cms';
import { PageHero } from '../../components/layout/page-hero';

export const meta = () => [{ title: pageTitle('Content Management') }];

export function loader({ request, context }: Route.LoaderArgs) {
  requirePageAccess(request, context, '/admin/cms');
  return null;
}

export default function AdminCms() {
  return <PageHero eyebrow="Staff" title="Content Management" lead="This section is being prepared and will be available soon." />;
}
