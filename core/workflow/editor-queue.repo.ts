import { and, asc, desc, eq, ilike, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SubmissionsQuery } from '../../contract/editor-desk/editor-desk.schema';
import type { PaperViewer } from '../../contract/papers/workflow/paper-relations';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { appeals, papers, reviewAssignments, specialIssues, users } from '../../db/schema';
import { visiblePapersWhere } from '../papers/paper-access.repo';

/**
 * SQL of the editors' submissions table (issue 13): one query for the page (with its total), then
 * one per kind of detail for the whole page — never a query per row.
 */

const handler = alias(users, 'handler');

function where(query: SubmissionsQuery, viewer: PaperViewer): SQL {
  const conditions: SQL[] = [visiblePapersWhere(viewer)];
  if (query.status) conditions.push(eq(papers.status, query.status));
  if (query.category) conditions.push(eq(papers.category, query.category));
  if (query.mine) conditions.push(eq(papers.handlingEditorId, viewer.id));
  if (query.q) conditions.push(or(ilike(papers.title, containsPattern(query.q)), ilike(papers.authorNames, containsPattern(query.q)))!);
  return and(...conditions)!;
}

function orderBy(query: SubmissionsQuery): SQL[] {
  const dir = query.order === 'asc' ? asc : desc;
  switch (query.sort) {
    case 'updated':
      return [dir(papers.updatedAt), dir(papers.id)];
    case 'title':
      return [dir(sql`lower(${papers.title})`), dir(papers.id)];
    case 'status':
      return [dir(papers.status), desc(papers.submittedAt), desc(papers.id)];
    case 'submitted':
      return [dir(papers.submittedAt), dir(papers.id)];
  }
}

/**
 * The page and the number of matching papers, as two queries side by side: the page's query stops
 * after its rows (an index gives the order), where a count over the page's query (a window) would
 * join and sort every matching paper first.
 */
export async function listSubmissionPage(db: Db, query: SubmissionsQuery, viewer: PaperViewer) {
  const condition = where(query, viewer);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: papers.id,
        title: papers.title,
        authorNames: papers.authorNames,
        category: papers.category,
        status: papers.status,
        submitterId: papers.submitterId,
        submittedAt: papers.submittedAt,
        updatedAt: papers.updatedAt,
        version: papers.currentVersion,
        round: papers.reviewRound,
        specialIssue: specialIssues.title,
        handlingEditorId: papers.handlingEditorId,
        handlerFirstName: handler.firstName,
        handlerLastName: handler.lastName,
      })
      .from(papers)
      .leftJoin(specialIssues, eq(specialIssues.id, papers.specialIssueId))
      .leftJoin(handler, eq(handler.id, papers.handlingEditorId))
      .where(condition)
      .orderBy(...orderBy(query))
      .offset((query.page - 1) * query.pageSize)
      .limit(query.pageSize),
    countSubmissions(db, condition),
  ]);
  return { rows, total };
}

async function countSubmissions(db: Db, condition: SQL): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(papers).where(condition);
  return row?.n ?? 0;
}

/**
 * Counts for the dashboard's charts and cards. Each is its own query on the rows it needs (an
 * index finds them), not a pass over every paper the journal ever had: the overdue ones among
 * SUBMITTED and UNDER_REVIEW, the open appeals, the papers the viewer handles; only the two
 * breakdowns read every visible paper (an index-only scan of the status or category index).
 */
export async function submissionStats(db: Db, viewer: PaperViewer, now: Date, limits: { screeningMs: number; followUpMs: number }) {
  const visible = visiblePapersWhere(viewer);
  const screeningBefore = new Date(now.getTime() - limits.screeningMs);
  const followUpBefore = new Date(now.getTime() - limits.followUpMs);
  const count = sql<number>`count(*)`.mapWith(Number);
  // In WHERE, Drizzle names the outer table's columns in full ("papers"."id"); in a select list of
  // one table it would not, and inside the subquery "id" would be the assignment's own.
  const reviewOverdue = and(
    eq(papers.status, 'UNDER_REVIEW'),
    sql`exists (select 1 from ${reviewAssignments} ra where ra.paper_id = ${papers.id} and ra.round = ${papers.reviewRound} and ra.status in ('INVITED', 'ACCEPTED') and (ra.due_at < ${now.toISOString()} or ra.assigned_at < ${followUpBefore.toISOString()}))`,
  )!;
  const [byStatus, byCategory, [overdue], [openAppeals], [mine]] = await Promise.all([
    db.select({ status: papers.status, count }).from(papers).where(visible).groupBy(papers.status),
    db.select({ category: papers.category, count }).from(papers).where(visible).groupBy(papers.category).orderBy(desc(count), asc(papers.category)),
    db
      .select({ n: count })
      .from(papers)
      .where(and(visible, or(and(eq(papers.status, 'SUBMITTED'), lt(papers.submittedAt, screeningBefore)), reviewOverdue))),
    db
      .select({ n: sql<number>`count(distinct ${appeals.paperId})`.mapWith(Number) })
      .from(appeals)
      .innerJoin(papers, eq(papers.id, appeals.paperId))
      .where(and(eq(appeals.status, 'open'), visible)),
    db
      .select({ n: count })
      .from(papers)
      .where(and(visible, eq(papers.handlingEditorId, viewer.id), notInArray(papers.status, ['PUBLISHED', 'WITHDRAWN', 'REJECTED']))),
  ]);
  const total = byStatus.reduce((sum, row) => sum + row.count, 0);
  return { byStatus, byCategory, overdue: overdue?.n ?? 0, openAppeals: openAppeals?.n ?? 0, mine: mine?.n ?? 0, total };
}

/** Editors and admins, with the open papers each handles. */
export async function listEditorsWithLoad(db: Db) {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      // "users"."id" in full: in a select list of one table Drizzle would write "id", which inside
      // the subquery is the paper's own.
      handling: sql<number>`(select count(*) from ${papers} p where p.handling_editor_id = "users"."id" and p.status not in ('PUBLISHED', 'WITHDRAWN', 'REJECTED'))`.mapWith(Number),
    })
    .from(users)
    .where(inArray(users.role, ['EDITOR', 'ADMIN']))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`, role: row.role as 'EDITOR' | 'ADMIN', handling: row.handling }));
}
