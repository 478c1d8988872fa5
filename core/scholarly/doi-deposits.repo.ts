import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DoiListQuery, DoiRecordStatus } from '../../contract/scholarly/doi-manager.schema';
import type { Db } from '../../db/client';
import { doiDepositRecords, doiDeposits, journalIssues, papers } from '../../db/schema';
import { containsPattern } from '../../db/like';
import { visiblePapersWhere } from '../papers/paper-access.repo';

/** SQL of the DOI manager (decision 0057). */

/** The id of a paper's latest deposit record. */
const latestRecordId = sql`(select max(${doiDepositRecords.id}) from ${doiDepositRecords} where ${doiDepositRecords.paperId} = ${papers.id})`;

function listWhere(query: DoiListQuery): SQL {
  const parts: SQL[] = [visiblePapersWhere(null)];
  if (query.q) {
    const pattern = containsPattern(query.q);
    parts.push(or(ilike(papers.title, pattern), ilike(papers.doi, pattern))!);
  }
  if (query.state === 'no-doi') parts.push(isNull(papers.doi));
  if (query.state === 'not-deposited') parts.push(and(isNotNull(papers.doi), sql`${latestRecordId} is null`)!);
  if (query.state === 'pending' || query.state === 'success' || query.state === 'failure' || query.state === 'warning') {
    parts.push(sql`(select ${doiDepositRecords.status} from ${doiDepositRecords} where ${doiDepositRecords.id} = ${latestRecordId}) = ${query.state}`);
  }
  return and(...parts)!;
}

export async function listDoiPaperRows(db: Db, query: DoiListQuery) {
  const where = listWhere(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        paperId: papers.id,
        title: papers.title,
        doi: papers.doi,
        publishedAt: papers.publishedAt,
        issueId: journalIssues.id,
        issueVolume: journalIssues.volume,
        issueNumber: journalIssues.number,
        issuePublished: journalIssues.isPublished,
        depositId: doiDeposits.id,
        batchId: doiDeposits.batchId,
        submittedAt: doiDeposits.submittedAt,
        checkedAt: doiDeposits.checkedAt,
        status: doiDepositRecords.status,
        message: doiDepositRecords.message,
      })
      .from(papers)
      .leftJoin(journalIssues, eq(journalIssues.id, papers.issueId))
      .leftJoin(doiDepositRecords, eq(doiDepositRecords.id, latestRecordId))
      .leftJoin(doiDeposits, eq(doiDeposits.id, doiDepositRecords.depositId))
      .where(where)
      .orderBy(desc(papers.publishedAt), desc(papers.id))
      .offset((query.page - 1) * query.pageSize)
      .limit(query.pageSize),
    db.select({ n: count() }).from(papers).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Issues that hold published articles, newest first, with how many have a DOI. */
export function listDoiIssueRows(db: Db) {
  return db
    .select({
      id: journalIssues.id,
      volume: journalIssues.volume,
      number: journalIssues.number,
      year: journalIssues.year,
      title: journalIssues.title,
      isPublished: journalIssues.isPublished,
      publishedArticles: sql<number>`count(*)::int`,
      articlesWithDoi: sql<number>`count(${papers.doi})::int`,
    })
    .from(journalIssues)
    .innerJoin(papers, and(eq(papers.issueId, journalIssues.id), visiblePapersWhere(null)))
    .groupBy(journalIssues.id)
    .orderBy(desc(journalIssues.publicationDate), desc(journalIssues.volume), desc(journalIssues.number));
}

export interface NewDeposit {
  batchId: string;
  scope: 'paper' | 'issue';
  paperId: number | null;
  issueId: number | null;
  submittedById: number | null;
  submittedAt: Date;
  records: { paperId: number; doi: string }[];
}

export async function insertDeposit(db: Db, deposit: NewDeposit): Promise<number> {
  const [row] = await db
    .insert(doiDeposits)
    .values({ batchId: deposit.batchId, scope: deposit.scope, paperId: deposit.paperId, issueId: deposit.issueId, submittedById: deposit.submittedById, submittedAt: deposit.submittedAt })
    .returning({ id: doiDeposits.id });
  await db.insert(doiDepositRecords).values(deposit.records.map((record) => ({ depositId: row!.id, paperId: record.paperId, doi: record.doi, status: 'pending' as const, updatedAt: deposit.submittedAt })));
  return row!.id;
}

export async function findDepositRow(db: Db, id: number) {
  const [deposit] = await db
    .select({ id: doiDeposits.id, batchId: doiDeposits.batchId, submittedAt: doiDeposits.submittedAt, checkedAt: doiDeposits.checkedAt })
    .from(doiDeposits)
    .where(eq(doiDeposits.id, id))
    .limit(1);
  if (!deposit) return null;
  const records = await db
    .select({ paperId: doiDepositRecords.paperId, doi: doiDepositRecords.doi, status: doiDepositRecords.status, message: doiDepositRecords.message })
    .from(doiDepositRecords)
    .where(eq(doiDepositRecords.depositId, id))
    .orderBy(asc(doiDepositRecords.id));
  return { ...deposit, records };
}

/** Records Crossref's answers for a batch (matched by DOI, ignoring case) and when it was asked. */
export async function saveDepositResult(db: Db, depositId: number, results: { doi: string; status: Exclude<DoiRecordStatus, 'pending'>; message: string | null }[], at: Date): Promise<void> {
  for (const result of results) {
    await db
      .update(doiDepositRecords)
      .set({ status: result.status, message: result.message, updatedAt: at })
      .where(and(eq(doiDepositRecords.depositId, depositId), sql`lower(${doiDepositRecords.doi}) = ${result.doi.toLowerCase()}`));
  }
  await db.update(doiDeposits).set({ checkedAt: at }).where(eq(doiDeposits.id, depositId));
}

