import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import type { FeaturedArticle } from '../../../contract/publications/current-publications.schema';
import { formatCount } from '../../lib/format';

/** acting-side.md §2 "featured article cards linking /paper/{id}": the most downloaded of the latest issues. */
export function FeaturedArticles({ articles }: { articles: FeaturedArticle[] }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="featured-heading" className="mt-5">
      <h2 id="featured-heading" className="h3 mb-1">
        Featured Articles
      </h2>
      <p className="text-body-secondary">The most downloaded articles of the latest issues.</p>
      <Row className="g-3">
        {articles.map((article) => (
          <Col md={6} key={article.id}>
            <Card className="h-100" data-testid="featured-article">
              <Card.Body className="d-flex flex-column">
                <p className="small text-uppercase fw-semibold mb-1 current-eyebrow">{article.category}</p>
                <h3 className="h5">
                  <Link to={`/paper/${article.id}`} className="stretched-link">
                    {article.title}
                  </Link>
                </h3>
                <p className="small mb-2">{article.authors.map((author) => author.name).join(', ')}</p>
                <p className="small text-body-secondary mt-auto mb-0">
                  Volume {article.volume}, Issue {article.issue} · {formatCount(article.downloads)} {article.downloads === 1 ? 'download' : 'downloads'}
                </p>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
