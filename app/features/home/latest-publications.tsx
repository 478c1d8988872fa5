import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import type { PaperSummary } from '../../../contract/papers/papers.schema';
import { formatCount, formatLongDate } from '../../lib/format';

const ABSTRACT_PREVIEW = 220;

function preview(text: string): string {
  return text.length > ABSTRACT_PREVIEW ? `${text.slice(0, ABSTRACT_PREVIEW).trimEnd()}...` : text;
}

/** reading-side.md §2 Home "Latest Publications": up to 3 recent papers as cards. */
export function LatestPublications({ papers }: { papers: PaperSummary[] }) {
  return (
    <section className="py-5" aria-labelledby="latest-heading">
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-4">
        <h2 id="latest-heading" className="mb-0">
          Latest Publications
        </h2>
        <Link to="/archive">View All Publications</Link>
      </div>
      {papers.length === 0 ? (
        <p className="text-body-secondary">No papers have been published yet.</p>
      ) : (
        <Row xs={1} lg={3} className="g-4">
          {papers.map((paper) => (
            <Col key={paper.id}>
              <Card as="article" className="h-100 paper-card">
                <Card.Body className="d-flex flex-column">
                  <h3 className="h5">
                    <Link to={`/paper/${paper.id}`}>{paper.title}</Link>
                  </h3>
                  <p className="small text-body-secondary mb-2">{paper.authors.map((author) => author.name).join(', ')}</p>
                  <p className="flex-grow-1">{preview(paper.abstract)}</p>
                  {paper.keywords.length > 0 && (
                    <ul className="list-unstyled d-flex flex-wrap gap-1 mb-3" aria-label="Keywords">
                      {paper.keywords.map((keyword) => (
                        <li key={keyword}>
                          <Badge bg="light" text="dark" className="border">
                            {keyword}
                          </Badge>
                        </li>
                      ))}
                    </ul>
                  )}
                  <p className="small mb-3">
                    Published {formatLongDate(paper.publicationDate)} · {formatCount(paper.downloadCount)} downloads · {formatCount(paper.citations)} citations
                  </p>
                  <Link to={`/paper/${paper.id}`} className="btn btn-outline-primary align-self-start" aria-label={`Read Article: ${paper.title}`}>
                    Read Article
                  </Link>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
