/** Texts the spec quotes for papers (reading-side.md §2 "Paper detail", "Paper search", §8). One place, used by API and pages. */
export const PAPER_MESSAGES = {
  notFound: "Paper not found or you don't have permission to view it.",
  loadFailed: 'Failed to load paper details. Please try again later.',
  downloadFailed: 'Failed to download manuscript. Please try again later.',
  noManuscript: 'This paper has no manuscript to download.',
  invalidId: 'The paper id must be a positive whole number.',
  noAuthors: 'No authors listed',
  startSearch: 'Start your search',
  searching: 'Searching for papers...',
  noResults: 'No results found',
  invalidSearch: 'The search could not be run. Please shorten or correct it and try again.',
} as const;

/** 'Found N results' (reading-side.md §2 "Paper search"), N with thousands separators (docs/design-system.md "Type"). */
export const foundResults = (total: number) => `Found ${total.toLocaleString('en-US')} results`;
