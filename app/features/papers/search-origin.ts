/**
 * "Back to Search" returns to the search the reader came from (decision 0031). Search results
 * link to /paper/{id}?from=<the search's query string>; the paper page's loader accepts it only
 * when it parses as a /search query (back-to-search.server.ts). This half has no schema, so the
 * search page links to papers without loading zod (decision 0032).
 */
export const SEARCH_ORIGIN_PARAM = 'from';

/** The paper's address from a search result: its search's query string rides along. */
export function paperHrefFromSearch(paperId: number, search: string): string {
  const from = search.replace(/^\?/, '');
  return from ? `/paper/${paperId}?${new URLSearchParams({ [SEARCH_ORIGIN_PARAM]: from })}` : `/paper/${paperId}`;
}
