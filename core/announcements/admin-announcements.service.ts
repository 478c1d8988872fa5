import {
  ADMIN_ANNOUNCEMENT_MESSAGES as M,
  ANNOUNCEMENT_ATTACHMENTS_MAX,
  ANNOUNCEMENT_IMAGE_WIDTH,
  type AdminAnnouncement,
  type AdminAnnouncementPage,
  type AdminAnnouncementQuery,
  type AdminAnnouncementSaved,
  type AnnouncementForm,
} from '../../contract/announcements/admin-announcements.schema';
import { ANNOUNCEMENT_TYPES, type AnnouncementType } from '../../contract/announcements/announcement-type';
import { announcementAttachmentPath } from '../../contract/announcements/announcements.schema';
import type { Db } from '../../db/client';
import type { AnnouncementAttachment } from '../../db/schema';
import { requireActor, type Ctx } from '../context';
import { AppError } from '../errors';
import { detectManuscriptType, MANUSCRIPT_MEDIA_TYPES } from '../files/manuscript-type';
import type { ReceivedUpload } from '../files/receive-upload';
import { keepWebImage, recordWebImage } from '../files/web-image';
import { deleteFileRows } from '../files/web-image.repo';
import { insertStoredFile } from '../papers/submission.repo';
import { findAnnouncementRow, listAnnouncementRows, type AnnouncementRow } from './announcements.repo';
import { filterAnnouncements, storedAttachments, toAnnouncement, type StoredAttachment } from './announcements.service';
import {
  deleteAnnouncement as deleteAnnouncementRow,
  insertAnnouncement,
  listAttachmentFiles,
  lockAnnouncement,
  updateAnnouncement as updateAnnouncementRow,
  type AnnouncementValues,
} from './admin-announcements.repo';

/**
 * The Announcements section of /admin/cms (issue 15; decision 0051): admins and editors write
 * the announcements the public page and the RSS feed read (core/announcements/announcements.service.ts).
 *
 * Attachments are judged by their bytes: a PDF or a Word .docx document (core/files/manuscript-type.ts,
 * the parsers that judge manuscripts) kept as sent, or a JPEG, PNG or WebP image kept re-encoded
 * without its camera metadata (core/files/web-image.ts). Files before rows (decision 0022): every
 * new file is in the store before the transaction that records it; an edit or a delete only drops
 * the stored_files rows, and the file sweeper removes the bytes once no row names them.
 */

export type AnnouncementUpload = ReceivedUpload & { originalName: string };

type AttachmentJson = AnnouncementAttachment & { fileId?: number };

async function toAdminAnnouncements(db: Db, rows: AnnouncementRow[]): Promise<AdminAnnouncement[]> {
  const stored = rows.map((row) => storedAttachments(row.attachments));
  const files = await listAttachmentFiles(
    db,
    stored.flat().flatMap((a) => (a.fileId === null ? [] : [a.fileId])),
  );
  return rows.map((row, position) => {
    const announcement = toAnnouncement(row);
    const own = stored[position]!;
    // The public list drops what it cannot link to; the numbers here are those of the stored list.
    const attachments = own.flatMap((attachment, index) => {
      const shown = announcement.attachments.find((a) => a.url === publicUrlOf(row.id, attachment, index));
      if (!shown) return [];
      const file = attachment.fileId === null ? null : files.get(attachment.fileId);
      return [{ index, name: attachment.name, url: shown.url, sizeBytes: file?.sizeBytes ?? null, mediaType: file?.mediaType ?? null }];
    });
    return { ...announcement, storedType: (ANNOUNCEMENT_TYPES as readonly (string | null)[]).includes(row.type) ? (row.type as AnnouncementType) : null, attachments };
  });
}

const publicUrlOf = (id: number, attachment: StoredAttachment, index: number) =>
  attachment.fileId !== null ? announcementAttachmentPath(id, index) : (attachment.url ?? '');

/** GET /api/admin/announcements. */
export async function listAdminAnnouncements(ctx: Ctx, query: AdminAnnouncementQuery): Promise<AdminAnnouncementPage> {
  const rows = await listAnnouncementRows(ctx.db);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const found = filterAnnouncements(rows.map(toAnnouncement), { search: query.q, type: query.type, sort: query.sort });
  const start = (query.page - 1) * query.pageSize;
  const page = found.slice(start, start + query.pageSize).map((a) => byId.get(a.id)!);
  return { items: await toAdminAnnouncements(ctx.db, page), page: query.page, pageSize: query.pageSize, total: found.length };
}

async function requireAdminAnnouncement(db: Db, id: number): Promise<AdminAnnouncement> {
  const row = await findAnnouncementRow(db, id);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return (await toAdminAnnouncements(db, [row]))[0]!;
}

interface KeptAttachment {
  name: string;
  record: (tx: Db, now: Date) => Promise<number>;
}

/** The name offered for download carries the extension of what the file really is. */
function nameAs(originalName: string, extension: string): string {
  const base = originalName.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim() || 'attachment';
  return `${base}.${extension}`;
}

/**
 * Judges each upload by content and puts it in the store (before any transaction, decision 0022).
 * A refused file stops the save with 415 naming it; files kept before it are orphans the sweep removes.
 */
async function keepAttachments(ctx: Ctx, uploads: AnnouncementUpload[]): Promise<KeptAttachment[]> {
  const kept: KeptAttachment[] = [];
  for (const upload of uploads) {
    const refused = M.attachmentNotAllowed(upload.originalName);
    const type = await detectManuscriptType(upload.tempFile);
    if (type === 'pdf' || type === 'docx') {
      await ctx.files.keep(upload.tempFile, upload.sha256);
      const name = nameAs(upload.originalName, type);
      const file = { sha256: upload.sha256, sizeBytes: upload.sizeBytes, mediaType: MANUSCRIPT_MEDIA_TYPES[type], originalName: name };
      kept.push({ name, record: (tx, now) => insertStoredFile(tx, { ...file, createdAt: now }) });
    } else if (type === 'doc') {
      throw new AppError('UNSUPPORTED_TYPE', refused, { attachments: [refused] });
    } else {
      const image = await keepWebImage(ctx, upload, { maxWidth: ANNOUNCEMENT_IMAGE_WIDTH, field: 'attachments', notImage: refused });
      kept.push({ name: image.originalName, record: (tx, now) => recordWebImage(tx, image, now) });
    }
  }
  return kept;
}

async function recordAttachments(tx: Db, kept: KeptAttachment[], now: Date): Promise<AttachmentJson[]> {
  const list: AttachmentJson[] = [];
  for (const attachment of kept) list.push({ name: attachment.name, url: '', fileId: await attachment.record(tx, now) });
  return list;
}

const tooMany = () => new AppError('BAD_INPUT', M.tooManyAttachments, { attachments: [M.tooManyAttachments] });

/**
 * The announcement's date: a day other than today is that day (00:00 UTC, as pages show dates in
 * UTC); today, on a new announcement, is this moment, so it leads the newest-first list.
 */
function publishedAtOf(date: string | undefined, now: Date, current: Date | null): Date {
  if (!date) return current ?? now;
  if (current && current.toISOString().startsWith(date)) return current;
  if (now.toISOString().startsWith(date)) return now;
  return new Date(`${date}T00:00:00Z`);
}

function textColumns(form: AnnouncementForm): Pick<AnnouncementValues, 'title' | 'content' | 'type' | 'priority' | 'tags' | 'category' | 'author'> {
  return { title: form.title, content: form.content, type: form.type ?? null, priority: form.priority, tags: form.tags, category: form.category, author: form.author };
}

/** POST /api/admin/announcements. */
export async function createAnnouncement(ctx: Ctx, form: AnnouncementForm, uploads: AnnouncementUpload[]): Promise<AdminAnnouncementSaved> {
  requireActor(ctx);
  if (uploads.length > ANNOUNCEMENT_ATTACHMENTS_MAX) throw tooMany();
  const kept = await keepAttachments(ctx, uploads);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const attachments = await recordAttachments(tx, kept, now);
    const id = await insertAnnouncement(tx, { ...textColumns(form), attachments, publishedAt: publishedAtOf(form.date, now, null), createdAt: now });
    return { message: M.created, announcement: await requireAdminAnnouncement(tx, id) };
  });
}

/** PUT /api/admin/announcements/{id}: the fields, the current attachments kept (all when not said), new ones after them. */
export async function updateAnnouncement(ctx: Ctx, id: number, form: AnnouncementForm, uploads: AnnouncementUpload[]): Promise<AdminAnnouncementSaved> {
  requireActor(ctx);
  const before = await findAnnouncementRow(ctx.db, id);
  if (!before) throw new AppError('NOT_FOUND', M.notFound);
  const keep = (list: StoredAttachment[]) => list.filter((_, index) => form.keepAttachments?.includes(index) ?? true);
  // Checked before the files are kept, and again under the lock.
  if (keep(storedAttachments(before.attachments)).length + uploads.length > ANNOUNCEMENT_ATTACHMENTS_MAX) throw tooMany();
  const kept = await keepAttachments(ctx, uploads);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const current = await lockAnnouncement(tx, id);
    if (!current) throw new AppError('NOT_FOUND', M.notFound);
    const stored = storedAttachments(current.attachments);
    const staying = keep(stored);
    if (staying.length + kept.length > ANNOUNCEMENT_ATTACHMENTS_MAX) throw tooMany();
    const attachments: AttachmentJson[] = [
      ...staying.map((a) => (a.fileId === null ? { name: a.name, url: a.url ?? '' } : { name: a.name, url: '', fileId: a.fileId })),
      ...(await recordAttachments(tx, kept, now)),
    ];
    await updateAnnouncementRow(tx, id, { ...textColumns(form), attachments, publishedAt: publishedAtOf(form.date, now, current.publishedAt) });
    // The removed attachments' files are no one's any more.
    await deleteFileRows(
      tx,
      stored.filter((a) => !staying.includes(a)).map((a) => a.fileId),
    );
    return { message: M.updated, announcement: await requireAdminAnnouncement(tx, id) };
  });
}

/** DELETE /api/admin/announcements/{id}: the row and its files' rows in one transaction; the sweep takes the bytes. */
export async function deleteAnnouncement(ctx: Ctx, id: number): Promise<{ message: string }> {
  requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const current = await lockAnnouncement(tx, id);
    if (!current) throw new AppError('NOT_FOUND', M.notFound);
    await deleteAnnouncementRow(tx, id);
    await deleteFileRows(
      tx,
      storedAttachments(current.attachments).map((a) => a.fileId),
    );
    return { message: M.deleted };
  });
}
