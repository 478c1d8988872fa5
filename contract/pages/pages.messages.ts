/**
 * The static pages' content manager (issue 15 "Static pages"; decision 0047): every sentence the
 * API answers and the editor shows, once.
 */
export const PAGE_MESSAGES = {
  notFound: 'Page not found.',
  invalidSlug: 'A page is named by its path without the slash, such as about.',
  revisionNotFound: 'Revision not found.',
  invalidRevisionId: 'A revision is named by its number.',
  markdownRequired: 'The page text is required.',
  baseRevisionRequired: 'Say which revision your text is based on.',
  stale: 'Someone else saved this page after you opened it. Reload the page to see their version, then make your change again.',
  saved: 'Page saved',
  restored: 'Revision restored',
  failedToSave: (message: string) => `Failed to save page: ${message}`,
  failedToRestore: (message: string) => `Failed to restore revision: ${message}`,
  failedToLoad: 'Failed to load pages. Please try again.',
  unknownPlaceholder: (name: string) => `{{${name}}} is not a placeholder this site knows; see the list of placeholders beside the editor.`,
  blockNotAlone: (name: string) => `{{${name}}} must stand alone on a line of its own.`,
  placeholderProblems: 'The page text has placeholders this site cannot show.',
} as const;

/** The longest page text accepted (characters): the longest page today is about 15 000. */
export const PAGE_MARKDOWN_MAX = 100_000;
