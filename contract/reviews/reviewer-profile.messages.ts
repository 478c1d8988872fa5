/** Zod-free texts of a reviewer's own profile (decision 0041 "The pool is a profile"; GET/PUT /api/reviewer-profile). */
export const REVIEWER_PROFILE_MESSAGES = {
  notInPool: 'Your account is not in the reviewer pool. Apply through Become a Reviewer to join it.',
  expertiseRequired: 'Add at least one area of expertise',
  dateInvalid: 'Enter the date as YYYY-MM-DD',
  dateInPast: 'The unavailable-until date cannot be in the past',
  saved: 'Your reviewer profile has been saved.',
  saveFailed: 'Failed to save your reviewer profile. Please try again.',
  loadFailed: 'Failed to load your reviewer profile. Please try again later.',
} as const;

/** The day (YYYY-MM-DD, UTC) a moment falls on: the unavailable-until date is compared with it. */
export const utcDay = (moment: Date): string => moment.toISOString().slice(0, 10);

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
