/**
 * The Editorial Board tab of /admin-dashboard (acting-side.md §3 "Editorial board member", §5
 * "Editorial member", §8; decision 0046). Zod-free so the tab's table can import it.
 */
export const BOARD_ROLES = ['chief_editor', 'deputy_editor', 'managing_editor', 'associate_editor', 'member'] as const;
export type BoardRole = (typeof BOARD_ROLES)[number];
export const DEFAULT_BOARD_ROLE: BoardRole = 'member';

export const BOARD_ROLE_LABELS: Record<BoardRole, string> = {
  chief_editor: 'Editor-in-Chief',
  deputy_editor: 'Deputy Editor',
  managing_editor: 'Managing Editor',
  associate_editor: 'Associate Editor',
  member: 'Editorial Board Member',
};

export const BOARD_TYPES = ['EDITORIAL_BOARD', 'EDITORIAL_TEAM'] as const;
export type BoardType = (typeof BOARD_TYPES)[number];
export const BOARD_TYPE_LABELS: Record<BoardType, string> = { EDITORIAL_BOARD: 'Editorial Board', EDITORIAL_TEAM: 'Editorial Team (office)' };

/** acting-side.md §9: displayOrder default 999. */
export const DEFAULT_DISPLAY_ORDER = 999;
export const BOARD_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Photos are shown at most about 200 CSS pixels wide; twice that serves sharp screens. */
export const BOARD_PHOTO_WIDTH = 400;

export const BOARD_MESSAGES = {
  nameRequired: 'Name is required',
  titleRequired: 'Title is required',
  affiliationRequired: 'Affiliation is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  roleInvalid: 'Please choose a role',
  displayOrderMin: 'Display order must be at least 1',
  /** acting-side.md §8, with the reason the server gave. */
  saveFailed: (message: string) => `Failed to save editorial board member: ${message}`,
  removeFailed: 'Failed to remove member',
  created: 'Editorial board member added successfully',
  updated: 'Editorial board member updated successfully',
  removed: 'Member removed successfully',
  notFound: 'Editorial board member not found.',
  invalidId: 'The member id must be a positive whole number.',
  photoNotImage: 'The photo must be a JPEG, PNG or WebP image.',
  photoTooLarge: 'The photo is too large. Maximum size is 5MB.',
  confirmRemove: (name: string) => `Remove ${name} from the editorial board? Their profile leaves the public editorial pages at once.`,
  noMembers: 'No members match.',
} as const;

export const BOARD_SORTS = ['order', 'name', 'role', 'newest'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];
