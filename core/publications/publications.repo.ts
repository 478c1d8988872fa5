import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { PUBLIC_PAPER_STATUS } from '../../contract/papers/paper-status';
import type { Db } from '../../db/client';
import { journalIssues, papers, publishedAuthorKeys, publishedTotals, storedFiles } from '../../db/schema';

/** SQL of /current-publications (STYLE.md "Data": the only file here that touches Drizzle). */

const publishedPaper = eq(papers.status, PUBLIC_PAPER_STATUS);

/** The most downloaded published papers of the newest `fromIssues` published issues. */
export async function listMostDownloadedOfLatestIssues(db: Db, fromIssues: number, limit: number) {
  const latest = db
    .select({ id: journalIssues.id })
    .from(journalIssues)
    .where(eq(journalIssues.isPublished, true))
    .orderBy(desc(journalIssues.publicationDate), desc(journalIssues.volume), desc(journalIssues.number))
    .limit(fromIssues);
  return db
    .select({
      id: papers.id,
      title: papers.title,
      category: papers.category,
      downloads: papers.downloadCount,
      doi: papers.doi,
      volume: journalIssues.volume,
      issue: journalIssues.number,
    })
    .from(papers)
    .innerJoin(journalIssues, eq(journalIssues.id, papers.issueId))
    .where(and(publishedPaper, inArray(papers.issueId, latest)))
    .orderBy(desc(papers.downloadCount), desc(papers.publishedAt), asc(papers.id))
    .limit(limit);
}

/** Published articles and issues, their downloads, and the distinct authors (by address, else name) who wrote them. */
export async function readStatistics(db: Db) {
  // The published papers' count and downloads, and one row per distinct author of a published
  // paper, are kept by the database (migrations 0019 and 0020): one read each, whatever the size.
  const [row] = await db
    .select({
      publishedArticles: publishedTotals.articles,
      downloads: sql<number>`${publishedTotals.downloads}::int`,
      publishedIssues: sql<number>`(select count(*)::int from ${journalIssues} where ${journalIssues.isPublished})`,
      authors: sql<number>`(select count(*)::int from ${publishedAuthorKeys})`,
    })
    .from(publishedTotals)
    .where(eq(publishedTotals.id, 1));
  return row!;
}

/** The first unpublished issue dated today or later (one the office has prepared). */
export async function findPreparedIssue(db: Db, today: string) {
  const [row] = await db
    .select({ title: journalIssues.title, volume: journalIssues.volume, issue: journalIssues.number, expectedDate: journalIssues.publicationDate })
    .from(journalIssues)
    .where(and(eq(journalIssues.isPublished, false), gte(journalIssues.publicationDate, today)))
    .orderBy(asc(journalIssues.publicationDate), asc(journalIssues.volume), asc(journalIssues.number))
    .limit(1);
  return row ?? null;
}

/** A published issue's own PDF, when the office uploaded one. */
export async function findPublishedIssuePdf(db: Db, issueId: number): Promise<{ sha256: string; mediaType: string } | null> {
  const [row] = await db
    .select({ sha256: storedFiles.sha256, mediaType: storedFiles.mediaType })
    .from(journalIssues)
    .innerJoin(storedFiles, eq(storedFiles.id, journalIssues.pdfFileId))
    .where(and(eq(journalIssues.id, issueId), eq(journalIssues.isPublished, true)))
    .limit(1);
  return row ?? null;
}
