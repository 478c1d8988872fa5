import type { BoardQuery } from '../../../../contract/editorial/admin-board.schema';
import type { Ctx } from '../../../../core/context';
import { listBoardMembers } from '../../../../core/editorial/admin-board.service';
import { orNull } from '../../../lib/api-data';
import type { EditorialBoardTabData } from '../../../features/admin-board/editorial-board-tab';

/** The Editorial Board tab for the session cookie's viewer, from the service GET /api/admin/editorial-board uses. */
export async function loadEditorialBoardTab(ctx: Ctx, query: BoardQuery): Promise<EditorialBoardTabData> {
  return { page: await orNull(listBoardMembers(ctx, query), 'Admin dashboard editorial board') };
}
