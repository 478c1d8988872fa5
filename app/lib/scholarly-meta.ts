import type { JournalIdentity } from '../../contract/journal/journal-facts';

/**
 * What the article page's and the issue page's machine-readable metadata share (issue 16): page
 * ranges, the journal's ISSNs and the journal as schema.org's Periodical. Zod-free.
 */

/** '101-115', '101–115' or '101' → first and last page. */
export function pageRange(pages: string | null): { first: string; last: string | null } | null {
  const match = pages?.trim().match(/^([\w.]+)\s*(?:[-–—]\s*([\w.]+))?$/);
  return match ? { first: match[1]!, last: match[2] ?? null } : null;
}

/** The ISSNs a journal has, print first. */
export const issnsOf = (journal: JournalIdentity) => [journal.issnPrint, journal.issnOnline].filter((issn): issn is string => issn !== null);

/** The journal as schema.org's Periodical, with its ISSNs and publisher (article and issue JSON-LD). */
export function periodicalJsonLd(journal: JournalIdentity): Record<string, unknown> {
  const issns = issnsOf(journal);
  return {
    '@type': 'Periodical',
    name: journal.name,
    alternateName: journal.shortName,
    ...(issns.length ? { issn: issns.length === 1 ? issns[0] : issns } : {}),
    publisher: { '@type': 'Organization', name: journal.publisher },
  };
}
