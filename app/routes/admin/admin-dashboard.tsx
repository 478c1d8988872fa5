import Container from 'react-bootstrap/Container';
import { Link, useRouteLoaderData } from 'react-router';
import { userSchema } from '../../../contract/auth/auth.schema';
import { pageQuerySchema, userPageSchema } from '../../../contract/users/users.schema';
import { PageHero } from '../../components/layout/page-hero';
import { SignedInSummary } from '../../features/dashboard/signed-in-summary';
import { getJson, orNull } from '../../lib/api-data';
import { formatCount } from '../../lib/format';
import { requirePageAccess } from '../../lib/page-access.server';
import { writeSearchParams } from '../../lib/search-params';
import { pageTitle } from '../../lib/section-titles';
import { loadSignedIn } from '../../lib/signed-in-page';
import { loadAdminDashboard, type AdminDashboardData } from '../../lib/staff-pages.server';
import type { loader as rootLoader } from '../../root';
import type { Route } from './+types/admin-dashboard';

export const meta = () => [{ title: pageTitle('Admin Dashboard') }];

/** A first visit renders complete on the server for the cookie's viewer (decision 0032). */
export async function loader({ request, context }: Route.LoaderArgs): Promise<AdminDashboardData> {
  requirePageAccess(request, context, '/admin-dashboard');
  return loadAdminDashboard(context.ctx);
}

/** Later visits ask /api with the bearer token, or let the server decide (decision 0036). */
export async function clientLoader(args: Route.ClientLoaderArgs): Promise<AdminDashboardData> {
  return loadSignedIn('/admin-dashboard', args, async ({ signal }) => {
    const [profile, accounts] = await Promise.all([
      orNull(getJson('/users/profile', userSchema, { signal }), 'Your account'),
      orNull(
        getJson('/admin/users', userPageSchema, { query: writeSearchParams({ pageSize: 1 }, pageQuerySchema), signal }).then((page) => page.total),
        'The account count',
      ),
    ]);
    return { profile, accounts };
  });
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <>
      <PageHero eyebrow="Staff" title="Admin Dashboard" />
      <Container className="py-5">
        <SignedInSummary profile={loaderData.profile} />
        <p>Users, papers, issues, the editorial board, contact messages and newsletter subscriptions will be managed here.</p>
        {loaderData.accounts !== null && <p data-testid="account-count">Registered accounts: {formatCount(loaderData.accounts)}</p>}
        {root?.demo && (
          <p>
            <Link to="/admin/mail">Read the mail the site has sent</Link> (demo site only).
          </p>
        )}
      </Container>
    </>
  );
}
