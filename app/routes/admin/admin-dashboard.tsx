import type { MetaArgs } from 'react-router';
import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useNavigation, useRouteLoaderData, useSearchParams } from 'react-router';
import { userSchema } from '../../../contract/auth/auth.schema';
import { contactMessagePageSchema } from '../../../contract/contact/contact.schema';
import { pageQuerySchema, userPageSchema } from '../../../contract/users/users.schema';
import type { AdminTabData, AdminTabKey } from '../../components/admin-dashboard/admin-tab';
import { AdminTabs } from '../../components/admin-dashboard/admin-tabs';
import { NoticeToast, type Notice } from '../../components/feedback/notice-toast';
import { PageHero } from '../../components/layout/page-hero';
import { SignedInSummary } from '../../features/dashboard/signed-in-summary';
import { getJson, orNull, readFormData } from '../../lib/api-data';
import { formatCount } from '../../lib/format';
import { requirePageAccess } from '../../lib/page-access.server';
import { readSearchParams, writeSearchParams } from '../../lib/search-params';
import { pageTitle } from '../../lib/section-titles';
import { loadSignedIn } from '../../lib/signed-in-page';
import { loadAdminDashboardCommon, type AdminDashboardCommon } from '../../lib/staff-pages.server';
import type { loader as rootLoader } from '../../root';
import type { Route } from './+types/admin-dashboard';
import { ADMIN_TABS, adminTab, isDefaultTab, tabOfIntent, tabParamSchema } from './admin-tabs';
import { serverLoadOf } from './admin-tabs.server';

export const meta = ({ matches }: MetaArgs) => [{ title: pageTitle('Admin Dashboard', matches) }];

/** The page's data: what surrounds the tabs, and the open tab's own (given back to that tab's view). */
export interface AdminDashboardData extends AdminDashboardCommon {
  tab: AdminTabKey;
  /** Opaque to the page: the open tab's view reads it (the type its loader gave it). */
  data: AdminTabData;
}

/** The open tab, and its part of the address read with its schema. */
function addressOf(search: URLSearchParams) {
  const tab = adminTab(readSearchParams(search, tabParamSchema).tab);
  return { tab, query: readSearchParams(search, tab.query) };
}

/** The address of a tab with its state (`tab` first; the default tab and default values are left out). */
function tabSearch(key: AdminTabKey, query: Record<string, unknown>): string {
  const params = writeSearchParams(query, adminTab(key).query);
  if (!isDefaultTab(key)) params.set('tab', key);
  const search = params.toString();
  return search ? `?${search}` : '?';
}

/** A first visit renders complete on the server for the cookie's viewer (decision 0032); only the open tab is loaded. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<AdminDashboardData> {
  requirePageAccess(request, context, '/admin-dashboard');
  const { tab, query } = addressOf(new URL(request.url).searchParams);
  const [common, data] = await Promise.all([loadAdminDashboardCommon(context.ctx), serverLoadOf(tab.key)(context.ctx, query)]);
  return { ...common, tab: tab.key, data };
}

/** Later visits, searches and pages ask /api with the bearer token, or let the server decide (decision 0036). */
export async function clientLoader(args: Route.ClientLoaderArgs): Promise<AdminDashboardData> {
  return loadSignedIn('/admin-dashboard', args, async ({ signal }) => {
    const { tab, query } = addressOf(new URL(args.request.url).searchParams);
    const [profile, accounts, unread, data] = await Promise.all([
      orNull(getJson('/users/profile', userSchema, { signal }), 'Your account'),
      orNull(
        getJson('/admin/users', userPageSchema, { query: writeSearchParams({ pageSize: 1 }, pageQuerySchema), signal }).then((page) => page.total),
        'The account count',
      ),
      orNull(
        getJson('/admin/contact-forms', contactMessagePageSchema, { query: new URLSearchParams({ pageSize: '1' }), signal }).then((page) => page.unread),
        'The unread count',
      ),
      tab.load(query, signal),
    ]);
    return { profile, accounts, unread, tab: tab.key, data };
  });
}

/** Every tab's changes: the intent names the tab that runs it (its `actions`). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const intent = String((await request.clone().formData()).get('intent') ?? '');
  const tab = tabOfIntent(intent);
  if (!tab?.actions) throw new Error(`No tab of the admin dashboard handles the change "${intent}".`);
  return tab.actions.run(await readFormData(request, tab.actions.schema));
}

/**
 * acting-side.md §2 /admin-dashboard: tabs for what the admins manage (routes/admin/admin-tabs.ts
 * lists those that work). Only the open tab's data is loaded; its list state lives in the address.
 */
export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const [notice, setNotice] = useState<Notice | null>(null);

  const loaded = adminTab(loaderData.tab);
  // While a new list loads, the controls already show what was asked for (as on the editor dashboard).
  const pendingSearch = navigation.location?.pathname === '/admin-dashboard' ? new URLSearchParams(navigation.location.search) : null;
  const asked = addressOf(pendingSearch ?? params);
  const switching = asked.tab.key !== loaded.key;
  const query = switching ? readSearchParams(params, loaded.query) : asked.query;
  const hrefFor = (change: Record<string, unknown>) => tabSearch(loaded.key, { ...query, ...change });
  const setQuery = (change: Record<string, unknown>) => setParams(new URLSearchParams(hrefFor(change)), { preventScrollReset: true });
  const View = loaded.View;

  const strip = ADMIN_TABS.map((tab) => ({
    key: tab.key,
    title: tab.title,
    badge: tab.key === 'contact-forms' && loaderData.unread !== null ? { count: loaderData.unread, label: 'unread' } : null,
  }));

  return (
    <>
      <PageHero wide eyebrow="Staff" title="Admin Dashboard" lead="Manage the journal's accounts, content and messages." />
      <Container fluid="xxl" className="py-5">
        <NoticeToast notice={notice} onClear={() => setNotice(null)} />
        {/* The tabs' tables need the room: the account goes below them. */}
        <AdminTabs tabs={strip} active={asked.tab.key} onSelect={(key) => setParams(new URLSearchParams(tabSearch(key, {})), { preventScrollReset: true })}>
          {switching ? (
            <div className="py-5 text-center" role="status">
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
              Loading {asked.tab.title}…
            </div>
          ) : (
            <View
              data={loaderData.data}
              query={query}
              setQuery={setQuery}
              hrefFor={hrefFor}
              loading={pendingSearch !== null && navigation.state === 'loading'}
              onNotice={setNotice}
            />
          )}
        </AdminTabs>
        <Row className="g-4 mt-4">
          <Col md={6} xl={4}>
            <SignedInSummary profile={loaderData.profile} />
          </Col>
          <Col md={6} xl={8}>
            {loaderData.accounts !== null && <p data-testid="account-count">Registered accounts: {formatCount(loaderData.accounts)}</p>}
            <p>
              <Link to="/admin/cms">Content management</Link>: static pages, announcements, special issues, journal settings and mail templates.
            </p>
            {root?.demo && (
              <p>
                <Link to="/admin/mail">Read the mail the site has sent</Link> (demo site only).
              </p>
            )}
          </Col>
        </Row>
      </Container>
    </>
  );
}
