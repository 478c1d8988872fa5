import { useContext, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { FOUNDED_YEAR, LICENCE, SCOPE_AREAS } from '../../../contract/journal/identity';
import { PUBLICATION_FREQUENCY } from '../../../contract/journal/schedule';
import type { PageBlockName } from '../../../contract/pages/page-placeholders';
import Alert from 'react-bootstrap/Alert';
import { FeeEstimator } from './fee-estimator';
import { AdditionalChargesTable, CostSplitTable, FeeTable, FeeTierEligibility, PaymentMethodsTable, PaymentTermsList, WaiverList } from './fee-tables';
import { ArticleTypesTable, FormattingList, ManuscriptStructureList } from './manuscript-blocks';
import { OfficeHours } from './office-hours';
import { PageTocContext } from './page-toc-context';
import { AppealsText, DecisionList, ReviewSteps, ReviewTimelineTable } from './review-blocks';

/**
 * The blocks a static page's Markdown places with a line `{{name}}` (decision 0047): parts drawn
 * from the journal's data, kept as components so the data behind them can change. Every name of
 * PAGE_BLOCKS (contract/pages/page-placeholders.ts) has one.
 */

const FACTS = [
  { label: 'Founded', value: String(FOUNDED_YEAR) },
  { label: 'Frequency', value: PUBLICATION_FREQUENCY },
  { label: 'Peer review', value: 'Double-blind' },
  { label: 'Licence', value: LICENCE.shortName },
];

function JournalFacts() {
  return (
    <Card className="jp-fact-card mb-5">
      <Card.Body>
        <dl className="row jp-facts mb-0 text-center">
          {FACTS.map((fact) => (
            <div key={fact.label} className="col-6 col-md-3 my-2">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </Card.Body>
    </Card>
  );
}

function ScopeAreas() {
  return (
    <Row as="ul" className="list-unstyled g-2 jals-bullets mb-3">
      {SCOPE_AREAS.map((area) => (
        <Col as="li" sm={6} key={area}>
          {area}
        </Col>
      ))}
    </Row>
  );
}

function AboutActions() {
  return (
    <div className="d-flex flex-wrap gap-3 mt-5">
      <Link to="/submit-paper" className="btn btn-primary btn-lg">
        Submit Your Paper
      </Link>
      <Link to="/editorial-board" className="btn btn-outline-primary btn-lg">
        Meet the Editorial Board
      </Link>
    </div>
  );
}

const FEEDS = [
  { href: '/rss/latest-articles', title: 'Latest Articles', text: 'Every article as it is published.' },
  { href: '/rss/current-issue', title: 'Current Issue', text: 'The table of contents of the latest issue.' },
  { href: '/rss/announcements', title: 'Announcements', text: 'Calls for papers, deadlines, events and journal news.' },
];

function RssFeeds() {
  return (
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
  );
}

function ReaderLinks() {
  return (
    <div className="d-flex flex-wrap gap-2 mb-3">
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
  );
}

function NoSubmissionFee() {
  return (
    <Alert variant="success" className="mb-5">
      <strong>No fee is charged on submission.</strong> Manuscript handling is included in the publication fee, which is invoiced only after acceptance.
    </Alert>
  );
}

function AuthorLinks() {
  return (
    <div className="d-flex flex-wrap gap-2 mb-5">
      <Link to="/submit-paper" className="btn btn-primary">
        Submit Paper
      </Link>
      <Link to="/manuscript-template" className="btn btn-outline-primary">
        Manuscript Template
      </Link>
      <Link to="/publication-fee" className="btn btn-outline-primary">
        Publication Fee
      </Link>
    </div>
  );
}

function AnonymiseNotice() {
  return (
    <Alert variant="info">
      Review is double-blind: remove author names, affiliations and acknowledgments that identify you from the manuscript file and its document properties. They belong on the separate title page.
    </Alert>
  );
}

/** The page's sections as a line of links (the FAQ's topics). */
function TopicLinks() {
  const toc = useContext(PageTocContext);
  return (
    <nav aria-label="FAQ topics" className="mb-4">
      <ul className="list-inline mb-0">
        {toc.map((entry) => (
          <li className="list-inline-item" key={entry.id}>
            <a href={`#${entry.id}`}>{entry.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export type PageBlockComponents = Partial<Record<PageBlockName, () => ReactNode>>;

/** The journal's own blocks; a route adds its own (For Authors' cards) and those of other features (the newsletter form) through MarkdownPage's `blocks`. */
export const PAGE_BLOCK_COMPONENTS: Record<Exclude<PageBlockName, 'newsletter-form' | 'author-page-cards'>, () => ReactNode> = {
  'journal-facts': JournalFacts,
  'scope-areas': ScopeAreas,
  'office-hours': () => <OfficeHours />,
  'about-actions': AboutActions,
  'review-steps': ReviewSteps,
  'review-timeline': () => <ReviewTimelineTable />,
  'decision-list': DecisionList,
  appeals: AppealsText,
  'fee-table': () => <FeeTable />,
  'fee-table-standard': () => <FeeTable id="fee-table-standard" showDiscounts={false} />,
  'fee-tier-eligibility': FeeTierEligibility,
  'fee-estimator': FeeEstimator,
  'additional-charges': () => <AdditionalChargesTable />,
  waivers: WaiverList,
  'cost-split': () => <CostSplitTable />,
  'payment-terms': PaymentTermsList,
  'payment-methods': () => <PaymentMethodsTable />,
  'no-submission-fee': NoSubmissionFee,
  'author-links': AuthorLinks,
  'article-types': () => <ArticleTypesTable withDescriptions />,
  'manuscript-structure': ManuscriptStructureList,
  formatting: FormattingList,
  'anonymise-notice': AnonymiseNotice,
  'topic-links': TopicLinks,
  'reader-links': ReaderLinks,
  'rss-feeds': RssFeeds,
};
