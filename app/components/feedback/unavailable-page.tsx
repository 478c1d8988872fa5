import { isRouteErrorResponse, useLocation } from 'react-router';
import { AVAILABILITY_MESSAGES, UNAVAILABLE_PAGE } from '../../../contract/http/availability';
import { PageHero } from '../layout/page-hero';

/** A 503 the server answered for a page (decision 0069): its database not answering for a moment. */
export const isUnavailable = (error: unknown): boolean => isRouteErrorResponse(error) && error.status === 503;

/** The message the server gave with its 503, or the database's when it gave none. */
export function unavailableMessage(error: unknown): string {
  return isRouteErrorResponse(error) && typeof error.data === 'string' && error.data ? error.data : AVAILABILITY_MESSAGES.databaseUnavailable;
}

/**
 * What every error boundary shows for such a 503, in the error pages' design (the site's one page
 * header, the message as its lead): nothing is wrong with the address, so the one way on is to
 * load the same page again. A plain link, so it works before (or without) the scripts.
 */
export function UnavailablePage({ error }: { error: unknown }) {
  const location = useLocation();
  return (
    <PageHero title={UNAVAILABLE_PAGE.heading} lead={<p className="mb-0" data-testid="unavailable-message">{unavailableMessage(error)}</p>}>
      <a href={`${location.pathname}${location.search}`} className="btn btn-warning">
        {UNAVAILABLE_PAGE.tryAgain}
      </a>
    </PageHero>
  );
}
