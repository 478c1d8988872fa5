import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import {
  FOUNDED_YEAR,
  HEADLINE_FEE,
  ISSUE_SCHEDULE_TEXT,
  JOURNAL_NAME,
  LICENCE,
  MIN_REVIEWERS,
  PUBLICATION_FREQUENCY,
  PUBLISHER,
  REVIEW_MODEL,
  SCOPE_AREAS,
  formatUsd,
} from '../../../contract/journal';
import { OfficeHours } from '../../features/journal/office-hours';
import { pageMeta } from '../../features/journal/page-meta';
import { PageSection, StaticPage } from '../../features/journal/static-page';

export const meta = () =>
  pageMeta('About the Journal', `${JOURNAL_NAME}: an open-access, double-blind peer-reviewed journal in agriculture and the life sciences, published quarterly by the ${PUBLISHER} since ${FOUNDED_YEAR}.`);

const FACTS = [
  { label: 'Founded', value: String(FOUNDED_YEAR) },
  { label: 'Frequency', value: PUBLICATION_FREQUENCY },
  { label: 'Peer review', value: 'Double-blind' },
  { label: 'Licence', value: LICENCE.shortName },
];

/** reading-side.md §2 "About": overview, scope, frequency, peer review, ethics, open access and contact. */
export default function About() {
  return (
    <StaticPage
      title="About the Journal"
      eyebrow={PUBLISHER}
      lead={
        <p className="mb-0">
          The {JOURNAL_NAME} is an open-access, peer-reviewed journal publishing original research in agriculture and the life sciences, from the field to the laboratory and from the farm household to national policy.
        </p>
      }
    >
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

      <PageSection id="overview" title="Overview">
        <p>
          Founded in {FOUNDED_YEAR} and published by the {PUBLISHER}, the journal gives researchers, extension specialists and policy makers a rigorous, freely accessible outlet for work that improves food security, rural livelihoods and the
          sustainable use of natural resources. Every article is free to read from the day it is published, and authors keep the copyright in their work.
        </p>
        <p>
          The journal welcomes original research, reviews, short communications, case studies and technical notes from authors anywhere in the world, and gives particular attention to research from and for tropical and developing
          agricultural systems.
        </p>
      </PageSection>

      <PageSection id="scope" title="Aims and Scope">
        <p>The journal publishes work in all areas of agriculture and the life sciences, including:</p>
        <Row as="ul" className="list-unstyled g-2 jals-bullets">
          {SCOPE_AREAS.map((area) => (
            <Col as="li" sm={6} key={area}>
              {area}
            </Col>
          ))}
        </Row>
        <p className="mt-3">Interdisciplinary studies that link these fields, and work on their social, economic and environmental dimensions, are equally welcome.</p>
      </PageSection>

      <PageSection id="frequency" title="Publication Frequency">
        <p>
          The journal is published {PUBLICATION_FREQUENCY.toLowerCase()}, with issues appearing on {ISSUE_SCHEDULE_TEXT}. Special issues on themes set by the Editorial Board appear in addition to the regular issues; see{' '}
          <Link to="/special-issues">Special Issues</Link>. Browse every issue in the <Link to="/archives">Archives</Link>.
        </p>
      </PageSection>

      <PageSection id="peer-review" title="Peer Review">
        <p>
          All research articles undergo {REVIEW_MODEL.toLowerCase()} by at least {MIN_REVIEWERS} independent reviewers: neither authors nor reviewers learn each other’s identities. The Editor-in-Chief screens each submission, Section Editors
          oversee its review, and the Editor-in-Chief makes the final decision to accept, revise or reject. The stages and timelines are set out in <Link to="/review-process">Peer Review Process</Link>.
        </p>
      </PageSection>

      <PageSection id="ethics" title="Publication Ethics">
        <p>
          The journal follows the guidance of the Committee on Publication Ethics (COPE). Authors, reviewers and editors are held to the standards described in our <Link to="/ethics">Publication Ethics</Link> policy, which covers research
          ethics, conflicts of interest, misconduct and corrections.
        </p>
      </PageSection>

      <PageSection id="open-access" title="Open Access and Licensing">
        <p>
          Articles are published under the <a href={LICENCE.url}>{LICENCE.name} licence ({LICENCE.shortName})</a>: anyone may read, download, share and adapt them, provided the authors and the original publication are credited. There are
          no subscription or reading charges. See our <Link to="/open-access-policy">Open Access Policy</Link> and <Link to="/copyright">Copyright</Link> pages.
        </p>
        <p>
          A modest publication fee applies only after acceptance (from {formatUsd(HEADLINE_FEE.students)} to {formatUsd(HEADLINE_FEE.standard)} for an original research article, depending on the author’s circumstances), with full waivers
          for authors from low-income countries or in financial hardship. Details are on <Link to="/publication-charges">Publication Charges</Link>.
        </p>
      </PageSection>

      <PageSection id="contact" title="Contact">
        <p>
          Questions about the journal, a submission or a published article are welcome through our <Link to="/contact">contact page</Link>.
        </p>
        <OfficeHours />
      </PageSection>

      <div className="d-flex flex-wrap gap-3 mt-5">
        <Link to="/submit-paper" className="btn btn-primary btn-lg">
          Submit Your Paper
        </Link>
        <Link to="/editorial-board" className="btn btn-outline-primary btn-lg">
          Meet the Editorial Board
        </Link>
      </div>
    </StaticPage>
  );
}
