import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { FOUNDED_YEAR, LICENCE, PUBLICATION_FREQUENCY, SCOPE_AREAS } from '../../../contract/journal';
import type { PageBlockName } from '../../../contract/pages/page-placeholders';
import { OfficeHours } from './office-hours';

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

export const PAGE_BLOCK_COMPONENTS: Record<PageBlockName, () => ReactNode> = {
  'journal-facts': JournalFacts,
  'scope-areas': ScopeAreas,
  'office-hours': () => <OfficeHours />,
  'about-actions': AboutActions,
};
