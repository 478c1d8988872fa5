import { RESPONSE_TIME } from '../journal/identity';

/**
 * Texts of the public contact form (acting-side.md §2 /contact, §5 "Public contact form", §8
 * "Contact success") and of the admin dashboard's Contact Forms tab (§2 /admin-dashboard, §7, §8).
 * The spec's words where it has them, word for word; the rest in the same voice. Zod-free, so
 * /contact imports them without loading zod (decision 0032). Decision 0042.
 */
export const CONTACT_MESSAGES = {
  /** acting-side.md §5, word for word (email: AUTH_MESSAGES, as the spec's words are the same). */
  nameRequired: 'Name is required',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  messageTooShort: 'Message must be at least 10 characters',
  categoryInvalid: 'Please choose a category from the list',
  /** acting-side.md §8 "Contact success", word for word (the response time is §9's). */
  sent: `Thank you for your message! We'll get back to you within ${RESPONSE_TIME}.`,
  sentTitle: 'Message Sent',
  /** The spec's form only simulated success; a real failure says so in the voice of §8's alerts. */
  failed: 'Failed to send your message. Please try again.',
  /**
   * The spam guard's one answer (honeypot filled, sent too soon after the page loaded, a form
   * token missing, forged or expired): the same sentence for every cause, so it tells a bot nothing
   * about which check it failed, and a person what to do.
   */
  notSent: 'Your message could not be sent. Please check it, wait a few seconds and send it again.',
  tooManyRequests: 'Too many messages from your network. Please wait a few minutes and try again.',
  needsJavaScript: 'Sending this form needs JavaScript, which is switched off or blocked in your browser.',

  // The admin dashboard's Contact Forms tab (acting-side.md §8 "Admin").
  loadFailed: 'Failed to load data. Please try again.',
  markedRead: 'Marked as read',
  markReadFailed: 'Failed to mark as read',
  notFound: 'Contact message not found.',
  invalidId: 'The message id must be a positive whole number.',
  replyRequired: 'Reply is required',
  replySent: (email: string) => `Reply sent to ${email}.`,
  replyFailed: 'Failed to send the reply. Please try again.',
  messageLoadFailed: 'Failed to load the message. Please try again.',
} as const;

/** Field lengths (characters) and the spec's constants (acting-side.md §9). */
export const CONTACT_LIMITS = {
  name: 200,
  subject: 200,
  /** acting-side.md §9: "Message minimum 10 characters". */
  messageMin: 10,
  message: 5000,
  reply: 10000,
  /** acting-side.md §9: "Admin contact list shows the first 50 characters of each message". */
  preview: 50,
} as const;

/**
 * The spam guard (decision 0042): the form token the page is given must be at least this old
 * when the message is sent (nobody fills four fields in less) and at most this old (a day).
 */
export const CONTACT_MIN_FILL_SECONDS = 3;
export const CONTACT_FORM_TOKEN_MAX_AGE_HOURS = 24;

/** The hidden field people leave empty (its name is what form-filling bots look for). */
export const CONTACT_HONEYPOT_FIELD = 'website';

/**
 * What the message is about. acting-side.md §3 gives the public form a category and §5 says it
 * "defaults to general"; the list is the journal's (decision 0042).
 */
export const CONTACT_CATEGORIES = ['general', 'submission', 'review', 'publication', 'fees', 'technical', 'other'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];
export const DEFAULT_CONTACT_CATEGORY: ContactCategory = 'general';

export const CONTACT_CATEGORY_LABELS: Record<ContactCategory, string> = {
  general: 'General Inquiry',
  submission: 'Manuscript Submission',
  review: 'Peer Review',
  publication: 'Published Articles',
  fees: 'Fees and Waivers',
  technical: 'Technical Support',
  other: 'Other',
};

export const CONTACT_STATUSES = ['unread', 'read'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** The admin list's order: unread first, newest first (the default), or by date alone. */
export const CONTACT_SORTS = ['unread-first', 'newest', 'oldest'] as const;
export const CONTACT_SORT_LABELS: Record<(typeof CONTACT_SORTS)[number], string> = {
  'unread-first': 'Unread first',
  newest: 'Newest first',
  oldest: 'Oldest first',
};

/**
 * The list's preview: the first 50 characters of the message (acting-side.md §9), counted as a
 * reader counts them (code points, so an emoji is never cut in half), with an ellipsis when cut.
 * Line breaks read as spaces in a one-line preview. The list reads the first 51 characters only
 * (`left(message, 51)`), which is enough to know whether there are more.
 */
export function messagePreview(message: string): string {
  const characters = Array.from(message.replace(/\s/g, ' '));
  const shown = characters.slice(0, CONTACT_LIMITS.preview).join('').trimEnd();
  return characters.length > CONTACT_LIMITS.preview ? `${shown}…` : shown;
}
