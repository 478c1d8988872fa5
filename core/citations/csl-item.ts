import type { PaperSummary } from '../../contract/papers/papers.schema';
import { parseName, type CslItem, type CslName } from './citation-js';

/**
 * The CSL-JSON record of a published paper (decision 0044): every citation format is made from
 * it, and format=csl-json returns it as it is. Only the paper's own data and the journal's:
 * a missing part is left out, never invented.
 */
export interface CitationJournal {
  name: string;
  issn: string | null;
  publicUrl: string;
}

export type CitablePaper = Pick<PaperSummary, 'id' | 'title' | 'authors' | 'volume' | 'issue' | 'year' | 'pages' | 'doi' | 'publicationDate'>;

/**
 * A byline name split into CSL's given and family parts by citation-js's name parser
 * ('María José García' → given 'María José', family 'García'; 'Ludwig van Beethoven' keeps
 * 'van' as a particle). The parser reads a lone 'O' as the Irish particle, so a middle initial O
 * ('Adebayo O. Adeyemo') would become part of the surname: an initial at the start of the family
 * part goes back to the given names.
 */
export function cslName(name: string): CslName {
  const parsed = parseName(name.trim().replace(/\s+/g, ' '));
  const initial = parsed.family?.match(/^(\p{Lu}\.?) (\S.*)$/u);
  if (initial && parsed.given && !parsed['non-dropping-particle']) return { ...parsed, given: `${parsed.given} ${initial[1]}`, family: initial[2] };
  return parsed;
}

/**
 * When it was published: the publication date, unless the paper sits in an issue of another year
 * (the issue's year is the one a citation gives, as the article page shows it), then that year.
 */
function issued(paper: CitablePaper): CslItem['issued'] {
  const published = paper.publicationDate ? new Date(paper.publicationDate) : null;
  if (published && (paper.year === null || paper.year === published.getUTCFullYear())) {
    return { 'date-parts': [[published.getUTCFullYear(), published.getUTCMonth() + 1, published.getUTCDate()]] };
  }
  return paper.year !== null ? { 'date-parts': [[paper.year]] } : undefined;
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);

export function cslItem(paper: CitablePaper, journal: CitationJournal): CslItem {
  const item: CslItem = {
    id: `paper-${paper.id}`,
    type: 'article-journal',
    title: paper.title.trim(),
    author: paper.authors.map((a) => cslName(a.name)).filter((n) => n.family || n.literal),
    'container-title': journal.name,
    ISSN: journal.issn ?? undefined,
    volume: paper.volume !== null ? String(paper.volume) : undefined,
    issue: paper.issue !== null ? String(paper.issue) : undefined,
    page: text(paper.pages),
    issued: issued(paper),
    DOI: text(paper.doi),
    URL: `${journal.publicUrl.replace(/\/+$/, '')}/paper/${paper.id}`,
  };
  // No empty keys: CSL-JSON readers take a present key as a value.
  for (const key of Object.keys(item) as (keyof CslItem)[]) if (item[key] === undefined) delete item[key];
  if (item.author?.length === 0) delete item.author;
  return item;
}
