/** The search page's fixed values. Zod-free: pages import these without loading zod (decision 0032). */

/** reading-side.md §9: 10 results per page. */
export const SEARCH_PAGE_SIZE = 10;
export const MAX_PAGE = 10_000;
export const SEARCH_TEXT_MAX = 200;

export const SEARCH_DATE_RANGES = ['last_year', 'last_3_years', 'last_5_years'] as const;
export type SearchDateRange = (typeof SEARCH_DATE_RANGES)[number];
/** The date dropdown's labels (reading-side.md §2 "Paper search"). */
export const SEARCH_DATE_LABELS: Record<SearchDateRange, string> = {
  last_year: 'Last Year',
  last_3_years: 'Last 3 Years',
  last_5_years: 'Last 5 Years',
};
export const SEARCH_DATE_YEARS: Record<SearchDateRange, number> = { last_year: 1, last_3_years: 3, last_5_years: 5 };
