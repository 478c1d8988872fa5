/**
 * The Issues tab of /admin-dashboard (acting-side.md §2, §3 "Issue (admin)", §5 "Admin issue form",
 * §8; decision 0046). Zod-free so the tab's table can import it without the schemas.
 */
export const ADMIN_ISSUE_MESSAGES = {
  titleRequired: 'Title is required',
  volumeMin: 'Volume must be at least 1',
  issueNumberMin: 'Issue number must be at least 1',
  yearRange: 'Year must be between 2000 and 2100',
  publicationDateRequired: 'Publication date is required',
  publicationDateInvalid: 'Publication date must be a date (YYYY-MM-DD)',
  /** acting-side.md §8, with the reason the server gave. */
  saveFailed: (message: string) => `Failed to save issue: ${message}`,
  deleteFailed: 'Failed to delete issue',
  created: 'Issue created successfully',
  updated: 'Issue updated successfully',
  deleted: 'Issue deleted successfully',
  published: (label: string, papers: number) =>
    `${label} is published${papers ? ` with ${papers} newly published ${papers === 1 ? 'paper' : 'papers'}` : ''}; its table of contents goes to the newsletter's subscribers.`,
  numberTaken: (volume: number, number: number) => `Volume ${volume}, Issue ${number} already exists.`,
  notFound: 'Issue not found.',
  coverNotImage: 'The cover image must be a JPEG, PNG or WebP image.',
  coverTooLarge: 'The cover image is too large. Maximum size is 5MB.',
  pdfNotPdf: 'The issue PDF must be a PDF document.',
  pdfTooLarge: 'The issue PDF is too large. Maximum size is 50MB.',
  /** Publishing refused (issue 15): the accepted papers the workflow does not let go, each named with why. */
  publishRefused: (papers: { id: number; title: string; reason: string }[]) =>
    `The issue cannot be published: ${papers.length === 1 ? 'this accepted paper is' : 'these accepted papers are'} not cleared for publication: ${papers
      .map((p) => `"${p.title}" (paper ${p.id}): ${p.reason}`)
      .join('; ')}`,
  deleteRefused: (published: number) =>
    `This issue cannot be deleted: it holds ${published} published ${published === 1 ? 'paper' : 'papers'}. Move ${published === 1 ? 'it' : 'them'} to another issue first.`,
  confirmDelete: (label: string) => `Delete ${label}? Accepted papers assigned to it will have no issue. This cannot be undone.`,
  noIssues: 'No issues match.',
} as const;

export const ISSUE_COVER_MAX_BYTES = 5 * 1024 * 1024;
export const ISSUE_PDF_MAX_BYTES = 50 * 1024 * 1024;
/** Covers are shown at most about 400 CSS pixels wide; twice that serves sharp screens. */
export const ISSUE_COVER_WIDTH = 800;
export const ISSUE_YEAR_MIN = 2000;
export const ISSUE_YEAR_MAX = 2100;

export const ADMIN_ISSUE_SORTS = ['newest', 'oldest', 'volume', 'title'] as const;
export type AdminIssueSort = (typeof ADMIN_ISSUE_SORTS)[number];
export const ADMIN_ISSUE_STATES = ['all', 'draft', 'published'] as const;
