import type { User } from '../../contract/auth/auth.schema';
import type { Appeal, EditorStats, SubmissionsPage, SubmissionsQuery } from '../../contract/editor-desk/editor-desk.schema';
import type { ReviewerApplication } from '../../contract/reviews/reviewer-application.schema';
import type { Ctx } from '../../core/context';
import { listReviewerApplications } from '../../core/reviewers/reviewer-applications.service';
import { listAppeals } from '../../core/workflow/appeals.service';
import { getEditorStats, listSubmissions } from '../../core/workflow/editor-queue.service';
import { requireProfile } from '../../core/users/users.service';
import { orNull } from './api-data';

/**
 * What /editor-dashboard shows (acting-side.md §2); null where a part failed to load, and the
 * page says so in the spec's words. The route's `clientLoader` asks /api for the same parts
 * (decision 0036); this is the server's side of it, for the viewer of the session cookie, from
 * the services the API calls (decision 0032: a first visit arrives complete).
 */
export interface EditorDashboardData {
  profile: User | null;
  /** GET /api/editor/stats: the summary cards and the charts. */
  stats: EditorStats | null;
  /** GET /api/editor/submissions with the address's query. */
  submissions: SubmissionsPage | null;
  /** GET /api/editor/appeals (open ones, or all). */
  appeals: Appeal[] | null;
  /** GET /api/editor/reviewer-applications (open ones, or all). */
  applications: ReviewerApplication[] | null;
}

export async function loadEditorDashboard(ctx: Ctx, query: { submissions: SubmissionsQuery; appeals: 'open' | 'all'; applications: 'open' | 'all' }): Promise<EditorDashboardData> {
  const [profile, stats, submissions, appeals, applications] = await Promise.all([
    orNull(requireProfile(ctx), 'Editor dashboard profile'),
    orNull(getEditorStats(ctx), 'Editor dashboard counts'),
    orNull(listSubmissions(ctx, query.submissions), 'Editor dashboard submissions'),
    orNull(listAppeals(ctx, query.appeals === 'open'), 'Editor dashboard appeals'),
    orNull(listReviewerApplications(ctx, { status: query.applications }), 'Editor dashboard reviewer applications'),
  ]);
  return { profile, stats, submissions, appeals, applications };
}
