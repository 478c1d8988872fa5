import type { MetaArgs } from 'react-router';
import '../../features/papers/papers.css';
import Container from 'react-bootstrap/Container';
import { Link, type ShouldRevalidateFunctionArgs, useNavigation } from 'react-router';
import { userSchema } from '../../../contract/auth/auth.schema';
import { appealListSchema, editorStatsSchema, submissionsPageSchema, submissionsQuerySchema } from '../../../contract/editor-desk/editor-desk.schema';
import { reviewerApplicationListSchema } from '../../../contract/reviews/reviewer-application.schema';
import { PageHero } from '../../components/layout/page-hero';
import { SignedInSummary } from '../../features/dashboard/signed-in-summary';
import { dashboardQuerySchema, type DashboardQuery } from '../../features/editor-desk/dashboard-query';
import { deskIntentSchema, runDeskIntent, type DeskOutcome } from '../../features/editor-desk/desk-actions';
import { EditorDesk } from '../../features/editor-desk/editor-desk';
import { PaperStatusBadge } from '../../features/papers/paper-status-badge';
import { getJson, orNull, readFormData } from '../../lib/api-data';
import { loadEditorDashboard, type EditorDashboardData } from '../../lib/editor-dashboard.server';
import { requirePageAccess } from '../../lib/page-access.server';
import { readSearchParams, useSearchParamsState, writeSearchParams } from '../../lib/search-params';
import { pageTitle } from '../../lib/section-titles';
import { useSession } from '../../lib/session';
import { loadSignedIn } from '../../lib/signed-in-page';
import type { Route } from './+types/editor-dashboard';

export const meta = ({ matches }: MetaArgs) => [{ title: pageTitle('Editor Dashboard', matches) }];

const queryOf = (request: Request) => readSearchParams(new URL(request.url).searchParams, dashboardQuerySchema);

/** A first visit renders complete on the server for the cookie's viewer (decision 0032). */
export async function loader({ request, context }: Route.LoaderArgs): Promise<EditorDashboardData> {
  requirePageAccess(request, context, '/editor-dashboard');
  const query = queryOf(request);
  return loadEditorDashboard(context.ctx, { submissions: query, appeals: query.appeals, applications: query.applications });
}

/** Later visits, filters and pages ask /api with the bearer token, or let the server decide (decision 0036). */
export async function clientLoader(args: Route.ClientLoaderArgs): Promise<EditorDashboardData> {
  return loadSignedIn('/editor-dashboard', args, async ({ signal }) => {
    const query = queryOf(args.request);
    const [profile, stats, submissions, appeals, applications] = await Promise.all([
      orNull(getJson('/users/profile', userSchema, { signal }), 'Your account'),
      orNull(getJson('/editor/stats', editorStatsSchema, { signal }), 'The counts'),
      orNull(getJson('/editor/submissions', submissionsPageSchema, { query: writeSearchParams(query, submissionsQuerySchema), signal }), 'The submissions'),
      orNull(getJson('/editor/appeals', appealListSchema, { query: new URLSearchParams({ status: query.appeals }), signal }), 'The appeals'),
      orNull(getJson('/editor/reviewer-applications', reviewerApplicationListSchema, { query: new URLSearchParams({ status: query.applications }), signal }), 'The reviewer applications'),
    ]);
    return { profile, stats, submissions, appeals, applications };
  });
}

/** Every change of the desk (decisions, reviewers, handling editor, publishing, appeals, reviewer applications): one action, several intents. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<DeskOutcome> {
  return runDeskIntent(await readFormData(request, deskIntentSchema));
}

/** Switching between Submissions, Appeals and Applications changes only what is shown, not what is loaded. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod === undefined && currentUrl.pathname === nextUrl.pathname) {
    const [before, after] = [new URLSearchParams(currentUrl.search), new URLSearchParams(nextUrl.search)];
    before.delete('view');
    after.delete('view');
    if (before.toString() === after.toString()) return false;
  }
  return defaultShouldRevalidate;
}

/** Every field of the address's schema, absent ones as undefined, so a merge can also clear a field. */
const everyField = (query: DashboardQuery): Partial<DashboardQuery> =>
  Object.fromEntries(Object.keys(dashboardQuerySchema.shape).map((key) => [key, (query as Record<string, unknown>)[key]]));

/** acting-side.md §2 /editor-dashboard. */
export default function EditorDashboard({ loaderData }: Route.ComponentProps) {
  const [current, update] = useSearchParamsState(dashboardQuerySchema);
  const navigation = useNavigation();
  // While a new list loads, the controls already show what was asked for, and the next change
  // builds on it (not on the address being left), so quick changes never undo each other.
  const pending = navigation.location?.pathname === '/editor-dashboard' ? readSearchParams(new URLSearchParams(navigation.location.search), dashboardQuerySchema) : null;
  const query = pending ?? current;
  const setQuery = (change: Partial<DashboardQuery>) => update({ ...everyField(query), ...change }, { preventScrollReset: true });
  const { user } = useSession();
  return (
    <>
      <PageHero wide eyebrow="Staff" title="Editor Dashboard" lead="Screen new submissions, assign reviewers, send decisions and publish accepted papers.">
        {/* Editors keep the announcements and special issues (CMS_SECTION_ACCESS). */}
        <Link to="/admin/cms" className="btn btn-outline-light">
          Announcements and special issues
        </Link>
      </PageHero>
      {/* The table needs the room: full width up to the widest container. */}
      <Container fluid="xxl" className="py-5">
        <EditorDesk
          stats={loaderData.stats}
          submissions={loaderData.submissions}
          appeals={loaderData.appeals}
          applications={loaderData.applications}
          query={query}
          setQuery={setQuery}
          loading={pending !== null && navigation.state === 'loading'}
          viewerId={user?.id ?? loaderData.profile?.id ?? null}
          statusBadge={(status) => <PaperStatusBadge status={status} />}
          aside={<SignedInSummary profile={loaderData.profile} />}
        />
      </Container>
    </>
  );
}
