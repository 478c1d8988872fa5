import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/theme.css';
import './styles/app.css';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import sourceSerifLatin from '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2?url';
import { useEffect, type ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData } from 'react-router';
import { UNAVAILABLE_PAGE } from '../contract/http/availability';
import { DEFAULT_IDENTITY } from '../contract/journal/journal-facts';
import type { Route } from './+types/root';
import { isUnavailable, UnavailablePage } from './components/feedback/unavailable-page';
import { PageHero } from './components/layout/page-hero';
import { PageTransition } from './components/layout/page-transition';
import { SiteFooter } from './components/layout/site-footer';
import { SiteHeader } from './components/layout/site-header';
import { loadJournalFacts } from './lib/journal-facts.server';
import { pageTitle } from './lib/section-titles';
import { useNonce } from './lib/nonce';
import { SessionProvider, type SessionUser } from './lib/session';

/** The viewer, and the journal's facts every page shows (decision 0053; kept between renders until the next change, decision 0068). */
export async function loader({ context }: Route.LoaderArgs) {
  const viewer: SessionUser | null = context.viewer
    ? { id: context.viewer.id, firstName: context.viewer.firstName, lastName: context.viewer.lastName, email: context.viewer.email, role: context.viewer.role }
    : null;
  return { viewer, demo: context.demo, requestId: context.requestId, facts: await loadJournalFacts(context) };
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // The theme's two fonts (app/styles/theme.css, decision 0030), fetched before the CSS asks for them.
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: sourceSerifLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  // The journal's RSS feeds (server/feeds/), advertised on every page for feed readers.
  { rel: 'alternate', type: 'application/rss+xml', title: 'Latest Articles', href: '/rss/latest-articles' },
  { rel: 'alternate', type: 'application/rss+xml', title: 'Current Issue', href: '/rss/current-issue' },
  { rel: 'alternate', type: 'application/rss+xml', title: 'Announcements', href: '/rss/announcements' },
  // The OAI-PMH repository (server/oai/, decision 0056), for harvesters that look for it here.
  { rel: 'alternate', type: 'text/xml', title: 'OAI-PMH', href: '/oai?verb=Identify' },
];

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  const name = loaderData?.facts.identity.name ?? DEFAULT_IDENTITY.name;
  if (isUnavailable(error)) return [{ title: pageTitle(UNAVAILABLE_PAGE.heading, name) }];
  return [{ title: name }, { name: 'description', content: `${name}: open-access, peer-reviewed research in agriculture and the life sciences.` }];
};

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>('root');
  // Marks the document once React has taken over, so browser tests act on a live page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d5c35" />
        <Meta />
        <Links />
      </head>
      <body>
        <SessionProvider viewer={data?.viewer ?? null}>
          <a className="visually-hidden-focusable skip-link" href="#main">
            Skip to main content
          </a>
          <div className="site-shell d-flex flex-column min-vh-100">
            <SiteHeader />
            <PageTransition />
            <main id="main" className="flex-grow-1" tabIndex={-1}>
              {children}
            </main>
            <SiteFooter />
          </div>
        </SessionProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * The error pages start with the site's one page header (docs/design-system.md "Page header"),
 * their message as its lead and the two ways on as its actions; details follow below it.
 */
function ErrorView({ heading, lead, children }: { heading: string; lead: string; children?: ReactNode }) {
  return (
    <>
      <PageHero title={heading} lead={lead}>
        <div className="d-flex flex-wrap gap-3">
          <Link to="/" className="btn btn-warning">
            Back to Home
          </Link>
          <Link to="/search" className="btn btn-outline-light">
            Search articles
          </Link>
        </div>
      </PageHero>
      {children && <Container className="py-4 page-narrow">{children}</Container>}
    </>
  );
}

/** The 404 page, the 'not allowed' page, the 'temporarily unavailable' page (decision 0069) and the router's error view (reading-side.md §8). */
export function ErrorBoundary() {
  const error = useRouteError();
  const rootData = useRouteLoaderData<typeof loader>('root');
  if (isUnavailable(error)) return <UnavailablePage error={error} />;
  const message = isRouteErrorResponse(error) && typeof error.data === 'string' && error.data ? error.data : null;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorView heading="Page not found" lead={message ?? 'The page you are looking for does not exist or has moved.'} />;
  }
  if (isRouteErrorResponse(error) && error.status === 403) {
    return <ErrorView heading="Not allowed" lead={message ?? 'Your account does not have access to this page.'} />;
  }
  const reference = rootData?.requestId;
  const details = isRouteErrorResponse(error) || reference;
  return (
    <ErrorView heading="Unexpected Application Error!" lead="Something went wrong while showing this page. Please try again in a moment.">
      {details && (
        <>
          {isRouteErrorResponse(error) && <p>Status {error.status}</p>}
          {reference && <p className="mb-0">Reference: {reference}</p>}
        </>
      )}
    </ErrorView>
  );
}
