import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { journalIssues, paperAuthors, paperEvents, papers, storedFiles } from '../../db/schema';
import { visiblePapersWhere } from '../papers/paper-access.repo';

/**
 * SQL of the scholarly record (decision 0057): one query for a paper or for all the papers of an
 * issue, authors folded in as JSON, so an issue of 500 articles is one round trip. Only papers the
 * public may see (the anonymous viewer's rule of decision 0035).
 */

const manuscript = alias(storedFiles, 'manuscript_file');

export interface ScholarlyAuthorRow {
  name: string;
  affiliation: string;
  orcid: string | null;
  email: string;
  isPrimaryContact: boolean;
}

export interface ScholarlyPaperRow {
  id: number;
  title: string;
  abstract: string;
  keywords: string[];
  category: string;
  articleType: string;
  pages: string | null;
  doi: string | null;
  fundingInfo: string | null;
  submittedAt: Date;
  publishedAt: Date | null;
  acceptedAt: string | null;
  hasPdf: boolean;
  issueId: number | null;
  issuePublished: boolean | null;
  issueVolume: number | null;
  issueNumber: number | null;
  issueYear: number | null;
  issueTitle: string | null;
  issuePublicationDate: string | null;
  authors: ScholarlyAuthorRow[] | null;
}

const columns = {
  id: papers.id,
  title: papers.title,
  abstract: papers.abstract,
  keywords: papers.keywords,
  category: papers.category,
  articleType: papers.articleType,
  pages: papers.pages,
  doi: papers.doi,
  fundingInfo: papers.fundingInfo,
  submittedAt: papers.submittedAt,
  publishedAt: papers.publishedAt,
  acceptedAt: sql<string | null>`(select min(${paperEvents.createdAt})::text from ${paperEvents} where ${paperEvents.paperId} = ${papers.id} and ${paperEvents.toStatus} = 'ACCEPTED')`,
  hasPdf: sql<boolean>`(${papers.galleyFileId} is not null or coalesce(${manuscript.mediaType} = 'application/pdf', false))`,
  issueId: papers.issueId,
  issuePublished: journalIssues.isPublished,
  issueVolume: journalIssues.volume,
  issueNumber: journalIssues.number,
  issueYear: journalIssues.year,
  issueTitle: journalIssues.title,
  issuePublicationDate: journalIssues.publicationDate,
  authors: sql<ScholarlyAuthorRow[] | null>`(select json_agg(json_build_object('name', ${paperAuthors.name}, 'affiliation', ${paperAuthors.affiliation}, 'orcid', ${paperAuthors.orcid}, 'email', ${paperAuthors.email}, 'isPrimaryContact', ${paperAuthors.isPrimaryContact}) order by ${paperAuthors.position}) from ${paperAuthors} where ${paperAuthors.paperId} = ${papers.id})`,
};

function selectPapers(db: Db) {
  return db
    .select(columns)
    .from(papers)
    .leftJoin(journalIssues, eq(journalIssues.id, papers.issueId))
    .leftJoin(manuscript, eq(manuscript.id, papers.manuscriptFileId));
}

/** A published paper, or null (missing and unpublished are the same). */
export async function findPublicPaperRow(db: Db, id: number): Promise<ScholarlyPaperRow | null> {
  const [row] = await selectPapers(db)
    .where(and(eq(papers.id, id), visiblePapersWhere(null)))
    .limit(1);
  return (row as ScholarlyPaperRow | undefined) ?? null;
}

/** Several published papers at once, in id order (harvesters: OAI-PMH's ListRecords); the others are left out. */
export async function listPublicPaperRows(db: Db, ids: number[]): Promise<ScholarlyPaperRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectPapers(db)
    .where(and(inArray(papers.id, ids), visiblePapersWhere(null)))
    .orderBy(asc(papers.id));
  return rows as ScholarlyPaperRow[];
}

/** The published papers of an issue in page order (as its table of contents), then by id. */
export async function listPublicPaperRowsOfIssue(db: Db, issueId: number): Promise<ScholarlyPaperRow[]> {
  const rows = await selectPapers(db)
    .where(and(eq(papers.issueId, issueId), visiblePapersWhere(null)))
    .orderBy(sql`nullif(substring(${papers.pages} from '^[0-9]{1,9}'), '')::int asc nulls last`, asc(papers.id));
  return rows as ScholarlyPaperRow[];
}

export interface ScholarlyIssueRow {
  id: number;
  volume: number;
  number: number;
  year: number;
  title: string;
  publicationDate: string;
  isPublished: boolean;
}

export async function findIssueRow(db: Db, id: number): Promise<ScholarlyIssueRow | null> {
  const [row] = await db
    .select({
      id: journalIssues.id,
      volume: journalIssues.volume,
      number: journalIssues.number,
      year: journalIssues.year,
      title: journalIssues.title,
      publicationDate: journalIssues.publicationDate,
      isPublished: journalIssues.isPublished,
    })
    .from(journalIssues)
    .where(eq(journalIssues.id, id))
    .limit(1);
  return row ?? null;
}
