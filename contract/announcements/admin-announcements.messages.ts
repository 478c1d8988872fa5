/**
 * The Announcements section of /admin/cms (issue 15; decision 0051). Zod-free so the section's
 * list and dialogs can import it without the schemas. The spec quotes no text for this screen;
 * the sentences follow acting-side.md §8's admin alerts ('Failed to save issue: {message}',
 * 'Issue created successfully', a confirmation before a delete).
 */
export const ADMIN_ANNOUNCEMENT_MESSAGES = {
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  authorRequired: 'Author is required',
  dateInvalid: 'Date must be a date (YYYY-MM-DD)',
  typeInvalid: 'Type must be Call for Papers, Deadline, Event or General (or left empty to follow the title)',
  priorityInvalid: 'Priority must be high, normal or low',
  tooManyTags: 'An announcement can have at most 20 tags',
  tagTooLong: 'Each tag must be at most 50 characters',
  keepInvalid: 'keepAttachments must list attachment numbers separated by commas (e.g. 0,2)',
  saveFailed: (message: string) => `Failed to save announcement: ${message}`,
  deleteFailed: 'Failed to delete announcement',
  loadFailed: 'Failed to load data. Please try again.',
  created: 'Announcement created successfully',
  updated: 'Announcement updated successfully',
  deleted: 'Announcement deleted successfully',
  notFound: 'Announcement not found.',
  attachmentNotAllowed: (name: string) => `"${name}" cannot be attached: attachments must be PDF or Word (.docx) documents, or JPEG, PNG or WebP images.`,
  attachmentTooLarge: 'Each attachment must be at most 10MB.',
  tooManyAttachments: 'An announcement can have at most 10 attachments.',
  confirmDelete: (title: string) => `Delete the announcement "${title}"? It leaves the Announcements page and the RSS feed, and its attachments are removed. This cannot be undone.`,
  noAnnouncements: 'No announcements match.',
} as const;

/** Per file: the manuscript limit, so the same parsers judge attachments (core/files/manuscript-type.ts). */
export const ANNOUNCEMENT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** New files in one save, each in its own multipart field attachment1 … attachment5. */
export const ANNOUNCEMENT_UPLOADS_PER_SAVE = 5;
export const ANNOUNCEMENT_ATTACHMENTS_MAX = 10;
export const ANNOUNCEMENT_UPLOAD_FIELDS = Array.from({ length: ANNOUNCEMENT_UPLOADS_PER_SAVE }, (_, index) => `attachment${index + 1}`);
/** Images are stored re-encoded (no camera metadata), at most this wide. */
export const ANNOUNCEMENT_IMAGE_WIDTH = 1600;
export const ANNOUNCEMENT_TAGS_MAX = 20;
export const ANNOUNCEMENT_TAG_MAX_LENGTH = 50;
/** What the file picker offers; the server judges the bytes whatever the name says. */
export const ANNOUNCEMENT_ATTACHMENT_ACCEPT = '.pdf,.docx,.jpg,.jpeg,.png,.webp,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/jpeg,image/png,image/webp';

export const ADMIN_ANNOUNCEMENT_SORTS = ['newest', 'oldest'] as const;

/** The tags field is one line of text, comma-separated: trimmed, blanks and repeats dropped. */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag, index, all) => tag !== '' && all.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === index);
}
