import type { Ctx } from '../../../../core/context';
import { listSpecialIssues } from '../../../../core/special-issues/special-issues.service';
import type { CmsSpecialIssuesData } from '../../../features/cms-special-issues/special-issues-data';
import { orNull } from '../../../lib/api-data';

/** The Special issues section for the session cookie's viewer, from the service GET /api/special-issues uses. */
export async function loadSpecialIssuesSection(ctx: Ctx): Promise<CmsSpecialIssuesData> {
  return { specialIssues: await orNull(listSpecialIssues(ctx), 'The special issues') };
}
