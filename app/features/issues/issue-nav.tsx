import { Link } from 'react-router';
import { issueButtonLabel, ISSUE_MESSAGES as M } from '../../../contract/issues/issues.messages';
import type { Issue } from '../../../contract/issues/issues.schema';
import './issues.css';

/**
 * The issue buttons of reading-side.md §2 ('Vol. {volume}, No. {issue} ({year})'). They are links
 * to /issues/{id}, so each issue has its own address and works before the page is interactive.
 */
export function IssueNav({ issues, selectedId }: { issues: Issue[]; selectedId: number | null }) {
  return (
    <nav className="issue-nav" aria-labelledby="issue-nav-heading">
      <h2 id="issue-nav-heading" className="h5 mb-3">
        All Issues
      </h2>
      {issues.length === 0 ? (
        <p className="text-body-secondary">{M.noIssuesAvailable}</p>
      ) : (
        <ul className="list-unstyled d-grid gap-2 mb-0">
          {issues.map((issue) => (
            <li key={issue.id}>
              <Link
                to={`/issues/${issue.id}`}
                className="btn btn-outline-primary w-100 text-start"
                aria-current={issue.id === selectedId ? 'page' : undefined}
                preventScrollReset
              >
                {issueButtonLabel(issue)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
