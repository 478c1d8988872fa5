import { hasSearchCriteria, paperSearchQuerySchema } from '../../../contract/papers/papers.schema';
import { searchHref } from './search-form';

/**
 * "Back to Search" returns to the search the reader came from (decision 0031). Search results
 * link to /paper/{id}?from=<the search's query string>; the paper page accepts it only when it
 * parses as a /search query (the same schema as the search page), and rebuilds the address
 * itself, so `from` can never send a reader anywhere but /search. Works without JavaScript.
 */
export const SEARCH_ORIGIN_PARAM = 'from';

const SEARCH_KEYS = ['query', 'category', 'date', 'author', 'page'] as const;

/** The paper's address from a search result: its search's query string rides along. */
export function paperHrefFromSearch(paperId: number, search: string): string {
  const from = search.replace(/^\?/, '');
  return from ? `/paper/${paperId}?${new URLSearchParams({ [SEARCH_ORIGIN_PARAM]: from })}` : `/paper/${paperId}`;
}

/** /search?{the reader's search} when `from` is a valid search, else plain /search. */
export function backToSearchHref(from: string | null | undefined): string {
  if (!from || from.length > 2_000) return '/search';
  const params = new URLSearchParams(from.replace(/^\?/, ''));
  const raw = Object.fromEntries(SEARCH_KEYS.map((key) => [key, params.get(key) ?? undefined]));
  const parsed = paperSearchQuerySchema.safeParse(raw);
  if (!parsed.success || !hasSearchCriteria(parsed.data)) return '/search';
  const { query = '', category = '', date = '', author = '', page } = parsed.data;
  return searchHref({ query, category, date, author }, page);
}
