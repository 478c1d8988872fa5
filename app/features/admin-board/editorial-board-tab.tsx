import { adminBoardPageSchema, boardQuerySchema, type AdminBoardPage } from '../../../contract/editorial/admin-board.schema';
import { defineAdminTab } from '../../components/admin-dashboard/admin-tab';
import { getJson, orNull } from '../../lib/api-data';
import { writeSearchParams } from '../../lib/search-params';
import { BOARD_INTENTS, boardIntentSchema, runBoardIntent } from './board-actions';
import { BoardList } from './board-list';

export interface EditorialBoardTabData {
  /** The page of the list, null when it failed to load. */
  page: AdminBoardPage | null;
}

/** acting-side.md §2 Editorial Board (decision 0046): the members with their profiles; add, edit, remove. */
export const editorialBoardTab = defineAdminTab({
  key: 'editorial-board',
  title: 'Editorial Board',
  query: boardQuerySchema,
  async load(query, signal): Promise<EditorialBoardTabData> {
    return { page: await orNull(getJson('/admin/editorial-board', adminBoardPageSchema, { query: writeSearchParams(query, boardQuerySchema), signal }), 'The editorial board') };
  },
  View: ({ data, query, setQuery, hrefFor, loading, onNotice }) => <BoardList page={data.page} query={query} setQuery={setQuery} hrefFor={hrefFor} loading={loading} onNotice={onNotice} />,
  actions: { intents: BOARD_INTENTS, schema: boardIntentSchema, run: runBoardIntent },
});
