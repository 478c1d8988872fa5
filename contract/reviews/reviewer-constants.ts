/**
 * The reviewers' constants (issue 14; docs/decisions/0041-reviewers.md). Zod-free: the db schema
 * and the pages import them.
 */
export const REVIEWER_APPLICATION_STATUSES = ['open', 'approved', 'declined'] as const;
export type ReviewerApplicationStatus = (typeof REVIEWER_APPLICATION_STATUSES)[number];

/** The journal's defaults for an invitation's two due dates (settings key `review-due-days`). */
export const REVIEW_DUE_DAYS_DEFAULT = { respond: 7, review: 28 } as const;
export const REVIEW_DUE_DAYS_SETTINGS_KEY = 'review-due-days';

/** The reminders an assignment may receive (contract/reviews/reminders.ts decides when). */
export const REMINDER_KINDS = ['response-soon', 'response-overdue', 'review-soon', 'review-overdue'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Reviews are rated by editors from 1 to 5, for their own use. */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;

/**
 * The invitation link's token travels in this header to the calls it authorises (accept, decline,
 * read the invitation, open a scoped session): never in a query string or a body (decision 0041).
 */
export const INVITATION_TOKEN_HEADER = 'x-invitation-token';
/** A token is 32 random bytes in base64url: 43 characters. */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** A scoped session opened from the link lasts two hours; the page opens a new one when it runs out. */
export const REVIEW_SESSION_TTL_SECONDS = 2 * 60 * 60;
