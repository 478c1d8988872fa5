import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema';

/**
 * Of these content hashes, those at least one stored_files row points to. stored_files is the
 * only table holding file hashes (papers, paper_versions and issues reference it by id), so a
 * hash not found here is a file no row can reach.
 */
export async function referencedHashes(db: Db, hashes: string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db.selectDistinct({ sha256: storedFiles.sha256 }).from(storedFiles).where(inArray(storedFiles.sha256, hashes));
  return new Set(rows.map((row) => row.sha256));
}
