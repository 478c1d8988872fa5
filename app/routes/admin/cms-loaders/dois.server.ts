import type { Ctx } from '../../../../core/context';
import type { DoiListQuery } from '../../../../contract/scholarly/doi-manager.schema';
import { listDoiPapers } from '../../../../core/scholarly/doi-manager.service';
import type { CmsDoisData } from '../../../features/cms-dois/dois-data';
import { orNull } from '../../../lib/api-data';

/** The DOIs section for the session cookie's viewer, from the service GET /api/admin/dois uses. */
export async function loadDoisSection(ctx: Ctx, query: DoiListQuery): Promise<CmsDoisData> {
  return { page: await orNull(listDoiPapers(ctx, query), 'The DOIs') };
}
