import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { ANNOUNCEMENT_MESSAGES as M, isFilterActive } from '../../../contract/announcements/announcements.messages';
import { parseAnnouncementQuery, type Announcement } from '../../../contract/announcements/announcements.schema';
import { listAnnouncements } from '../../../core/announcements/announcements.service';
import { PageHero } from '../../components/layout/page-hero';
import { AnnouncementCard } from '../../components/announcements/announcement-card';
import { AnnouncementFilters } from '../../features/announcements/announcement-filters';
import { pageTitle } from '../../lib/section-titles';
import type { Route } from './+types/announcements';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Announcements', matches) },
  { name: 'description', content: 'Calls for papers, deadlines, events and news from the editorial office.' },
];

/** reading-side.md §2 "Announcements", server-rendered for the query in the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseAnnouncementQuery(new URL(request.url).searchParams);
  try {
    return { query, announcements: await listAnnouncements(context.ctx, query) as Announcement[] | null };
  } catch (error) {
    console.warn('Announcements failed to load', error);
    return { query, announcements: null };
  }
}

export default function Announcements({ loaderData }: Route.ComponentProps) {
  const { query, announcements } = loaderData;
  return (
    <>
      <PageHero title="Announcements" lead="Calls for papers, submission deadlines, events and news from the editorial office.">
        <p className="mt-3 mb-0 small">
          Follow them by <a href="/rss/announcements">RSS</a>.
        </p>
      </PageHero>
      <Container className="py-5">
        <AnnouncementFilters query={query} />
        {announcements === null ? (
          <Alert variant="danger" role="alert">
            {M.loadFailed}
          </Alert>
        ) : announcements.length === 0 ? (
          <p className="lead text-body-secondary" role="status">
            {isFilterActive(query) ? M.noneMatch : M.none}
          </p>
        ) : (
          <>
            <p className="text-body-secondary" role="status">
              {announcements.length === 1 ? '1 announcement' : `${announcements.length} announcements`}
            </p>
            <div className="d-grid gap-4">
              {announcements.map((announcement) => (
                <AnnouncementCard key={announcement.id} announcement={announcement} />
              ))}
            </div>
          </>
        )}
      </Container>
    </>
  );
}
