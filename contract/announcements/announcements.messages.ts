/** Zod-free: pages import these without loading zod and the schemas (decision 0032). */
import type { AnnouncementQuery } from './announcements.schema';

export const ANNOUNCEMENT_SORTS = ['newest', 'oldest'] as const;
export type AnnouncementSort = (typeof ANNOUNCEMENT_SORTS)[number];
export const ANNOUNCEMENT_SEARCH_MAX = 200;

export const isFilterActive = (query: AnnouncementQuery) => Boolean(query.search) || query.type !== 'all';

export const ANNOUNCEMENT_MESSAGES = {
  loadFailed: 'Failed to load announcements. Please try again later.',
  noneMatch: 'No announcements match your search or filter. Try other words or show all types.',
  none: 'There are no announcements at this time. Please check back later.',
  attachmentNotFound: 'This attachment is not available.',
} as const;
