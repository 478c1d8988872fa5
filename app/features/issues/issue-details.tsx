import { Link } from 'react-router';
import { issueCitationLabel, ISSUE_MESSAGES as M } from '../../../contract/issues/issues.messages';
import type { IssueDetail, IssuePaper } from '../../../contract/issues/issues.schema';
import { paperPdfPath } from '../../../contract/papers/paper-urls';
import { formatLongDate, formatPageRange } from '../../lib/format';
import { useJournalFacts } from '../../lib/journal-facts';
import { coinsTitle } from './issue-meta';
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

/** 'PDF' for a PDF manuscript, else its format ('DOCX'), from the download's file name. */
const formatOf = (fileName: string) => fileName.split('.').pop()!.toUpperCase();

/** One entry of the table of contents: type, title, authors, pages, DOI, the PDF and keywords; its COinS for reference managers. */
function TocEntry({ paper, coins }: { paper: IssuePaper; coins: string }) {
  return (
    <li className="issue-paper toc-entry">
      <span className="Z3988" title={coins} aria-hidden="true" />
      {paper.category && <p className="toc-entry__type mb-1">{paper.category}</p>}
      <h4 className="toc-entry__title issue-paper__title mb-1">
        <Link to={`/paper/${paper.id}`}>{paper.title}</Link>
      </h4>
      <p className="toc-entry__authors mb-1">{paper.authors.length ? paper.authors.map((a) => a.name).join(', ') : 'No authors listed'}</p>
      <div className="toc-entry__meta d-flex flex-wrap align-items-center column-gap-3 row-gap-1 mb-2">
        {/* 'N/A' when a paper has no pages yet (reading-side.md §2). */}
        <span>Pages: {formatPageRange(paper.pages) ?? 'N/A'}</span>
        {paper.doi && (
          <span className="text-break">
            DOI:{' '}
            <a href={`https://doi.org/${paper.doi}`} rel="noopener">
              {paper.doi}
            </a>
          </span>
        )}
        {paper.manuscriptFileName && (
          // A published PDF at its crawlable address (issue 16); a Word manuscript through the public download.
          <a
            href={paper.manuscriptFileName.endsWith('.pdf') ? paperPdfPath(paper.id) : `/api/papers/${paper.id}/download`}
            className="toc-entry__pdf"
            aria-label={`${formatOf(paper.manuscriptFileName)}: ${paper.title}`}
            data-testid="toc-pdf"
          >
            {formatOf(paper.manuscriptFileName)}
          </a>
        )}
      </div>
      <KeywordList keywords={paper.keywords} title={paper.title} />
    </li>
  );
}

/**
 * reading-side.md §2 "Journal issues browser": the issue as a table of contents (decision
 * 0031): its cover when it has one, the volume and issue once, its date and description, then
 * each article.
 */
export function IssueDetails({ issue, publicUrl }: { issue: IssueDetail; publicUrl: string }) {
  const label = issueCitationLabel(issue);
  const journal = useJournalFacts().identity;
  // Issue titles are often 'Volume 8, Issue 2' themselves: then the label is not repeated.
  const titleNamesIssue = issue.title.toLowerCase().includes(`volume ${issue.volume}, issue ${issue.issue}`);
  return (
    <article aria-labelledby="issue-heading" className="issue-toc">
      <div className="issue-toc__head d-flex flex-column flex-sm-row gap-3 gap-md-4 mb-4">
        {issue.coverImageUrl && <img src={issue.coverImageUrl} alt={`Cover of ${label}`} className="issue-cover" width={issue.coverWidth ?? 160} height={issue.coverHeight ?? 213} loading="lazy" />}
        <div>
          {!titleNamesIssue && <p className="issue-toc__label mb-1">{label}</p>}
          <h2 id="issue-heading" className="issue-toc__title">
            {issue.title}
          </h2>
          <p className="text-body-secondary mb-2">Published {formatLongDate(issue.publicationDate)}</p>
          {issue.description && <p className="mb-0 issue-toc__description">{issue.description}</p>}
        </div>
      </div>

      <h3 className="issue-toc__contents h5 mb-0">Articles in This Issue</h3>
      {issue.papers.length === 0 ? (
        <p className="text-body-secondary mt-3">{M.noPapers}</p>
      ) : (
        <ol className="list-unstyled mb-0">
          {issue.papers.map((paper) => (
            <TocEntry key={paper.id} paper={paper} coins={coinsTitle(paper, issue, publicUrl, journal)} />
          ))}
        </ol>
      )}
    </article>
  );
}
