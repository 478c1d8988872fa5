import { adminAnnouncementPageSchema, adminAnnouncementQuerySchema, type AdminAnnouncementPage } from '../../../contract/announcements/admin-announcements.schema';
import { defineCmsSection } from '../../components/cms/cms-section';
import { getJson, orNull } from '../../lib/api-data';
import { writeSearchParams } from '../../lib/search-params';
import { ANNOUNCEMENT_INTENTS, announcementIntentSchema, runAnnouncementIntent } from './announcement-actions';
import { AnnouncementsList } from './announcements-list';

export interface AnnouncementsSectionData {
  /** The page of the list, null when it failed to load. */
  page: AdminAnnouncementPage | null;
}

/** /admin/cms "Announcements" (issue 15; decision 0051): what /announcements and /rss/announcements show. */
export const announcementsSection = defineCmsSection({
  key: 'announcements',
  title: 'Announcements',
  lead: 'Calls for papers, deadlines, events and news, with their attachments: a change shows at once on the Announcements page and in its RSS feed.',
  query: adminAnnouncementQuerySchema,
  async load(query, signal): Promise<AnnouncementsSectionData> {
    return { page: await orNull(getJson('/admin/announcements', adminAnnouncementPageSchema, { query: writeSearchParams(query, adminAnnouncementQuerySchema), signal }), 'The announcements') };
  },
  View: ({ data, query, setQuery, hrefFor, loading, onNotice }) => <AnnouncementsList page={data.page} query={query} setQuery={setQuery} hrefFor={hrefFor} loading={loading} onNotice={onNotice} />,
  actions: { intents: ANNOUNCEMENT_INTENTS, schema: announcementIntentSchema, run: runAnnouncementIntent },
});
