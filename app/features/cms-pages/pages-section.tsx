import { pageDetailSchema, pageListSchema, pageRevisionPageSchema, EDITABLE_PAGES } from '../../../contract/pages/pages.schema';
import { defineCmsSection } from '../../components/cms/cms-section';
import { getJson, orNull } from '../../lib/api-data';
import type { CmsPagesData } from './cms-pages-data';
import { CmsPagesSection } from './cms-pages-section';
import { pageIntentSchema, runPageIntent } from './page-actions';
import { pagesQuerySchema, REVISIONS_PAGE_SIZE } from './pages-query';

/** /admin/cms "Pages" (decision 0047): the static pages' Markdown, a live preview, revisions. */
export const pagesSection = defineCmsSection({
  key: 'pages',
  title: 'Pages',
  lead: "The text of the journal's static pages, in Markdown, with every save kept as a revision.",
  query: pagesQuerySchema,
  async load(query, signal): Promise<CmsPagesData> {
    const slug = query.slug && EDITABLE_PAGES.some((page) => page.slug === query.slug) ? query.slug : undefined;
    const revisionsQuery = new URLSearchParams({ page: String(query.revisions), pageSize: String(REVISIONS_PAGE_SIZE) });
    const [pages, page, revisions] = await Promise.all([
      orNull(getJson('/admin/pages', pageListSchema, { signal }), 'The static pages'),
      slug ? orNull(getJson(`/admin/pages/${slug}`, pageDetailSchema, { signal }), 'The static page') : null,
      slug ? orNull(getJson(`/admin/pages/${slug}/revisions`, pageRevisionPageSchema, { query: revisionsQuery, signal }), 'The page revisions') : null,
    ]);
    return { pages, opened: slug ? { slug, page, revisions } : null };
  },
  View: CmsPagesSection,
  actions: { intents: ['save', 'restore'], schema: pageIntentSchema, run: runPageIntent },
});
