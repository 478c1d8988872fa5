import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announcements, storedFiles } from '../../db/schema';

/** SQL of the content manager's announcements (issue 15; decision 0051). */

export type AnnouncementValues = typeof announcements.$inferInsert;

export async function insertAnnouncement(db: Db, values: AnnouncementValues): Promise<number> {
  const [row] = await db.insert(announcements).values(values).returning({ id: announcements.id });
  return row!.id;
}

/** The row, locked for the rest of the transaction (two saves of one announcement take turns). */
export async function lockAnnouncement(db: Db, id: number): Promise<{ attachments: unknown; publishedAt: Date } | null> {
  const [row] = await db
    .select({ attachments: announcements.attachments, publishedAt: announcements.publishedAt })
    .from(announcements)
    .where(eq(announcements.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function updateAnnouncement(db: Db, id: number, values: Partial<AnnouncementValues>): Promise<void> {
  await db.update(announcements).set(values).where(eq(announcements.id, id));
}

export async function deleteAnnouncement(db: Db, id: number): Promise<void> {
  await db.delete(announcements).where(eq(announcements.id, id));
}

/** Size and type of the stored files the attachments name. */
export async function listAttachmentFiles(db: Db, ids: number[]): Promise<Map<number, { sizeBytes: number; mediaType: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: storedFiles.id, sizeBytes: storedFiles.sizeBytes, mediaType: storedFiles.mediaType })
    .from(storedFiles)
    .where(inArray(storedFiles.id, ids));
  return new Map(rows.map((row) => [row.id, { sizeBytes: row.sizeBytes, mediaType: row.mediaType }]));
}
