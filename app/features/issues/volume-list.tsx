import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import type { VolumeGroup } from '../../../contract/issues/issues.schema';
import { formatLongDate } from '../../lib/format';
import './issues.css';

/** reading-side.md §2 "Archives": volumes by number and year, each with its issues and dates. */
export function VolumeList({ volumes }: { volumes: VolumeGroup[] }) {
  return (
    <Row xs={1} md={2} xl={3} className="g-4">
      {volumes.map((volume) => (
        <Col key={volume.volumeNumber}>
          <Card as="section" className="h-100 volume-card" aria-labelledby={`volume-${volume.volumeNumber}`}>
            <Card.Body>
              <h2 id={`volume-${volume.volumeNumber}`} className="h4">
                Volume {volume.volumeNumber} ({volume.year})
              </h2>
              <ul className="list-unstyled mb-0">
                {volume.issues.map((issue) => (
                  <li key={issue.id} className="d-flex flex-wrap justify-content-between gap-2 py-2 border-bottom">
                    <Link to={`/issues/${issue.id}`}>
                      Volume {volume.volumeNumber}, Issue {issue.issueNumber}
                    </Link>
                    <span className="text-body-secondary small">{formatLongDate(issue.publicationDate)}</span>
                  </li>
                ))}
              </ul>
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
