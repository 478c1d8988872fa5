import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import type { Announcement } from '../../../contract/announcements/announcements.schema';
import { formatLongDate } from '../../lib/format';
import './announcement-card.css';

/**
 * One announcement (reading-side.md §2 "Announcements"): type, title, date, author, category, content,
 * attachments, tags. The priority is the editorial office's internal ranking: it sets the card's
 * emphasis (data-priority, announcements.css) and is never printed as a public "High priority" badge
 * (issue 12, docs/design-system.md "Badges"). Shared: the public page lists it, and the content manager
 * previews an announcement with it before it is saved (decision 0051).
 */
export function AnnouncementCard({ announcement }: { announcement: Announcement }) {
  const headingId = `announcement-${announcement.id}-title`;
  return (
    <Card as="article" id={`announcement-${announcement.id}`} className="announcement-card" data-priority={announcement.priority} aria-labelledby={headingId}>
      <Card.Body>
        <div className="d-flex flex-wrap gap-2 mb-2">
          <Badge bg="light" text="dark" className="border announcement-type">
            {announcement.type}
          </Badge>
        </div>
        <h2 id={headingId} className="h4">
          {announcement.title}
        </h2>
        <p className="small text-body-secondary mb-3">
          <time dateTime={announcement.date}>{formatLongDate(announcement.date)}</time> · {announcement.author} · {announcement.category}
        </p>
        <p className="announcement-content">{announcement.content}</p>
        {announcement.attachments.length > 0 && (
          <div className="mb-3">
            <h3 className="h6 mb-1">Attachments</h3>
            <ul className="mb-0">
              {announcement.attachments.map((attachment) => (
                <li key={attachment.url}>
                  <a href={attachment.url} {...(attachment.url.startsWith('/') ? {} : { rel: 'noopener noreferrer' })}>
                    {attachment.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {announcement.tags.length > 0 && (
          <ul className="list-inline mb-0" aria-label="Tags">
            {announcement.tags.map((tag) => (
              <li key={tag} className="list-inline-item mb-1">
                <span className="badge rounded-pill text-bg-light border">#{tag}</span>
              </li>
            ))}
          </ul>
        )}
      </Card.Body>
    </Card>
  );
}
