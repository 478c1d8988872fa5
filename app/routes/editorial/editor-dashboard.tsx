import Container from 'react-bootstrap/Container';
import { userSchema } from '../../../contract/auth/auth.schema';
import { reviewerCandidateListSchema } from '../../../contract/users/users.schema';
import { PageHero } from '../../components/layout/page-hero';
import { SignedInSummary } from '../../features/dashboard/signed-in-summary';
import { getJson, orNull } from '../../lib/api-data';
import { formatCount } from '../../lib/format';
import { requirePageAccess } from '../../lib/page-access.server';
import { pageTitle } from '../../lib/section-titles';
import { loadSignedIn } from '../../lib/signed-in-page';
import { loadEditorDashboard, type EditorDashboardData } from '../../lib/staff-pages.server';
import type { Route } from './+types/editor-dashboard';

export const meta = () => [{ title: pageTitle('Editor Dashboard') }];

/** A first visit renders complete on the server for the cookie's viewer (decision 0032). */
export async function loader({ request, context }: Route.LoaderArgs): Promise<EditorDashboardData> {
  requirePageAccess(request, context, '/editor-dashboard');
  return loadEditorDashboard(context.ctx);
}

/** Later visits ask /api with the bearer token, or let the server decide (decision 0036). */
export async function clientLoader(args: Route.ClientLoaderArgs): Promise<EditorDashboardData> {
  return loadSignedIn('/editor-dashboard', args, async ({ signal }) => {
    const [profile, reviewers] = await Promise.all([
      orNull(getJson('/users/profile', userSchema, { signal }), 'Your account'),
      orNull(getJson('/editor/reviewers', reviewerCandidateListSchema, { signal }).then((list) => list.length), 'Reviewers'),
    ]);
    return { profile, reviewers };
  });
}

export default function EditorDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Staff" title="Editor Dashboard" />
      <Container className="py-5">
        <SignedInSummary profile={loaderData.profile} />
        <p>The submissions queue, reviewer assignment and decisions will be managed here.</p>
        {loaderData.reviewers !== null && <p data-testid="reviewer-count">Reviewers available for assignment: {formatCount(loaderData.reviewers)}</p>}
      </Container>
    </>
  );
}
