import { useEffect, useState } from 'react';
import Container from 'react-bootstrap/Container';
import { Link, useRouteLoaderData } from 'react-router';
import { SignedInSummary } from '../../features/dashboard/signed-in-summary';
import { api } from '../../lib/api';
import { requirePageAccess } from '../../lib/page-access.server';
import { pageTitle } from '../../lib/section-titles';
import type { loader as rootLoader } from '../../root';
import type { Route } from './+types/admin-dashboard';
import { PageHero } from '../../components/layout/page-hero';
import { formatCount } from '../../lib/format';

export const meta = () => [{ title: pageTitle('Admin Dashboard') }];

export function loader({ request, context }: Route.LoaderArgs) {
  requirePageAccess(request, context, '/admin-dashboard');
  return null;
}

export default function AdminDashboard() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const [accounts, setAccounts] = useState<number | null>(null);
  useEffect(() => {
    api<{ total: number }>('/admin/users?pageSize=1')
      .then((page) => setAccounts(page.total))
      .catch(() => setAccounts(null));
  }, []);
  return (
    <>
      <PageHero eyebrow="Staff" title="Admin Dashboard" />
      <Container className="py-5">
        <SignedInSummary />
        <p>Users, papers, issues, the editorial board, contact messages and newsletter subscriptions will be managed here.</p>
        {accounts !== null && <p data-testid="account-count">Registered accounts: {formatCount(accounts)}</p>}
        {root?.demo && (
          <p>
            <Link to="/admin/mail">Read the mail the site has sent</Link> (demo site only).
          </p>
        )}
      </Container>
    </>
  );
}
