import type { Ctx } from '../../../../core/context';
import { listAdminPapers } from '../../../../core/papers/admin-papers.service';
import { orNull } from '../../../lib/api-data';
import type { AdminPapersData, AdminPapersTabQuery } from '../../../features/admin-papers/admin-papers-tab';

/** The Papers tab for the session cookie's viewer, from the service GET /api/admin/papers uses. */
export async function loadPapersTab(ctx: Ctx, query: AdminPapersTabQuery): Promise<AdminPapersData> {
  return { page: await orNull(listAdminPapers(ctx, query), 'Admin dashboard papers') };
}
