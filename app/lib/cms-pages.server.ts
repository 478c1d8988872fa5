import { EDITABLE_PAGES } from '../../contract/pages/pages.schema';
import type { Ctx } from '../../core/context';
import { getPageForEditing, listPageRevisions, listPages } from '../../core/pages/pages.service';
import type { CmsPagesData } from '../features/cms-pages/cms-pages-data';
import { orNull } from './api-data';

/** The first render of /admin/cms's Pages section, for the cookie's viewer (decision 0036). */
export async function loadCmsPages(ctx: Ctx, query: { slug?: string; revisions: number; pageSize: number }): Promise<CmsPagesData> {
  const slug = query.slug && EDITABLE_PAGES.some((page) => page.slug === query.slug) ? query.slug : undefined;
  const [pages, page, revisions] = await Promise.all([
    orNull(listPages(ctx), 'The static pages'),
    slug ? orNull(getPageForEditing(ctx, slug), 'The static page') : null,
    slug ? orNull(listPageRevisions(ctx, slug, { page: query.revisions, pageSize: query.pageSize }), 'The page revisions') : null,
  ]);
  return { pages, opened: slug ? { slug, page, revisions } : null };
}
