import { z } from 'zod';
import { tooLong } from '../auth/messages';
import { queryNumber, rowIdParam } from '../http/ids';
import { plainText } from '../http/text';
import { pageOf } from '../users/users.schema';
import { ANNOUNCEMENT_PRIORITIES, ANNOUNCEMENT_TYPES } from './announcement-type';
import {
  ADMIN_ANNOUNCEMENT_MESSAGES as M,
  ADMIN_ANNOUNCEMENT_SORTS,
  ANNOUNCEMENT_TAG_MAX_LENGTH,
  ANNOUNCEMENT_TAGS_MAX,
  splitTags,
} from './admin-announcements.messages';
import { announcementSchema } from './announcements.schema';

export * from './admin-announcements.messages';

/**
 * The announcement form of /admin/cms (reading-side.md §3 "Announcement"; issue 15; decision 0051),
 * used by the section's form (react-hook-form) and by POST/PUT /api/admin/announcements (multipart:
 * these as text fields, new files in attachment1 … attachment5).
 */
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
/** YYYY-MM-DD naming a day that exists (no 30 February). */
const isCalendarDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

export const announcementFormSchema = z.object({
  title: plainText({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(300, tooLong('Title', 300)),
  content: plainText({ error: M.contentRequired }).trim().min(1, M.contentRequired).max(20_000, tooLong('Content', 20_000)),
  /** Empty or absent: the type follows the title (reading-side.md §3, contract/announcements/announcement-type.ts). */
  type: z.preprocess(blankAsMissing, z.enum(ANNOUNCEMENT_TYPES, { error: M.typeInvalid }).optional()),
  priority: z.preprocess(blankAsMissing, z.enum(ANNOUNCEMENT_PRIORITIES, { error: M.priorityInvalid }).default('normal')),
  /** Comma-separated. */
  tags: z.preprocess(
    (v) => v ?? '',
    plainText()
      .max(2_000, tooLong('Tags', 2_000))
      .transform(splitTags)
      .refine((tags) => tags.length <= ANNOUNCEMENT_TAGS_MAX, M.tooManyTags)
      .refine((tags) => tags.every((tag) => tag.length <= ANNOUNCEMENT_TAG_MAX_LENGTH), M.tagTooLong),
  ),
  category: z.preprocess((v) => blankAsMissing(v) ?? 'General', plainText().trim().max(100, tooLong('Category', 100))),
  author: plainText({ error: M.authorRequired }).trim().min(1, M.authorRequired).max(200, tooLong('Author', 200)),
  /** Absent: today on a new announcement, unchanged on an edit. */
  date: z.preprocess(blankAsMissing, plainText().trim().refine(isCalendarDate, M.dateInvalid).optional()),
  /**
   * PUT only: the numbers (from 0) of the current attachments to keep, comma-separated; empty keeps
   * none; absent keeps them all.
   */
  keepAttachments: z
    .string({ error: M.keepInvalid })
    .regex(/^\s*(\d{1,3}\s*(,\s*\d{1,3}\s*)*)?$/, M.keepInvalid)
    .transform((text) => text.split(',').map((part) => part.trim()).filter(Boolean).map(Number))
    .optional(),
});
export type AnnouncementFormInput = z.input<typeof announcementFormSchema>;
export type AnnouncementForm = z.output<typeof announcementFormSchema>;

/** GET /api/admin/announcements: paged, searched (the public page's words rule) and filtered by type. */
export const adminAnnouncementQuerySchema = z.object({
  page: queryNumber('page', { min: 1, max: 100_000, default: 1 }),
  pageSize: queryNumber('pageSize', { min: 1, max: 100, default: 20 }),
  q: z.preprocess(blankAsMissing, plainText().trim().max(200, tooLong('Search', 200)).optional()),
  type: z.preprocess(blankAsMissing, z.enum(['all', ...ANNOUNCEMENT_TYPES], { error: `type must be all, ${ANNOUNCEMENT_TYPES.join(', ')}` }).default('all')),
  sort: z.preprocess(blankAsMissing, z.enum(ADMIN_ANNOUNCEMENT_SORTS, { error: 'sort must be newest or oldest' }).default('newest')),
});
export type AdminAnnouncementQuery = z.output<typeof adminAnnouncementQuerySchema>;

/** An announcement as the office edits it: what the public sees, plus what only the form needs. */
export const adminAnnouncementSchema = announcementSchema.extend({
  /** Null: the type shown is derived from the title. */
  storedType: z.enum(ANNOUNCEMENT_TYPES).nullable(),
  attachments: z.array(
    z.object({
      /** The number keepAttachments names (from 0). */
      index: z.number().int(),
      name: z.string(),
      url: z.string(),
      /** Null for a link to another site. */
      sizeBytes: z.number().int().nullable(),
      mediaType: z.string().nullable(),
    }),
  ),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;

export const adminAnnouncementPageSchema = pageOf(adminAnnouncementSchema);
export type AdminAnnouncementPage = z.infer<typeof adminAnnouncementPageSchema>;

export const adminAnnouncementSavedSchema = z.object({ message: z.string(), announcement: adminAnnouncementSchema });
export type AdminAnnouncementSaved = z.infer<typeof adminAnnouncementSavedSchema>;

export const adminAnnouncementParamsSchema = z.object({
  id: rowIdParam({ invalid: 'The announcement id must be a positive whole number.', notFound: M.notFound }),
});
