import type { User } from '../../contract/auth/auth.schema';
import type { MySubmission } from '../../contract/papers/author-journey.schema';
import type { ReviewListItem } from '../../contract/reviews/review.schema';
import type { MyReviewerProfile } from '../../contract/reviews/reviewer-profile.schema';
import type { Ctx } from '../../core/context';
import type { MyPaperFees } from '../../contract/invoices/invoice.schema';
import { listMyFees } from '../../core/invoices/invoices.service';
import { listMySubmissions } from '../../core/papers/my-submissions.service';
import { getMyReviewerProfile } from '../../core/reviewers/reviewer-profile.service';
import { listMyReviews } from '../../core/reviews/reviews.service';
import { requireProfile } from '../../core/users/users.service';
import { getMyOrcid } from '../../core/users/orcid.service';
import type { MyOrcid } from '../../contract/users/orcid.schema';
import { orNull } from './api-data';

/** What /dashboard shows; null where that part failed to load (the page says so). */
export interface AuthorDashboardData {
  profile: User | null;
  submissions: MySubmission[] | null;
  /** GET /api/reviewer-profile: `{ profile: null }` outside the reviewer pool (decision 0041). */
  reviewerProfile: MyReviewerProfile | null;
  /** My invitations and review assignments (issue 14): the reviewer's workspace. */
  reviews: ReviewListItem[] | null;
  /** The Publication Fees card (issue 15): invoices and waiver requests of the viewer's papers. */
  fees: MyPaperFees[] | null;
  /** The person's own ORCID iD (decision 0060). */
  orcid: MyOrcid | null;
}

/**
 * Decision 0032: the dashboard arrives complete from the server for the viewer of the session
 * cookie, so nothing on it moves once it is painted. The same services answer the /api calls
 * that the page's clientLoader makes (decision 0036).
 */
export async function loadAuthorDashboard(ctx: Ctx): Promise<AuthorDashboardData> {
  const [profile, submissions, reviewerProfile, reviews, fees, orcid] = await Promise.all([
    orNull(requireProfile(ctx), 'Dashboard profile'),
    orNull(listMySubmissions(ctx), 'Dashboard submissions'),
    orNull(getMyReviewerProfile(ctx), 'Dashboard reviewer profile'),
    orNull(listMyReviews(ctx), 'Dashboard reviews'),
    orNull(listMyFees(ctx), 'Dashboard invoices'),
    orNull(getMyOrcid(ctx), 'Dashboard ORCID iD'),
  ]);
  return { profile, submissions, reviewerProfile, reviews, fees, orcid };
}
