import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announcements, storedFiles } from '../../db/schema';

/** SQL of announcements (the only file here that touches Drizzle; STYLE.md "Data"). */

const columns = {
  id: announcements.id,
  title: announcements.title,
  content: announcements.content,
  type: announcements.type,
  author: announcements.author,
  category: announcements.category,
  attachments: announcements.attachments,
  tags: announcements.tags,
  priority: announcements.priority,
  publishedAt: announcements.publishedAt,
};

export type AnnouncementRow = {
  id: number;
  title: string;
  content: string;
  type: string | null;
  author: string;
  category: string;
  /** jsonb objects {name, url, fileId?}: fileId names a stored_files row. */
  attachments: unknown;
  tags: string[];
  priority: string;
  publishedAt: Date;
};

/** Every announcement, newest first (the journal posts a few a month). */
export function listAnnouncementRows(db: Db): Promise<AnnouncementRow[]> {
  return db
    .select(columns)
    .from(announcements)
    .orderBy(desc(announcements.publishedAt), desc(announcements.id));
}

/** The newest announcements (the RSS feed). */
export function listLatestAnnouncementRows(db: Db, limit: number): Promise<AnnouncementRow[]> {
  return db
    .select(columns)
    .from(announcements)
    .orderBy(desc(announcements.publishedAt), desc(announcements.id))
    .limit(limit);
}

export async function findAnnouncementRow(db: Db, id: number): Promise<AnnouncementRow | null> {
  const [row] = await db.select(columns).from(announcements).where(eq(announcements.id, id)).limit(1);
  return row ?? null;
}

export async function findStoredFile(db: Db, id: number) {
  const [row] = await db
    .select({ sha256: storedFiles.sha256, mediaType: storedFiles.mediaType, sizeBytes: storedFiles.sizeBytes, originalName: storedFiles.originalName })
    .from(storedFiles)
    .where(eq(storedFiles.id, id))
    .limit(1);
  return row ?? null;
}
