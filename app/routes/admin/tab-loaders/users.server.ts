import type { Ctx } from '../../../../core/context';
import { listUsers } from '../../../../core/users/user-admin.service';
import type { UserListQuery } from '../../../../contract/users/users.schema';
import { orNull } from '../../../lib/api-data';
import type { UsersTabData } from '../../../features/admin-users/users-admin-tab';

/** The Users tab for the session cookie's viewer, from the service GET /api/admin/users uses. */
export async function loadUsersTab(ctx: Ctx, query: UserListQuery): Promise<UsersTabData> {
  return { page: await orNull(listUsers(ctx, query), 'Admin dashboard accounts') };
}
