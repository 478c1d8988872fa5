import { z } from 'zod';
import { rowIdParam } from '../http/ids';
import { plainText } from '../http/text';
import { ANNOUNCEMENT_PRIORITIES, ANNOUNCEMENT_TYPES } from './announcement-type';
import { ANNOUNCEMENT_MESSAGES, ANNOUNCEMENT_SEARCH_MAX, ANNOUNCEMENT_SORTS } from './announcements.messages';

export { ANNOUNCEMENT_MESSAGES, ANNOUNCEMENT_SEARCH_MAX, ANNOUNCEMENT_SORTS, isFilterActive, type AnnouncementSort } from './announcements.messages';

/** reading-side.md §3 "Announcement"; dates are ISO 8601. */
export const announcementAttachmentSchema = z.object({
  name: z.string(),
  /** The journal's own copy (/api/announcements/{id}/attachments/{index}) or an outside address. */
  url: z.string(),
});

export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  date: z.string(),
  author: z.string(),
  category: z.string(),
  attachments: z.array(announcementAttachmentSchema),
  tags: z.array(z.string()),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementListSchema = z.array(announcementSchema);


const emptyAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * GET /api/announcements and the /announcements page URL (?search=&type=&sort=): the spec's
 * search box, type filter (default all) and sort (default newest).
 */
export const announcementQuerySchema = z.object({
  search: z.preprocess(emptyAsMissing, plainText().trim().max(ANNOUNCEMENT_SEARCH_MAX, `The search text must be at most ${ANNOUNCEMENT_SEARCH_MAX} characters`).optional()),
  type: z.preprocess(emptyAsMissing, z.enum(['all', ...ANNOUNCEMENT_TYPES], { error: `type must be all, ${ANNOUNCEMENT_TYPES.join(', ')}` }).default('all')),
  sort: z.preprocess(emptyAsMissing, z.enum(ANNOUNCEMENT_SORTS, { error: 'sort must be newest or oldest' }).default('newest')),
});
export type AnnouncementQuery = z.infer<typeof announcementQuerySchema>;

/** The page reads its URL leniently: a value it cannot use falls back to its default. */
export function parseAnnouncementQuery(params: URLSearchParams): AnnouncementQuery {
  const field = <K extends keyof AnnouncementQuery>(key: K): AnnouncementQuery[K] | undefined => {
    const parsed = announcementQuerySchema.shape[key].safeParse(params.get(key) ?? undefined);
    return parsed.success ? (parsed.data as AnnouncementQuery[K]) : undefined;
  };
  return { search: field('search'), type: field('type') ?? 'all', sort: field('sort') ?? 'newest' };
}



/** The id is a row id (contract/http/ids.ts); the index counts from 0, so it is a small whole number of its own. */
export const announcementAttachmentParamsSchema = z.object({
  id: rowIdParam({ invalid: 'The announcement id must be a positive whole number.', notFound: ANNOUNCEMENT_MESSAGES.attachmentNotFound }),
  index: z.string().regex(/^\d{1,6}$/, 'The attachment number must be a whole number.').transform(Number),
});

/** Where the journal serves a stored attachment. */
export const announcementAttachmentPath = (announcementId: number, index: number) => `/api/announcements/${announcementId}/attachments/${index}`;
