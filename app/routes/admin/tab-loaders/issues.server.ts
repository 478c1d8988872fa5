import type { AdminIssueQuery } from '../../../../contract/issues/admin-issues.schema';
import type { Ctx } from '../../../../core/context';
import { listAdminIssues } from '../../../../core/issues/admin-issues.service';
import { orNull } from '../../../lib/api-data';
import type { IssuesTabData } from '../../../features/admin-issues/issues-tab';

/** The Issues tab for the session cookie's viewer, from the service GET /api/admin/issues uses. */
export async function loadIssuesTab(ctx: Ctx, query: AdminIssueQuery): Promise<IssuesTabData> {
  return { page: await orNull(listAdminIssues(ctx, query), 'Admin dashboard issues') };
}
