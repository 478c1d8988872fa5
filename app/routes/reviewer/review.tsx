import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { data, isRouteErrorResponse, Link, redirect, useFetcher, useLocation, useRouteError, type ShouldRevalidateFunctionArgs } from 'react-router';
import { parseRowId } from '../../../contract/http/ids';
import { REVIEW_MESSAGES as M, reviewDetailSchema, type ReviewDetail } from '../../../contract/reviews/review.schema';
import { INVITATION_TOKEN_HEADER } from '../../../contract/reviews/reviewer-constants';
import { isAppError } from '../../../core/errors';
import { getReview } from '../../../core/reviews/reviews.service';
import { PageHero } from '../../components/layout/page-hero';
import { DownloadReviewManuscript } from '../../features/reviews/download-review-manuscript';
import { ANSWER_FETCHER, InvitationAnswer } from '../../features/reviews/invitation-answer';
import { runReviewAction, type ReviewOutcome } from '../../features/reviews/review-actions';
import { FORM_FETCHER, ReviewForm } from '../../features/reviews/review-form';
import { ReviewPaper } from '../../features/reviews/review-paper';
import { ReviewReadOnly } from '../../features/reviews/review-read-only';
import '../../features/reviews/reviews.css';
import { ApiError } from '../../lib/api';
import { getJson } from '../../lib/api-data';
import { pageTitle } from '../../lib/section-titles';
import { useSession } from '../../lib/session';
import { storedViewer } from '../../lib/signed-in-page';
import type { Route } from './+types/review';
import { isUnavailable, UnavailablePage } from '../../components/feedback/unavailable-page';
import { UNAVAILABLE_PAGE } from '../../../contract/http/availability';

/**
 * /review/{assignmentId} (issue 14; decision 0041): the invitation and the reviewer's work on one
 * assignment. With the mail's ?token= it opens without signing in (read the invitation, accept or
 * decline; then the manuscript and the review through a session scoped to this review); signed in,
 * the reviewer's own assignments open without a token. Everything shown comes from the reviewer's
 * own shapes (contract/reviews), so the HTML, the title and the meta tags name no author.
 */

interface ReviewPageData {
  id: number;
  /** The invitation link's token, when the page was opened from the mail. */
  invitation: string | null;
  review: ReviewDetail;
}

const notOpen = () => data(M.linkDead, { status: 404 });
const signInFor = (id: number) => redirect(`/login?redirectTo=${encodeURIComponent(`/review/${id}`)}`);

export const meta: Route.MetaFunction = ({ error, matches }) => [
  { title: pageTitle(isUnavailable(error) ? UNAVAILABLE_PAGE.heading : error ? 'Review not available' : 'Review a Manuscript', matches) },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

/** The address may carry an invitation's token: never kept by a cache, never sent on as a referrer. */
export function headers() {
  return { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };
}

export async function loader({ params, request, context }: Route.LoaderArgs): Promise<ReviewPageData> {
  const id = parseRowId(params.assignmentId);
  if (id === null) throw notOpen();
  const invitation = new URL(request.url).searchParams.get('token');
  if (!invitation && !context.viewer) throw signInFor(id);
  try {
    return { id, invitation, review: await getReview(context.ctx, id, invitation) };
  } catch (error) {
    // A spent link in the reviewer's own hands: their session still opens the review they sent.
    if (isAppError(error) && error.code === 'NOT_FOUND' && invitation && context.viewer) {
      return { id, invitation: null, review: await getReview(context.ctx, id, null).catch(() => Promise.reject(notOpen())) };
    }
    if (isAppError(error) && error.code === 'NOT_FOUND') throw notOpen();
    if (isAppError(error) && error.code === 'UNAUTHENTICATED') throw signInFor(id);
    throw error;
  }
}

/** Later visits ask /api: with the link's token, or the stored session; otherwise the server decides (decision 0036). */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs): Promise<ReviewPageData> {
  const id = parseRowId(params.assignmentId);
  if (id === null) throw notOpen();
  const invitation = new URL(request.url).searchParams.get('token');
  if (!invitation && !storedViewer()) return serverLoader();
  try {
    const options = invitation ? { anonymous: true, headers: { [INVITATION_TOKEN_HEADER]: invitation } } : {};
    return { id, invitation, review: await getJson(`/reviews/${id}`, reviewDetailSchema, { ...options, signal: request.signal }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && invitation && storedViewer()) {
      const review = await getJson(`/reviews/${id}`, reviewDetailSchema, { signal: request.signal }).catch(() => Promise.reject(notOpen()));
      return { id, invitation: null, review };
    }
    if (error instanceof ApiError && error.status === 404) throw notOpen();
    if (error instanceof ApiError && error.status === 401) return serverLoader();
    throw error;
  }
}

export async function clientAction({ request, params }: Route.ClientActionArgs): Promise<ReviewOutcome> {
  const invitation = new URL(request.url).searchParams.get('token');
  return runReviewAction(Number(params.assignmentId), invitation, await request.formData());
}

/** A decline, or a review sent from the link, ends the link: the page keeps what it shows, with its thanks. */
export function shouldRevalidate({ actionResult, currentUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const outcome = actionResult as ReviewOutcome | undefined;
  if (outcome?.ok && (outcome.intent === 'decline' || (outcome.intent === 'submit' && currentUrl.searchParams.has('token')))) return false;
  return defaultShouldRevalidate;
}

export default function ReviewPage({ loaderData }: Route.ComponentProps) {
  const { id, invitation, review } = loaderData;
  const location = useLocation();
  const action = `${location.pathname}${location.search}`;
  const { user } = useSession();
  const answer = useFetcher<ReviewOutcome>({ key: ANSWER_FETCHER }).data;
  const sent = useFetcher<ReviewOutcome>({ key: FORM_FETCHER }).data;
  const submitted = sent?.ok && sent.intent === 'submit';
  const sentFromLink = submitted && invitation !== null;
  const writing = !sentFromLink && (review.actions.includes('saveDraft') || review.actions.includes('openSession'));
  const download = !sentFromLink && (review.actions.includes('downloadManuscript') || review.actions.includes('openSession'));
  const invited = review.status === 'INVITED';
  return (
    <>
      <PageHero
        eyebrow="Peer review"
        title={invited ? 'Invitation to Review' : 'Review a Manuscript'}
        lead={invited ? 'The editors invite you to review this manuscript. Read the abstract, then accept or decline.' : 'Double-blind review: the manuscript and this page name no author.'}
      />
      <Container className="py-4 py-lg-5">
        <div aria-live="polite">
          {answer?.ok && answer.intent === 'accept' && (
            <Alert variant="success" data-testid="accept-done">
              {answer.message}
            </Alert>
          )}
          {submitted && (
            <Alert variant="success" data-testid="review-sent">
              {sent.message}
              {sentFromLink && !user && (
                <>
                  {' '}
                  <Link to="/login?redirectTo=%2Fdashboard">Sign in</Link> to find it among your reviews.
                </>
              )}
            </Alert>
          )}
        </div>
        <ReviewPaper review={review}>
          {download && (
            <div className="mt-4">
              <DownloadReviewManuscript id={id} invitation={invitation} fileName={review.manuscriptFileName} />
            </div>
          )}
        </ReviewPaper>
        {invited && review.actions.includes('accept') && <InvitationAnswer action={action} />}
        {writing && (
          <>
            {invitation && !user && (
              <Alert variant="info" data-testid="link-session-note">
                {M.linkSessionNote}{' '}
                <Link to={`/login?redirectTo=${encodeURIComponent(`/review/${id}`)}`}>Sign in</Link> to find it on your dashboard later.
              </Alert>
            )}
            <ReviewForm review={review.review} action={action} />
          </>
        )}
        {review.status === 'COMPLETED' && <ReviewReadOnly review={review.review} />}
        {user && (
          <p className="mb-0">
            <Link to="/dashboard">Back to My Dashboard</Link>
          </p>
        )}
      </Container>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isUnavailable(error)) return <UnavailablePage error={error} />;
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Container className="py-5 page-narrow">
      <h1 className="mb-3">{missing ? 'Review not available' : 'Something went wrong'}</h1>
      <p className="lead" data-testid={missing ? 'review-not-available' : 'review-failed'}>
        {missing ? M.linkDead : M.loadFailed}
      </p>
      <p className="d-flex flex-wrap gap-2 mt-4">
        <Link to="/dashboard" className="btn btn-primary">
          My Dashboard
        </Link>
        <Link to="/" className="btn btn-outline-primary">
          Back to Home
        </Link>
      </p>
    </Container>
  );
}
