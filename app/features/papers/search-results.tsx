import { Link } from 'react-router';
import { foundResults, PAPER_MESSAGES as M } from '../../../contract/papers/messages';
import type { PaperSummary } from '../../../contract/papers/papers.schema';
import { formatLongDate } from '../../lib/format';
import { KeywordBadges } from './keyword-badges';
import { paperHrefFromSearch } from './search-origin';

/** reading-side.md §9: the abstract preview is 200 characters. */
export const ABSTRACT_PREVIEW = 200;
export const abstractPreview = (abstract: string) => (abstract.length > ABSTRACT_PREVIEW ? `${abstract.slice(0, ABSTRACT_PREVIEW)}...` : abstract);

function SearchResult({ paper, search }: { paper: PaperSummary; search: string }) {
  const names = paper.authors.map((a) => a.name).join(', ');
  return (
    <li className="search-result py-3" data-testid="search-result">
      <h3 className="h5 mb-1">
        <Link to={paperHrefFromSearch(paper.id, search)}>{paper.title}</Link>
      </h3>
      {names && <p className="mb-1 text-body-secondary">{names}</p>}
      <p className="mb-2">{abstractPreview(paper.abstract)}</p>
      <KeywordBadges keywords={paper.keywords} label={`Keywords of ${paper.title}`} />
      <p className="small text-body-secondary mb-0 mt-1">
        {paper.publicationDate ? `Published: ${formatLongDate(paper.publicationDate)}` : `Submitted: ${formatLongDate(paper.submissionDate)}`}
      </p>
    </li>
  );
}

/** The states of reading-side.md §2 "Paper search": before a search, no hits, 'Found N results'. */
/** `search` is the search's query string: each result's link carries it, for Back to Search. */
export function SearchResults({ papers, total, search }: { papers: PaperSummary[] | null; total: number; search: string }) {
  if (papers === null) {
    return (
      <div className="text-center py-5">
        <h2 className="h4">{M.startSearch}</h2>
        <p className="text-body-secondary mb-0">Enter search terms or choose a filter, then search.</p>
      </div>
    );
  }
  if (total === 0) {
    return (
      <div className="text-center py-5">
        <h2 className="h4">{M.noResults}</h2>
        <p className="text-body-secondary mb-0">Try other words, fewer filters or a wider date range.</p>
      </div>
    );
  }
  return (
    <>
      <h2 className="h5" data-testid="result-count">
        {foundResults(total)}
      </h2>
      <ol className="list-unstyled mb-4" aria-label="Search results">
        {papers.map((paper) => (
          <SearchResult key={paper.id} paper={paper} search={search} />
        ))}
      </ol>
    </>
  );
}
