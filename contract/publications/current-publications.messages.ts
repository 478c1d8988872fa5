/** /current-publications' sentences (zod-free: the public page imports them on a first visit, decision 0032). */
export const CURRENT_PUBLICATIONS_MESSAGES = {
  /** acting-side.md §8. */
  loadFailed: 'Unable to load publications at this time.',
  noIssueYet: 'No issue has been published yet. The first issue is being prepared.',
  exportFailed: 'The list could not be exported. Please try again.',
} as const;
