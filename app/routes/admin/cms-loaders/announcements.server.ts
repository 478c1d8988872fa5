import type { AdminAnnouncementQuery } from '../../../../contract/announcements/admin-announcements.schema';
import { listAdminAnnouncements } from '../../../../core/announcements/admin-announcements.service';
import type { Ctx } from '../../../../core/context';
import type { AnnouncementsSectionData } from '../../../features/cms-announcements/announcements-section';
import { orNull } from '../../../lib/api-data';

/** The Announcements section for the session cookie's viewer, from the service GET /api/admin/announcements uses. */
export async function loadAnnouncementsSection(ctx: Ctx, query: AdminAnnouncementQuery): Promise<AnnouncementsSectionData> {
  return { page: await orNull(listAdminAnnouncements(ctx, query), 'The announcements') };
}
