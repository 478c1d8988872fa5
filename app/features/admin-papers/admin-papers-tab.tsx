import { adminPaperPageSchema, adminPapersQuerySchema, type AdminPaperPage, type AdminPapersQuery } from '../../../contract/papers/admin-papers.schema';
import { defineAdminTab } from '../../components/admin-dashboard/admin-tab';
import { getJson, orNull } from '../../lib/api-data';
import { writeSearchParams } from '../../lib/search-params';
import { ADMIN_PAPER_INTENTS, adminPaperIntentSchema, runAdminPaperIntent } from './admin-paper-actions';
import { AdminPapers, type CiteButtonRender } from './admin-papers';

export type AdminPapersTabQuery = AdminPapersQuery;

export interface AdminPapersData {
  /** The page of the list, null when it failed to load ('Failed to load data. Please try again.'). */
  page: AdminPaperPage | null;
}

/**
 * acting-side.md §2 Papers (decision 0050): the tab's address is GET /api/admin/papers's query.
 * The route gives the row's Cite button (the citations feature's), as a render prop.
 */
export function createAdminPapersTab({ citeButton }: { citeButton: CiteButtonRender }) {
  return defineAdminTab({
    key: 'papers',
    title: 'Papers',
    query: adminPapersQuerySchema,
    async load(query, signal): Promise<AdminPapersData> {
      const page = await orNull(getJson('/admin/papers', adminPaperPageSchema, { query: writeSearchParams(query, adminPapersQuerySchema), signal }), 'The papers');
      return { page };
    },
    View: ({ data, query, setQuery, hrefFor, loading, onNotice }) => (
      <AdminPapers page={data.page} query={query} setQuery={setQuery} hrefFor={hrefFor} loading={loading} onNotice={onNotice} citeButton={citeButton} />
    ),
    actions: { intents: ADMIN_PAPER_INTENTS, schema: adminPaperIntentSchema, run: runAdminPaperIntent },
  });
}
