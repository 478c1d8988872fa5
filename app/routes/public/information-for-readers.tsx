import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { ISSUE_SCHEDULE_TEXT, JOURNAL_NAME, LICENCE, PUBLICATION_FREQUENCY } from '../../../contract/journal';
import { pageMeta } from '../../features/journal/page-meta';
import { PageSection, StaticPage } from '../../features/journal/static-page';
import { SubscribeForm } from '../../features/newsletter/subscribe-form';

export const meta = () => pageMeta('Information for Readers', `Read, search, follow and reuse the open-access articles of the ${JOURNAL_NAME}: issues, RSS feeds and e-mail notices.`);

/** reading-side.md §2 "Information for readers": links /issues, /search; the subscription form; the three RSS feeds. */
const FEEDS = [
  { href: '/rss/latest-articles', title: 'Latest Articles', text: 'Every article as it is published.' },
  { href: '/rss/current-issue', title: 'Current Issue', text: 'The table of contents of the latest issue.' },
  { href: '/rss/announcements', title: 'Announcements', text: 'Calls for papers, deadlines, events and journal news.' },
];

export default function InformationForReaders() {
  return (
    <StaticPage
      title="Information for Readers"
      eyebrow="Readers"
      lead={<p className="mb-0">Everything the journal publishes is free to read, download and reuse. Here is how to find articles and keep up with new ones.</p>}
    >
      <PageSection id="browse" title="Browse and Search">
        <p>
          The journal appears {PUBLICATION_FREQUENCY.toLowerCase()}, on {ISSUE_SCHEDULE_TEXT}, with special issues in between. Read issue by issue, or search every published article by keyword, author, subject category and date.
        </p>
        <div className="d-flex flex-wrap gap-2">
          <Link to="/issues" className="btn btn-primary">
            Browse Issues
          </Link>
          <Link to="/search" className="btn btn-outline-primary">
            Search Articles
          </Link>
          <Link to="/archives" className="btn btn-outline-primary">
            Archives
          </Link>
        </div>
      </PageSection>

      <PageSection id="access" title="Free Access and Reuse">
        <p>
          Articles are published open access under the <a href={LICENCE.url}>{LICENCE.name} licence ({LICENCE.shortName})</a>. You may read, download, print, share, translate and adapt them for any purpose, including teaching and commercial
          use, provided you credit the authors and the original publication in the {JOURNAL_NAME}. No account is needed to read or download articles.
        </p>
      </PageSection>

      <PageSection id="subscribe" title="E-mail Notices">
        <p>Subscribe to receive a short e-mail when new articles and issues are published. We use your address for nothing else, and you can ask us to remove it at any time.</p>
        <Card className="jp-fact-card">
          <Card.Body>
            <SubscribeForm idPrefix="readers-subscribe" />
          </Card.Body>
        </Card>
      </PageSection>

      <PageSection id="rss" title="RSS Feeds">
        <p>Follow the journal in any feed reader:</p>
        <Row className="g-3">
          {FEEDS.map((feed) => (
            <Col md={4} key={feed.href}>
              <Card className="h-100">
                <Card.Body>
                  <h3 className="h6">
                    <a href={feed.href} type="application/rss+xml">
                      {feed.title}
                    </a>
                  </h3>
                  <p className="small mb-1">{feed.text}</p>
                  <code className="small">{feed.href}</code>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      </PageSection>

      <PageSection id="citing" title="Citing Articles">
        <p>
          Each published article has a DOI, shown on its page. Please cite the published version and link to its DOI, so that readers always reach the version of record.
        </p>
      </PageSection>
    </StaticPage>
  );
}
