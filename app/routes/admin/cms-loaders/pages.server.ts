import { EDITABLE_PAGES } from '../../../../contract/pages/pages.schema';
import type { Ctx } from '../../../../core/context';
import { getPageForEditing, listPageRevisions, listPages } from '../../../../core/pages/pages.service';
import type { CmsPagesData } from '../../../features/cms-pages/cms-pages-data';
import { REVISIONS_PAGE_SIZE, type PagesQuery } from '../../../features/cms-pages/pages-query';
import { orNull } from '../../../lib/api-data';

/** The Pages section for the session cookie's viewer, from the services GET /api/admin/pages… use. */
export async function loadPagesSection(ctx: Ctx, query: PagesQuery): Promise<CmsPagesData> {
  const slug = query.slug && EDITABLE_PAGES.some((page) => page.slug === query.slug) ? query.slug : undefined;
  const [pages, page, revisions] = await Promise.all([
    orNull(listPages(ctx), 'The static pages'),
    slug ? orNull(getPageForEditing(ctx, slug), 'The static page') : null,
    slug ? orNull(listPageRevisions(ctx, slug, { page: query.revisions, pageSize: REVISIONS_PAGE_SIZE }), 'The page revisions') : null,
  ]);
  return { pages, opened: slug ? { slug, page, revisions } : null };
}
