import { userListQuerySchema, userPageSchema, type UserListQuery, type UserPage } from '../../../contract/users/users.schema';
import { defineAdminTab } from '../../components/admin-dashboard/admin-tab';
import { getJson, orNull } from '../../lib/api-data';
import { writeSearchParams } from '../../lib/search-params';
import { runUserIntent, USER_INTENTS, userIntentSchema } from './user-actions';
import { UsersTab } from './users-tab';

export interface UsersTabData {
  /** The page of the list, null when it failed to load. */
  page: UserPage | null;
}
export type UsersTabAddress = UserListQuery;

/** acting-side.md §2 Users (decision 0045): GET /api/admin/users with the tab's address as its query. */
export const usersTab = defineAdminTab({
  key: 'users',
  title: 'Users',
  query: userListQuerySchema,
  async load(query, signal): Promise<UsersTabData> {
    return { page: await orNull(getJson('/admin/users', userPageSchema, { query: writeSearchParams(query, userListQuerySchema), signal }), 'The accounts') };
  },
  View: ({ data, query, setQuery, hrefFor, loading, onNotice }) => <UsersTab page={data.page} query={query} setQuery={setQuery} hrefFor={hrefFor} loading={loading} onNotice={onNotice} />,
  actions: { intents: USER_INTENTS, schema: userIntentSchema, run: runUserIntent },
});
