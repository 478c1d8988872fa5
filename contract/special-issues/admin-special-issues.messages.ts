/**
 * The content manager's Special issues section (/admin/cms, issue 15; decision 0052): its limits
 * and sentences. Zod-free, so the section's list can import it without the schemas.
 */

/** acting-side.md §9: 'Special issues: extended abstract up to 400 words, 2-3 guest editors'. */
export const SPECIAL_ISSUE_DESCRIPTION_MAX_WORDS = 400;
export const SPECIAL_ISSUE_GUEST_EDITORS_MIN = 2;
export const SPECIAL_ISSUE_GUEST_EDITORS_MAX = 3;
export const SPECIAL_ISSUE_MAX_ARTICLES_LIMIT = 1000;

const papers = (n: number) => `${n} ${n === 1 ? 'paper' : 'papers'}`;

export const ADMIN_SPECIAL_ISSUE_MESSAGES = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description must be at most ${SPECIAL_ISSUE_DESCRIPTION_MAX_WORDS} words`,
  statusInvalid: 'Status must be Open for Submissions, Closed, Coming Soon or Under Review',
  deadlineInvalid: 'Deadline must be a date (YYYY-MM-DD)',
  deadlineRequiredWhenOpen: 'An issue open for submissions needs a deadline',
  deadlinePassed: 'The deadline of an issue open for submissions cannot be in the past',
  guestEditorsCount: `Name ${SPECIAL_ISSUE_GUEST_EDITORS_MIN} or ${SPECIAL_ISSUE_GUEST_EDITORS_MAX} guest editors`,
  guestEditorsRepeated: 'Each guest editor may be named only once',
  maxArticlesMin: 'Max articles must be a whole number of at least 1',
  maxArticlesMax: `Max articles must be at most ${SPECIAL_ISSUE_MAX_ARTICLES_LIMIT}`,
  /** Lowering the ceiling under what was already submitted would show a full bar that lies. */
  maxArticlesBelowSubmitted: (submitted: number) => `Max articles cannot be below the ${papers(submitted)} already submitted`,
  created: 'Special issue created successfully',
  updated: 'Special issue updated successfully',
  deleted: 'Special issue deleted successfully',
  notFound: 'Special issue not found.',
  invalidId: 'The special issue number must be a whole number.',
  /** Decision 0052: a special issue with papers is never deleted (their link would be lost); closing it keeps them. */
  deleteRefused: (count: number) =>
    `This special issue cannot be deleted: ${papers(count)} ${count === 1 ? 'was' : 'were'} submitted to it (withdrawn ones included). Set its status to Closed instead; its papers keep their special issue.`,
  confirmDelete: (title: string) => `Delete the special issue "${title}"? It disappears from the Special Issues page. This cannot be undone.`,
  saveFailed: (reason: string) => `Failed to save special issue: ${reason}`,
  deleteFailed: 'Failed to delete special issue',
  loadFailed: 'Failed to load special issues. Please try again later.',
  none: 'No special issues yet. Add the first one.',
} as const;
