import { hasSearchCriteria, paperSearchQuerySchema } from '../../../contract/papers/papers.schema';
import { searchHref } from './search-form';

const SEARCH_KEYS = ['query', 'category', 'date', 'author', 'page'] as const;

/**
 * /search?{the reader's search} when `from` (search-origin.ts) is a valid search, else plain
 * /search. It parses with the search page's own schema and rebuilds the address itself, so
 * `from` can never send a reader anywhere but /search (decision 0031). Works without JavaScript.
 */
export function backToSearchHref(from: string | null | undefined): string {
  if (!from || from.length > 2_000) return '/search';
  const params = new URLSearchParams(from.replace(/^\?/, ''));
  const raw = Object.fromEntries(SEARCH_KEYS.map((key) => [key, params.get(key) ?? undefined]));
  const parsed = paperSearchQuerySchema.safeParse(raw);
  if (!parsed.success || !hasSearchCriteria(parsed.data)) return '/search';
  const { query = '', category = '', date = '', author = '', page } = parsed.data;
  return searchHref({ query, category, date, author }, page);
}
