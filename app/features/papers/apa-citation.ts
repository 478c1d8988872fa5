import { formatPageRange } from '../../lib/format';

/**
 * The "How to cite" reference of the article page (decision 0031), APA 7th style, built only
 * from the paper's own data: authors, year, title, journal, volume(issue), pages, DOI (or the
 * article's address when it has no DOI). Nothing is invented: a missing part is left out.
 */
export interface CitablePaper {
  title: string;
  authors: readonly { name: string }[];
  year: number | null;
  publicationDate: string | null;
  volume: number | null;
  issue: number | null;
  pages: string | null;
  doi: string | null;
}

/** One part of the reference; `italic` parts are the journal name and the volume, as APA sets them. */
export interface CitationPart {
  text: string;
  italic?: boolean;
}

/** 'Jean-Pierre' → 'J.-P.'; 'O.' → 'O.' */
const initialsOf = (given: string) =>
  given
    .split('-')
    .map((part) => part.replace(/\.$/, ''))
    .filter(Boolean)
    .map((part) => `${part[0]!.toUpperCase()}.`)
    .join('-');

/** 'Adebayo O. Adeyemo' → 'Adeyemo, A. O.'; a single name stays as it is. */
export function apaAuthorName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return words[0] ?? '';
  const surname = words.at(-1)!;
  return `${surname}, ${words.slice(0, -1).map(initialsOf).join(' ')}`;
}

/** APA 7: up to 20 names, '&' before the last; 21 or more: the first 19, '...', the last. */
export function apaAuthorList(names: readonly string[]): string {
  const list = names.map(apaAuthorName).filter(Boolean);
  if (list.length === 0) return '';
  if (list.length === 1) return list[0]!;
  if (list.length > 20) return `${list.slice(0, 19).join(', ')}, . . . ${list.at(-1)}`;
  return `${list.slice(0, -1).join(', ')}, & ${list.at(-1)}`;
}

const withFullStop = (text: string) => (/[.?!]$/.test(text) ? text : `${text}.`);

/** The reference as parts (for the page) ; join their texts for the plain text a reader copies. */
export function apaReference(paper: CitablePaper, journalName: string, articleUrl: string): CitationPart[] {
  const authors = apaAuthorList(paper.authors.map((a) => a.name));
  const year = paper.year ?? (paper.publicationDate ? Number(paper.publicationDate.slice(0, 4)) : null);
  const parts: CitationPart[] = [];
  if (authors) parts.push({ text: `${withFullStop(authors)} ` });
  parts.push({ text: `(${year ?? 'n.d.'}). ` });
  parts.push({ text: `${withFullStop(paper.title.trim())} ` });
  parts.push({ text: journalName, italic: true });
  if (paper.volume !== null) {
    parts.push({ text: ', ' }, { text: String(paper.volume), italic: true });
    if (paper.issue !== null) parts.push({ text: `(${paper.issue})` });
  }
  const pages = formatPageRange(paper.pages);
  if (pages) parts.push({ text: `, ${pages}` });
  parts.push({ text: '. ' });
  parts.push({ text: paper.doi ? `https://doi.org/${paper.doi}` : articleUrl });
  return parts;
}

export const citationText = (parts: readonly CitationPart[]) => parts.map((p) => p.text).join('');
