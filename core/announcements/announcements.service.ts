import type { Readable } from 'node:stream';
import { announcementType, ANNOUNCEMENT_PRIORITIES, type AnnouncementPriority } from '../../contract/announcements/announcement-type';
import {
  ANNOUNCEMENT_MESSAGES as M,
  announcementAttachmentPath,
  type Announcement,
  type AnnouncementQuery,
} from '../../contract/announcements/announcements.schema';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { findAnnouncementRow, findStoredFile, listAnnouncementRows, listLatestAnnouncementRows, type AnnouncementRow } from './announcements.repo';

/**
 * Announcements (reading-side.md §2 "Announcements", §3): the API, the page and the RSS feed
 * read them here. The type rule lives once, in contract/announcements/announcement-type.ts; the
 * search, type filter and sort run here on the whole (small) list so the rule is not restated in SQL.
 */

export interface StoredAttachment {
  name: string;
  url: string | null;
  fileId: number | null;
}

/** The attachments a row holds (jsonb), each either a stored file (fileId) or an outside address. */
export function storedAttachments(value: unknown): StoredAttachment[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const { name, url, fileId } = item as Record<string, unknown>;
    if (typeof name !== 'string' || !name.trim()) return [];
    return [{ name, url: typeof url === 'string' && url ? url : null, fileId: typeof fileId === 'number' && Number.isInteger(fileId) ? fileId : null }];
  });
}

/** Only the journal's own copy or an http(s) address is offered as a link. */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

export function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    type: announcementType(row.type, row.title),
    date: row.publishedAt.toISOString(),
    author: row.author,
    category: row.category,
    attachments: storedAttachments(row.attachments).flatMap((attachment, index) => {
      if (attachment.fileId !== null) return [{ name: attachment.name, url: announcementAttachmentPath(row.id, index) }];
      return attachment.url && isWebAddress(attachment.url) ? [{ name: attachment.name, url: attachment.url }] : [];
    }),
    tags: row.tags,
    priority: (ANNOUNCEMENT_PRIORITIES as readonly string[]).includes(row.priority) ? (row.priority as AnnouncementPriority) : 'normal',
  };
}

function matches(announcement: Announcement, words: string[]): boolean {
  const text = [announcement.title, announcement.content, announcement.author, announcement.category, announcement.type, ...announcement.tags].join('\n').toLowerCase();
  return words.every((word) => text.includes(word));
}

/** The search, type filter and sort of the page (and of the content manager's list), on a newest-first list. */
export function filterAnnouncements<T extends Announcement>(list: T[], query: AnnouncementQuery): T[] {
  let found = query.type === 'all' ? [...list] : list.filter((a) => a.type === query.type);
  const words = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length) found = found.filter((a) => matches(a, words));
  if (query.sort === 'oldest') found.reverse();
  return found;
}

/** GET /api/announcements: newest first by default; search, type filter and sort as the page offers them. */
export async function listAnnouncements(ctx: Ctx, query: AnnouncementQuery = { type: 'all', sort: 'newest' }): Promise<Announcement[]> {
  return filterAnnouncements((await listAnnouncementRows(ctx.db)).map(toAnnouncement), query);
}

/** The newest announcements for the RSS feed. */
export async function listLatestAnnouncements(ctx: Ctx, limit: number): Promise<Announcement[]> {
  return (await listLatestAnnouncementRows(ctx.db, limit)).map(toAnnouncement);
}

export interface AttachmentDownload {
  stream: Readable;
  fileName: string;
  mediaType: string;
  sizeBytes: number;
}

/** GET /api/announcements/{id}/attachments/{index}: a stored attachment, under its own name. */
export async function openAnnouncementAttachment(ctx: Ctx, announcementId: number, index: number): Promise<AttachmentDownload> {
  const row = await findAnnouncementRow(ctx.db, announcementId);
  const attachment = row ? storedAttachments(row.attachments)[index] : undefined;
  if (!attachment || attachment.fileId === null) throw new AppError('NOT_FOUND', M.attachmentNotFound);
  const file = await findStoredFile(ctx.db, attachment.fileId);
  if (!file || !(await ctx.files.exists(file.sha256))) throw new AppError('NOT_FOUND', M.attachmentNotFound);
  return { stream: ctx.files.open(file.sha256), fileName: attachment.name, mediaType: file.mediaType, sizeBytes: file.sizeBytes };
}
