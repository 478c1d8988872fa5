import type { PageDetail, PageList, PageRevisionPage } from '../../../contract/pages/pages.schema';

/** What /admin/cms's Pages section shows (decision 0047): the pages, and the one opened with its revisions (null: failed to load). */
export interface CmsPagesData {
  pages: PageList | null;
  opened: { slug: string; page: PageDetail | null; revisions: PageRevisionPage | null } | null;
}
