import type { Ctx } from '../../../../core/context';
import { getUsageReport } from '../../../../core/usage/usage.service';
import type { UsageQuery } from '../../../../contract/usage/usage.schema';
import { orNull } from '../../../lib/api-data';
import type { UsageTabData } from '../../../features/admin-usage/usage-tab';

/** The Usage tab for the session cookie's viewer, from the service GET /api/admin/usage uses. */
export async function loadUsageTab(ctx: Ctx, query: UsageQuery): Promise<UsageTabData> {
  return { report: await orNull(getUsageReport(ctx, query), 'Admin dashboard usage') };
}
