import { isRouteErrorResponse, useLocation } from 'react-router';
import { UNAVAILABLE_PAGE } from '../../../contract/http/availability';
import { PageHero } from '../layout/page-hero';

/** A 503 the server answered for a page (decision 0069): its database not answering for a moment. */
export const isUnavailable = (error: unknown): boolean => isRouteErrorResponse(error) && error.status === 503;

/**
 * What every error boundary shows for such a 503, in the error pages' design (the site's one page
 * header, the server's message — contract/http/availability.ts — as its lead): nothing is wrong
 * with the address, so the one way on is to load the same page again. A plain link, so it works
 * before (or without) the scripts. The message comes with the answer, so the page's scripts need
 * not carry it (decision 0032's budget).
 */
export function UnavailablePage({ error }: { error: unknown }) {
  const location = useLocation();
  const message = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : null;
  return (
    <PageHero title={UNAVAILABLE_PAGE.heading} lead={message && <p className="mb-0">{message}</p>}>
      <a href={`${location.pathname}${location.search}`} className="btn btn-warning">
        {UNAVAILABLE_PAGE.tryAgain}
      </a>
    </PageHero>
  );
}
