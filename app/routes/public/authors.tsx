import type { MetaArgs } from 'react-router';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { formatUsd } from '../../../contract/journal/fees';
import { feeRowOf } from '../../../contract/journal/journal-facts';
import { JOURNAL_NAME } from '../../../contract/journal/identity';
import { MANUSCRIPT_FORMAT } from '../../../contract/journal/manuscripts';
import { MIN_REVIEWERS } from '../../../contract/journal/review';
import { MarkdownPage } from '../../features/journal/markdown-page';
import { pageMeta } from '../../features/journal/page-meta';
import { useJournalFacts } from '../../lib/journal-facts';
import { loadStaticPage } from '../../lib/static-pages.server';
import type { Route } from './+types/authors';

export const meta = ({ matches }: MetaArgs) => pageMeta('For Authors', `Everything authors need to publish in the ${JOURNAL_NAME}: guide, template, submission, review process, ethics and charges.`, matches);

/** The text from the content manager (decision 0047; edit it at /admin/cms); the six cards are this page's block. */
export const loader = ({ context }: Route.LoaderArgs) => loadStaticPage(context, 'authors');

/** reading-side.md §2: the For Authors page, with cards linking the six author pages. */
const cardsOf = (studentFee: number) => [
  { to: '/guide-for-authors', title: 'Guide for Authors', text: 'Article types and limits, manuscript structure, formatting, references and the path from submission to publication.' },
  { to: '/submit-paper', title: 'Submit Paper', text: 'Sign in and submit your manuscript, cover letter and declarations through the online system, or send a revision.' },
  { to: '/manuscript-template', title: 'Manuscript Template', text: `Download the Word template already set to ${MANUSCRIPT_FORMAT.font} ${MANUSCRIPT_FORMAT.fontSizePt} pt, double spacing and 1-inch margins.` },
  { to: '/ethics', title: 'Publication Ethics', text: 'Authorship, research ethics approvals, conflicts of interest, data integrity and how we handle misconduct.' },
  { to: '/review-process', title: 'Review Process', text: `Double-blind review by at least ${MIN_REVIEWERS} reviewers; each stage, its timeline and how to appeal a decision.` },
  { to: '/publication-charges', title: 'Publication Charges', text: `Fees by article type from ${formatUsd(studentFee)}, invoiced only after acceptance; reduced rates and full waivers.` },
];

/** The `{{author-page-cards}}` block: links to the six author pages (navigation, so kept in code; the office edits the text around it). */
function AuthorPageCards() {
  const cards = cardsOf(feeRowOf(useJournalFacts().fees, 'original-research').students);
  return (
    <Row className="g-4 mb-5">
      {cards.map((card) => (
        <Col md={6} lg={4} key={card.to}>
          <Card className="h-100 jp-link-card">
            <Card.Body className="d-flex flex-column">
              <h2 className="h5">{card.title}</h2>
              <p className="flex-grow-1">{card.text}</p>
              <Link to={card.to} className="btn btn-outline-primary align-self-start">
                {card.to === '/submit-paper' ? 'Submit now' : 'Read more'}
                <span className="visually-hidden">: {card.title}</span>
              </Link>
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

const BLOCKS = { 'author-page-cards': AuthorPageCards };

export default function Authors({ loaderData }: Route.ComponentProps) {
  return (
    <MarkdownPage
      page={loaderData.page}
      eyebrow="Publish with us"
      wide
      blocks={BLOCKS}
      lead={<p className="mb-0">Open access, rigorous double-blind review and a clear, fair path from submission to publication. Start here.</p>}
    />
  );
}
