import type { PaperDetail } from '../../../contract/papers/papers.schema';
import { OrcidIcon } from '../../components/orcid/orcid-icon';

type PaperAuthor = PaperDetail['authors'][number];

/** An envelope: the corresponding author's mark. */
function EnvelopeIcon() {
  return (
    <svg className="corresponding-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M0 4a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2zm2-1a1 1 0 0 0-1 1v.2l7 4.2 7-4.2V4a1 1 0 0 0-1-1zm13 2.4-4.7 2.8L15 11.1zm-.1 6.9L9.4 8.9 8 9.8l-1.4-.9-5.5 3.4A1 1 0 0 0 2 13h12a1 1 0 0 0 .9-.7zM1 11.1l4.7-2.9L1 5.4z" />
    </svg>
  );
}

/** Distinct affiliations in order of first mention; each author's numbers point into it. */
export function numberAffiliations(authors: readonly PaperAuthor[]): { affiliations: string[]; numbersOf: number[][] } {
  const affiliations: string[] = [];
  const numbersOf = authors.map((author) =>
    author.affiliation
      .split(/\s*;\s*/)
      .map((a) => a.trim())
      .filter(Boolean)
      .map((affiliation) => {
        const found = affiliations.indexOf(affiliation);
        if (found >= 0) return found + 1;
        affiliations.push(affiliation);
        return affiliations.length;
      }),
  );
  return { affiliations, numbersOf };
}

/**
 * The byline of the article page (decision 0031): names inline with superscript affiliation
 * numbers, the affiliations listed below, ORCID iD links, the corresponding (primary contact)
 * author marked with an envelope, and their email when the policy lets the page have it.
 */
export function ArticleAuthors({ authors, noAuthorsText }: { authors: readonly PaperAuthor[]; noAuthorsText: string }) {
  if (authors.length === 0) return <p className="article-byline mb-3">{noAuthorsText}</p>;
  const { affiliations, numbersOf } = numberAffiliations(authors);
  // One affiliation for everyone needs no numbers.
  const numbered = affiliations.length > 1;
  const corresponding = authors.find((a) => a.isPrimaryContact);
  return (
    <div className="mb-3" data-testid="paper-authors">
      <p className="article-byline mb-2">
        {authors.map((author, index) => (
          <span key={`${index}-${author.name}`} className="article-author">
            <span className="article-author__name">{author.name}</span>
            {numbered && numbersOf[index]!.length > 0 && (
              <sup>
                <span className="visually-hidden"> affiliation </span>
                {numbersOf[index]!.join(',')}
              </sup>
            )}
            {author.isPrimaryContact && (
              <span className="article-author__corresponding" title="Corresponding author">
                <EnvelopeIcon />
                <span className="visually-hidden"> (corresponding author)</span>
              </span>
            )}
            {author.orcid && (
              <a className="article-author__orcid" href={`https://orcid.org/${author.orcid}`} aria-label={`ORCID iD of ${author.name}`} title={`ORCID iD ${author.orcid}`}>
                <OrcidIcon />
              </a>
            )}
            {index < authors.length - 1 && ', '}
          </span>
        ))}
      </p>
      {affiliations.length > 0 && (
        <ol className={`article-affiliations small text-body-secondary mb-1${numbered ? '' : ' list-unstyled'}`} aria-label="Affiliations">
          {affiliations.map((affiliation) => (
            <li key={affiliation}>{affiliation}</li>
          ))}
        </ol>
      )}
      {corresponding && (
        <p className="small text-body-secondary mb-0">
          <EnvelopeIcon /> Corresponding author: {corresponding.name}
          {corresponding.email && (
            <>
              {' '}
              (<a href={`mailto:${corresponding.email}`}>{corresponding.email}</a>)
            </>
          )}
        </p>
      )}
    </div>
  );
}
