import { Link } from 'react-router';
import { issuePagesLabel, ISSUE_MESSAGES as M } from '../../../contract/issues/issues.messages';
import type { IssueDetail } from '../../../contract/issues/issues.schema';
import { formatLongDate } from '../../lib/format';
import './issues.css';

function KeywordList({ keywords, title }: { keywords: string[]; title: string }) {
  const shown = keywords.map((k) => k.trim()).filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <ul className="list-inline mb-0" aria-label={`Keywords of ${title}`}>
      {shown.map((keyword) => (
        <li key={keyword} className="list-inline-item mb-1">
          <span className="badge rounded-pill text-bg-light border">{keyword}</span>
        </li>
      ))}
    </ul>
  );
}

/** reading-side.md §2 "Journal issues browser": the issue's details and its papers. */
export function IssueDetails({ issue }: { issue: IssueDetail }) {
  return (
    <article aria-labelledby="issue-heading">
      <p className="text-uppercase small fw-semibold text-body-secondary mb-1">
        Volume {issue.volume}, Issue {issue.issue} · {issue.year}
      </p>
      <h2 id="issue-heading" className="h3">
        {issue.title}
      </h2>
      <p className="mb-2">Published {formatLongDate(issue.publicationDate)}</p>
      {issue.description && <p>{issue.description}</p>}

      <h3 className="h5 mt-4 mb-3">Articles in This Issue</h3>
      {issue.papers.length === 0 ? (
        <p className="text-body-secondary">{M.noPapers}</p>
      ) : (
        <ol className="list-unstyled mb-0">
          {issue.papers.map((paper) => (
            <li key={paper.id} className="issue-paper py-3">
              <h4 className="h6 fs-5 issue-paper__title mb-1">
                <Link to={`/paper/${paper.id}`}>{paper.title}</Link>
              </h4>
              <p className="mb-1">{paper.authors.length ? paper.authors.map((a) => a.name).join(', ') : 'No authors listed'}</p>
              <p className="small text-body-secondary mb-2">
                Pages: {issuePagesLabel(paper.pages)}
                {paper.doi && (
                  <>
                    {' · '}DOI:{' '}
                    <a href={`https://doi.org/${paper.doi}`} rel="noopener">
                      {paper.doi}
                    </a>
                  </>
                )}
              </p>
              <KeywordList keywords={paper.keywords} title={paper.title} />
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
