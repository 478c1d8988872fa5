import type { User } from '../../contract/auth/auth.schema';
import type { MySubmission } from '../../contract/papers/author-journey.schema';
import type { Ctx } from '../../core/context';
import { listMySubmissions } from '../../core/papers/my-submissions.service';
import { requireProfile } from '../../core/users/users.service';

/** What /dashboard shows; null where that part failed to load (the page says so). */
export interface AuthorDashboardData {
  profile: User | null;
  submissions: MySubmission[] | null;
}

/**
 * Decision 0032: the dashboard arrives complete from the server for the viewer of the session
 * cookie, so nothing on it moves once it is painted. The same services answer the /api calls.
 */
export async function loadAuthorDashboard(ctx: Ctx): Promise<AuthorDashboardData> {
  const [profile, submissions] = await Promise.all([
    requireProfile(ctx).catch((error: unknown) => {
      console.warn('Dashboard profile failed to load', error);
      return null;
    }),
    listMySubmissions(ctx).catch((error: unknown) => {
      console.warn('Dashboard submissions failed to load', error);
      return null;
    }),
  ]);
  return { profile, submissions };
}
