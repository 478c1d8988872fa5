import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import type { CurrentPublications } from '../../../contract/publications/current-publications.schema';
import { formatCount, formatLongDate, formatPageRange } from '../../lib/format';

type LatestIssue = NonNullable<CurrentPublications['latestIssue']>;

const authorsOf = (paper: LatestIssue['papers'][number]) => paper.authors.map((author) => author.name).join(', ');

/**
 * acting-side.md §2 /current-publications "Latest issue card" from the real latest issue, with
 * Export CSV (its papers), Download PDF (the issue's PDF, or a generated table of contents) and
 * Cite (the citation dialog of each of its papers, in the contents below).
 */
export function LatestIssue({ issue, citeButton }: { issue: LatestIssue; citeButton(paper: { id: number; title: string }): ReactNode }) {
  const articles = issue.papers.length;
  return (
    <Card as="section" className="current-latest" aria-labelledby="latest-heading" data-testid="latest-issue">
      <Card.Body className="p-4">
        <p className="text-uppercase small fw-semibold mb-1 current-eyebrow">Latest Issue</p>
        <h2 id="latest-heading" className="h3">
          {issue.title}
        </h2>
        <p className="mb-2">
          Volume {issue.volume}, Issue {issue.issue} · {formatLongDate(issue.publicationDate)} · {formatCount(articles)} {articles === 1 ? 'article' : 'articles'}
        </p>
        {issue.description && <p>{issue.description}</p>}
        <div className="d-flex flex-wrap gap-2">
          <Link to="/issues/current" className="btn btn-primary">
            View Full Issue
          </Link>
          <a href={`/api/issues/${issue.id}/papers.csv`} className="btn btn-outline-primary" download data-testid="export-csv">
            Export CSV
          </a>
          <a href={`/api/issues/${issue.id}/pdf`} className="btn btn-outline-primary" download data-testid="download-pdf">
            Download PDF
            {!issue.hasIssuePdf && <span className="visually-hidden"> (table of contents)</span>}
          </a>
          {articles > 0 && (
            <a href="#contents" className="btn btn-outline-primary">
              Cite
            </a>
          )}
        </div>
      </Card.Body>
      {articles > 0 && (
        <Card.Footer className="bg-transparent p-4">
          <h3 id="contents" className="h5" tabIndex={-1}>
            In this issue
          </h3>
          <ol className="list-unstyled mb-0 current-contents">
            {issue.papers.map((paper) => (
              <li key={paper.id} className="py-2 d-flex flex-column flex-md-row gap-2 justify-content-between" data-testid="latest-issue-paper">
                <div>
                  <Link to={`/paper/${paper.id}`} className="fw-semibold">
                    {paper.title}
                  </Link>
                  <div className="small text-body-secondary">
                    {authorsOf(paper)}
                    {paper.pages && <> · pp. {formatPageRange(paper.pages)}</>}
                  </div>
                </div>
                <div className="flex-shrink-0">
                  {citeButton(paper)}
                </div>
              </li>
            ))}
          </ol>
        </Card.Footer>
      )}
    </Card>
  );
}
