import type { MetaArgs } from 'react-router';
import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { data, NavLink, useNavigation, useSearchParams } from 'react-router';
import type { Role } from '../../../contract/auth/roles';
import type { AdminTabData } from '../../components/admin-dashboard/admin-tab';
import type { CmsSection, CmsSectionKey } from '../../components/cms/cms-section';
import { NoticeToast, type Notice } from '../../components/feedback/notice-toast';
import { PageHero } from '../../components/layout/page-hero';
import { readFormData } from '../../lib/api-data';
import { requirePageAccess } from '../../lib/page-access.server';
import { readSearchParams, writeSearchParams } from '../../lib/search-params';
import { pageTitle } from '../../lib/section-titles';
import { loadSignedIn } from '../../lib/signed-in-page';
import type { Route } from './+types/admin-cms';
import { CMS_SECTIONS, openedSection, sectionOfIntent, sectionsFor } from './cms-sections';
import { serverLoadOfSection } from './cms-sections.server';

export const meta = ({ matches }: MetaArgs) => [{ title: pageTitle('Content Management', matches) }];

/** The page's data: the sections the viewer may open, and the open one's own data (given back to its view). */
interface CmsData {
  section: CmsSectionKey;
  sections: { key: CmsSectionKey; title: string }[];
  /** Opaque to the page: the open section's view reads it (the type its loader gave it). */
  data: AdminTabData;
}

type Listed = { key: CmsSectionKey; title: string }[];

/** The open section (one the viewer may open), and its part of the address read with its schema. */
function addressOf(search: URLSearchParams, allowed: Listed) {
  const section = openedSection(search, allowed);
  // The page admits staff; a role with no section built for it sees the 403 page.
  if (!section) throw data('Your account does not have access to this page.', { status: 403 });
  return { section, query: readSearchParams(search, section.query) };
}

/** The address of a section with its state (`section` first; the viewer's first section and default values are left out). */
function sectionSearch(key: CmsSectionKey, query: Record<string, unknown>, allowed: Listed): string {
  const section = CMS_SECTIONS.find((candidate) => candidate.key === key)!;
  const params = writeSearchParams(query, section.query);
  const search = new URLSearchParams(key === allowed[0]?.key ? [] : [['section', key]]);
  for (const [name, value] of params) search.append(name, value);
  return `?${search.toString()}`;
}

const listed = (role: Role | null | undefined): Listed => sectionsFor(role).map(({ key, title }) => ({ key, title }));

/** A first visit renders complete on the server for the cookie's viewer (decision 0036); only the open section is loaded. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<CmsData> {
  const sections = listed(requirePageAccess(request, context, '/admin/cms').role);
  const { section, query } = addressOf(new URL(request.url).searchParams, sections);
  return { section: section.key, sections, data: await serverLoadOfSection(section.key)(context.ctx, query) };
}

/** Later visits ask /api with the bearer token (decision 0036); /api enforces each section's roles. */
export async function clientLoader(args: Route.ClientLoaderArgs): Promise<CmsData> {
  return loadSignedIn('/admin/cms', args, async ({ viewer, signal }) => {
    const sections = listed(viewer.role);
    const { section, query } = addressOf(new URL(args.request.url).searchParams, sections);
    return { section: section.key, sections, data: await section.load(query, signal) };
  });
}

/** Every section's changes: the intent names the section that runs it (its `actions`). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const intent = String((await request.clone().formData()).get('intent') ?? '');
  const section = sectionOfIntent(intent);
  if (!section?.actions) throw new Error(`No section of the content manager handles the change "${intent}".`);
  return section.actions.run(await readFormData(request, section.actions.schema));
}

/** A refused change leaves the section as it was: no reload, so the editor keeps what is being written. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: { actionResult?: unknown; defaultShouldRevalidate: boolean }) {
  if (actionResult && typeof actionResult === 'object' && 'ok' in actionResult && actionResult.ok === false) return false;
  return defaultShouldRevalidate;
}

/**
 * /admin/cms, the content manager (issue 15): a section per kind of content (routes/admin/cms-sections.ts),
 * each a link with the section in the address; only the open section's data is loaded.
 */
export default function AdminCms({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const allowed = loaderData.sections;

  const loaded: CmsSection = CMS_SECTIONS.find((section) => section.key === loaderData.section)!;
  const pendingSearch = navigation.location?.pathname === '/admin/cms' ? new URLSearchParams(navigation.location.search) : null;
  const asked = addressOf(pendingSearch ?? params, allowed);
  const switching = asked.section.key !== loaded.key;
  const query = switching ? readSearchParams(params, loaded.query) : asked.query;
  const hrefFor = (change: Record<string, unknown>) => `/admin/cms${sectionSearch(loaded.key, { ...query, ...change }, allowed)}`;
  const setQuery = (change: Record<string, unknown>) => setParams(new URLSearchParams(sectionSearch(loaded.key, { ...query, ...change }, allowed)), { preventScrollReset: true });
  const View = loaded.View;

  return (
    <>
      <PageHero wide eyebrow="Staff" title="Content Management" lead="Edit what the journal's public pages say." />
      <Container fluid="xxl" className="py-5">
        <NoticeToast notice={notice} onClear={() => setNotice(null)} />
        <Row className="g-4">
          <Col lg={2}>
            <nav aria-label="Content sections">
              <ul className="nav nav-pills flex-lg-column gap-1">
                {loaderData.sections.map((section) => (
                  <li key={section.key} className="nav-item">
                    <NavLink
                      to={`/admin/cms${sectionSearch(section.key, {}, allowed)}`}
                      className={`nav-link${asked.section.key === section.key ? ' active' : ''}`}
                      aria-current={asked.section.key === section.key ? 'page' : undefined}
                    >
                      {section.title}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </Col>
          <Col lg={10}>
            {switching ? (
              <div className="py-5 text-center" role="status">
                <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                Loading {asked.section.title}…
              </div>
            ) : (
              <section aria-labelledby="cms-section-title">
                <h2 id="cms-section-title" className="h4">
                  {loaded.title}
                </h2>
                <p className="text-body-secondary">{loaded.lead}</p>
                <View data={loaderData.data} query={query} setQuery={setQuery} hrefFor={hrefFor} loading={pendingSearch !== null && navigation.state === 'loading'} onNotice={setNotice} />
              </section>
            )}
          </Col>
        </Row>
      </Container>
    </>
  );
}
