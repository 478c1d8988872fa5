import type { MetaArgs } from 'react-router';
import '../../features/publications/publications.css';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { JOURNAL_NAME } from '../../../contract/journal/identity';
import { CURRENT_PUBLICATIONS_MESSAGES as M } from '../../../contract/publications/current-publications.messages';
import { getCurrentPublications } from '../../../core/publications/publications.service';
import { PageHero } from '../../components/layout/page-hero';
import { CiteButton } from '../../features/citations/cite-button';
import { pageMeta } from '../../features/journal/page-meta';
import { SubscribeForm } from '../../features/newsletter/subscribe-form';
import { FeaturedArticles } from '../../features/publications/featured-articles';
import { JournalStatistics } from '../../features/publications/journal-statistics';
import { LatestIssue } from '../../features/publications/latest-issue';
import { UpcomingIssue } from '../../features/publications/upcoming-issue';
import type { Route } from './+types/current-publications';

export const meta = ({ matches }: MetaArgs) => pageMeta('Current Publications', `The latest issue of the ${JOURNAL_NAME}, its most read articles, the journal's figures and the next issue.`, matches);

/** Rendered on the server with the journal's real data (GET /api/publications/current); a failure shows the spec's message. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { publications: await getCurrentPublications(context.ctx) };
  } catch (error) {
    console.warn('Current publications failed to load', error);
    return { publications: null };
  }
}

const QUICK_LINKS = [
  { to: '/archives', label: 'Archives' },
  { to: '/special-issues', label: 'Special Issues' },
  { to: '/search', label: 'Search Articles' },
  { to: '/guide-for-authors', label: 'Guide for Authors' },
  { to: '/submit-paper', label: 'Submit Paper' },
];

/** acting-side.md §2 /current-publications, from the database (issue 15): never the spec's static Volume 8 Issue 3. */
export default function CurrentPublications({ loaderData }: Route.ComponentProps) {
  const { publications } = loaderData;
  return (
    <>
      <PageHero eyebrow="Publications" title="Current Publications" lead="The latest issue, the articles readers download most, and what comes next." />
      <Container className="py-5">
        {publications === null ? (
          <Alert variant="danger" role="alert">
            {M.loadFailed}
          </Alert>
        ) : (
          <Row className="g-4">
            <Col lg={8}>
              {publications.latestIssue ? (
                <LatestIssue issue={publications.latestIssue} citeButton={(paper) => <CiteButton paperId={paper.id} paperTitle={paper.title} />} />
              ) : (
                <Alert variant="info">{M.noIssueYet}</Alert>
              )}
              <FeaturedArticles articles={publications.featured} />
              <JournalStatistics statistics={publications.statistics} />
            </Col>
            <Col lg={4}>
              <div className="d-flex flex-column gap-4">
                <UpcomingIssue upcoming={publications.upcoming} />
                <Card as="section" aria-labelledby="newsletter-heading">
                  <Card.Body>
                    <h2 id="newsletter-heading" className="h5">
                      New Issue Alerts
                    </h2>
                    <p className="small">Get each new issue's table of contents by e-mail. We ask you to confirm your address first.</p>
                    <SubscribeForm idPrefix="publications-subscribe" successMs={3_000} />
                  </Card.Body>
                </Card>
                <nav aria-labelledby="quick-links-heading" className="card">
                  <div className="card-body">
                    <h2 id="quick-links-heading" className="h5">
                      Quick Links
                    </h2>
                    <ul className="list-unstyled mb-0">
                      {QUICK_LINKS.map((link) => (
                        <li key={link.to} className="py-1">
                          <Link to={link.to}>{link.label}</Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                </nav>
              </div>
            </Col>
          </Row>
        )}
      </Container>
    </>
  );
}
