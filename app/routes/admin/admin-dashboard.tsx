import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link, useNavigation, useRouteLoaderData } from 'react-router';
import { userSchema } from '../../../contract/auth/auth.schema';
import { contactMessageDetailSchema, contactMessagePageSchema, contactMessagesQuerySchema } from '../../../contract/contact/contact.schema';
import { pageQuerySchema, userPageSchema } from '../../../contract/users/users.schema';
import { NoticeToast, type Notice } from '../../components/feedback/notice-toast';
import { PageHero } from '../../components/layout/page-hero';
import { AdminTabs, type AdminTab } from '../../features/admin-dashboard/admin-tabs';
import { adminDashboardQuerySchema, type AdminDashboardQuery } from '../../features/admin-dashboard/dashboard-query';
import { ContactInbox } from '../../features/contact-inbox/contact-inbox';
import { inboxIntentSchema, runInboxIntent, type InboxOutcome } from '../../features/contact-inbox/inbox-actions';
import { SignedInSummary } from '../../features/dashboard/signed-in-summary';
import { getJson, orNull, readFormData } from '../../lib/api-data';
import { formatCount } from '../../lib/format';
import { requirePageAccess } from '../../lib/page-access.server';
import { readSearchParams, useSearchParamsState, writeSearchParams } from '../../lib/search-params';
import { pageTitle } from '../../lib/section-titles';
import { loadSignedIn } from '../../lib/signed-in-page';
import { loadAdminDashboard, type AdminDashboardData } from '../../lib/staff-pages.server';
import type { loader as rootLoader } from '../../root';
import type { Route } from './+types/admin-dashboard';

export const meta = () => [{ title: pageTitle('Admin Dashboard') }];

const queryOf = (request: Request) => readSearchParams(new URL(request.url).searchParams, adminDashboardQuerySchema);
/** The tab and the opened message are the page's; the rest is the list's query. */
const listQuery = ({ tab: _tab, message: _message, ...list }: AdminDashboardQuery) => list;

/** A first visit renders complete on the server for the cookie's viewer (decision 0032). */
export async function loader({ request, context }: Route.LoaderArgs): Promise<AdminDashboardData> {
  requirePageAccess(request, context, '/admin-dashboard');
  const query = queryOf(request);
  return loadAdminDashboard(context.ctx, { ...listQuery(query), message: query.message });
}

/** Later visits, searches and pages ask /api with the bearer token, or let the server decide (decision 0036). */
export async function clientLoader(args: Route.ClientLoaderArgs): Promise<AdminDashboardData> {
  return loadSignedIn('/admin-dashboard', args, async ({ signal }) => {
    const query = queryOf(args.request);
    const [profile, accounts, contactForms, opened] = await Promise.all([
      orNull(getJson('/users/profile', userSchema, { signal }), 'Your account'),
      orNull(
        getJson('/admin/users', userPageSchema, { query: writeSearchParams({ pageSize: 1 }, pageQuerySchema), signal }).then((page) => page.total),
        'The account count',
      ),
      orNull(getJson('/admin/contact-forms', contactMessagePageSchema, { query: writeSearchParams(listQuery(query), contactMessagesQuerySchema), signal }), 'The contact messages'),
      query.message === undefined
        ? null
        : orNull(getJson(`/admin/contact-forms/${query.message}`, contactMessageDetailSchema, { signal }), 'The contact message').then((message) => ({ id: query.message!, message })),
    ]);
    return { profile, accounts, contactForms, opened };
  });
}

/** Mark as Read and replies (the Contact Forms tab): one action, two intents. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<InboxOutcome> {
  return runInboxIntent(await readFormData(request, inboxIntentSchema));
}

/** Every field of the address's schema, absent ones as undefined, so a merge can also clear a field. */
const everyField = (query: AdminDashboardQuery): Partial<AdminDashboardQuery> =>
  Object.fromEntries(Object.keys(adminDashboardQuerySchema.shape).map((key) => [key, (query as Record<string, unknown>)[key]]));

/**
 * acting-side.md §2 /admin-dashboard: tabs for what the admins manage. Contact Forms (with the
 * unread count) is the first that works; the others join the list in `tabs` as they are built.
 */
export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const [current, update] = useSearchParamsState(adminDashboardQuerySchema);
  const navigation = useNavigation();
  const [notice, setNotice] = useState<Notice | null>(null);
  // While a new list loads, the controls already show what was asked for (as on the editor dashboard).
  const pending = navigation.location?.pathname === '/admin-dashboard' ? readSearchParams(new URLSearchParams(navigation.location.search), adminDashboardQuerySchema) : null;
  const query = pending ?? current;
  const setQuery = (change: Partial<AdminDashboardQuery>) => update({ ...everyField(query), ...change }, { preventScrollReset: true });
  const hrefFor = (change: Partial<AdminDashboardQuery>) => `?${writeSearchParams({ ...query, ...change }, adminDashboardQuerySchema).toString()}`;

  const tabs: AdminTab[] = [
    {
      key: 'contact-forms',
      title: 'Contact Forms',
      badge: loaderData.contactForms ? { count: loaderData.contactForms.unread, label: 'unread' } : null,
      content: (
        <ContactInbox
          page={loaderData.contactForms}
          opened={loaderData.opened}
          query={listQuery(query)}
          setQuery={setQuery}
          hrefFor={hrefFor}
          loading={pending !== null && navigation.state === 'loading'}
          onNotice={setNotice}
        />
      ),
    },
  ];

  return (
    <>
      <PageHero wide eyebrow="Staff" title="Admin Dashboard" lead="Manage the journal's contact messages." />
      <Container fluid="xxl" className="py-5">
        <NoticeToast notice={notice} onClear={() => setNotice(null)} />
        {/* The tabs' tables need the room: the account goes below them. */}
        <AdminTabs tabs={tabs} active={query.tab} onSelect={(tab) => setQuery({ tab, message: undefined, page: 1 })} />
        <Row className="g-4 mt-4">
          <Col md={6} xl={4}>
            <SignedInSummary profile={loaderData.profile} />
          </Col>
          <Col md={6} xl={8}>
            {loaderData.accounts !== null && <p data-testid="account-count">Registered accounts: {formatCount(loaderData.accounts)}</p>}
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
