import { and, eq, exists, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { editorialMembers, journalIssues, storedFiles } from '../../db/schema';

/** SQL of the web images (issue covers, board photos; decision 0046). */

export async function insertImageFile(db: Db, file: typeof storedFiles.$inferInsert): Promise<number> {
  const [row] = await db.insert(storedFiles).values(file).returning({ id: storedFiles.id });
  return row!.id;
}

/**
 * The stored image with this hash, when an issue's cover or a board member's photo is that
 * file: no other stored file (manuscripts, reviews) is ever reachable by its hash.
 */
export async function findServedImage(db: Db, sha256: string, mediaType: string): Promise<{ sizeBytes: number } | null> {
  const [row] = await db
    .select({ sizeBytes: storedFiles.sizeBytes })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.sha256, sha256),
        eq(storedFiles.mediaType, mediaType),
        or(
          exists(db.select({ id: journalIssues.id }).from(journalIssues).where(eq(journalIssues.coverFileId, storedFiles.id))),
          exists(db.select({ id: editorialMembers.id }).from(editorialMembers).where(eq(editorialMembers.photoFileId, storedFiles.id))),
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Forgets stored files a cover, photo or issue PDF no longer uses (each upload has its own row):
 * the file sweeper then removes the bytes once no other row names them (decision 0022).
 */
export async function deleteFileRows(db: Db, ids: (number | null)[]): Promise<void> {
  const list = ids.filter((id): id is number => id !== null);
  if (list.length) await db.delete(storedFiles).where(inArray(storedFiles.id, list));
}
