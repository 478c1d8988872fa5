import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { NavLink } from 'react-router';
import { pageDetailSchema, pageListSchema, pageRevisionPageSchema, EDITABLE_PAGES } from '../../../contract/pages/pages.schema';
import { NoticeToast, type Notice } from '../../components/feedback/notice-toast';
import { PageHero } from '../../components/layout/page-hero';
import type { CmsPagesData } from '../../features/cms-pages/cms-pages-data';
import { CmsPagesSection } from '../../features/cms-pages/cms-pages-section';
import { cmsQuerySchema, REVISIONS_PAGE_SIZE, type CmsQuery, type CmsSectionKey } from '../../features/cms-pages/cms-query';
import { pageIntentSchema, runPageIntent, type PageOutcome } from '../../features/cms-pages/page-actions';
import { getJson, orNull, readFormData } from '../../lib/api-data';
import { loadCmsPages } from '../../lib/cms-pages.server';
import { requirePageAccess } from '../../lib/page-access.server';
import { readSearchParams, writeSearchParams } from '../../lib/search-params';
import { pageTitle } from '../../lib/section-titles';
import { loadSignedIn } from '../../lib/signed-in-page';
import type { Route } from './+types/admin-cms';

export const meta = () => [{ title: pageTitle('Content Management') }];

const queryOf = (request: Request) => readSearchParams(new URL(request.url).searchParams, cmsQuerySchema);

type CmsData = { query: CmsQuery; pages: CmsPagesData };

/** A first visit renders complete on the server for the cookie's viewer (decision 0036). */
export async function loader({ request, context }: Route.LoaderArgs): Promise<CmsData> {
  requirePageAccess(request, context, '/admin/cms');
  const query = queryOf(request);
  return { query, pages: await loadCmsPages(context.ctx, { slug: query.slug, revisions: query.revisions, pageSize: REVISIONS_PAGE_SIZE }) };
}

/** Later visits ask /api with the bearer token (decision 0036). */
export async function clientLoader(args: Route.ClientLoaderArgs): Promise<CmsData> {
  return loadSignedIn('/admin/cms', args, async ({ signal }) => {
    const query = queryOf(args.request);
    const slug = query.slug && EDITABLE_PAGES.some((page) => page.slug === query.slug) ? query.slug : undefined;
    const revisionsQuery = new URLSearchParams({ page: String(query.revisions), pageSize: String(REVISIONS_PAGE_SIZE) });
    const [pages, page, revisions] = await Promise.all([
      orNull(getJson('/admin/pages', pageListSchema, { signal }), 'The static pages'),
      slug ? orNull(getJson(`/admin/pages/${slug}`, pageDetailSchema, { signal }), 'The static page') : null,
      slug ? orNull(getJson(`/admin/pages/${slug}/revisions`, pageRevisionPageSchema, { query: revisionsQuery, signal }), 'The page revisions') : null,
    ]);
    return { query, pages: { pages, opened: slug ? { slug, page, revisions } : null } };
  });
}

/** Saves and restores (the Pages section): one action, two intents. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<PageOutcome> {
  return runPageIntent(await readFormData(request, pageIntentSchema));
}

/** A refused save leaves the page as it was: no reload, so the editor keeps the text being written. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: { actionResult?: unknown; defaultShouldRevalidate: boolean }) {
  if (actionResult && typeof actionResult === 'object' && 'ok' in actionResult && actionResult.ok === false) return false;
  return defaultShouldRevalidate;
}

/**
 * The content manager's sections (issue 15): Pages, Announcements, Special issues, Journal
 * settings, Mail templates. Each is a link with the section in the address; a section is listed
 * here when it is built.
 */
const SECTIONS: { key: CmsSectionKey; title: string }[] = [{ key: 'pages', title: 'Pages' }];

export default function AdminCms({ loaderData }: Route.ComponentProps) {
  const { query, pages } = loaderData;
  const [notice, setNotice] = useState<Notice | null>(null);
  const hrefFor = (change: Partial<CmsQuery>) => `/admin/cms?${writeSearchParams({ ...query, ...change }, cmsQuerySchema).toString()}`;

  return (
    <>
      <PageHero wide eyebrow="Staff" title="Content Management" lead="Edit the text of the journal's public pages." />
      <Container fluid="xxl" className="py-5">
        <NoticeToast notice={notice} onClear={() => setNotice(null)} />
        <Row className="g-4">
          <Col lg={2}>
            <nav aria-label="Content sections">
              <ul className="nav nav-pills flex-lg-column gap-1">
                {SECTIONS.map((section) => (
                  <li key={section.key} className="nav-item">
                    <NavLink
                      to={hrefFor({ section: section.key, slug: undefined, revisions: 1 })}
                      className={`nav-link${query.section === section.key ? ' active' : ''}`}
                      aria-current={query.section === section.key ? 'page' : undefined}
                    >
                      {section.title}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </Col>
          <Col lg={10}>{query.section === 'pages' && <CmsPagesSection data={pages} hrefFor={hrefFor} onNotice={setNotice} />}</Col>
        </Row>
      </Container>
    </>
  );
}
