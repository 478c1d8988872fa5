import { and, countDistinct, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { PUBLIC_PAPER_STATUS } from '../../contract/papers/paper-status';
import type { Db } from '../../db/client';
import { journalIssues, papers, publishedTotals, usageEvents, usageSessionSalts, usageTotals } from '../../db/schema';

/** SQL of usage statistics (decision 0059); the only file of core/usage that touches Drizzle. */

/**
 * A view of a published paper's page: one insert, written only while the paper is PUBLISHED (its
 * authors and editors reading unpublished work are not reader usage). True when it was written.
 */
export async function insertView(db: Db, paperId: number, at: Date, sessionId: string): Promise<boolean> {
  const result = await db.execute(
    sql`insert into ${usageEvents} (paper_id, kind, at, session_id) select ${papers.id}, 'view', ${at.toISOString()}::timestamptz, ${sessionId} from ${papers} where ${papers.id} = ${paperId} and ${papers.status} = ${PUBLIC_PAPER_STATUS} returning id`,
  );
  // pg and PGlite both answer the returned rows as `rows`.
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** A download; the usage_events triggers count it in papers.download_count and the journal's totals (migration 0018). */
export async function insertDownload(db: Db, paperId: number, at: Date, sessionId: string): Promise<void> {
  await db.insert(usageEvents).values({ paperId, kind: 'download', at, sessionId });
}

/** Many events at once (the demo's past usage, bulk seeding); the triggers count them. */
export async function insertEvents(db: Db, events: { paperId: number; kind: 'view' | 'download'; at: Date; sessionId: string }[]): Promise<void> {
  for (let start = 0; start < events.length; start += 2_000) await db.insert(usageEvents).values(events.slice(start, start + 2_000));
}

/** Every counter made again from the events (past usage brought in over papers that had counts of their own; a repair). */
export async function recountUsage(db: Db): Promise<void> {
  await db.update(papers).set({
    viewCount: sql`(select count(*)::int from ${usageEvents} where ${usageEvents.paperId} = ${papers.id} and ${usageEvents.kind} = 'view')`,
    downloadCount: sql`(select count(*)::int from ${usageEvents} where ${usageEvents.paperId} = ${papers.id} and ${usageEvents.kind} = 'download')`,
  });
  await db.update(usageTotals).set({
    views: sql`(select count(*) from ${usageEvents} where ${usageEvents.kind} = 'view')`,
    downloads: sql`(select count(*) from ${usageEvents} where ${usageEvents.kind} = 'download')`,
  });
}

/** The day's salt: the first instance to ask makes it; older days' salts are deleted (their hashes can no longer be made). */
export async function daySalt(db: Db, day: string, candidate: string, keepFrom: string): Promise<string> {
  await db.insert(usageSessionSalts).values({ day, salt: candidate }).onConflictDoNothing();
  await db.delete(usageSessionSalts).where(lt(usageSessionSalts.day, keepFrom));
  const [row] = await db.select({ salt: usageSessionSalts.salt }).from(usageSessionSalts).where(eq(usageSessionSalts.day, day));
  return row!.salt;
}

/** A paper's counted page views (the paper page and GET /api/papers/{id} read papers.view_count with the paper row). */
export async function countViews(db: Db, paperId: number): Promise<number> {
  const [row] = await db.select({ n: papers.viewCount }).from(papers).where(eq(papers.id, paperId));
  return row?.n ?? 0;
}

/** Published articles, and every counted view and download, for the home page's figures. */
export async function totalUsage(db: Db): Promise<{ articles: number; views: number; downloads: number }> {
  const [totals] = await db.select({ views: usageTotals.views, downloads: usageTotals.downloads }).from(usageTotals).where(eq(usageTotals.id, 1));
  // Kept by the database with every change to papers (migration 0020), not counted per render.
  const [published] = await db.select({ n: publishedTotals.articles }).from(publishedTotals).where(eq(publishedTotals.id, 1));
  return { articles: published?.n ?? 0, views: totals?.views ?? 0, downloads: totals?.downloads ?? 0 };
}

/** An event with no session (recorded before the COUNTER rules) is a session of its own. */
const session = sql`coalesce(${usageEvents.sessionId}, 'event:' || ${usageEvents.id})`;
const month = sql<string>`to_char(${usageEvents.at} at time zone 'UTC', 'YYYY-MM')`;

/**
 * The four item metrics per paper and month in [from, to). A session id is a day's, so distinct
 * sessions in a month are COUNTER's unique (session, item, day) for that item.
 */
export async function monthlyItemFigures(db: Db, from: Date, to: Date) {
  return db
    .select({
      paperId: usageEvents.paperId,
      month,
      Total_Item_Investigations: sql<number>`count(*)::int`,
      Unique_Item_Investigations: sql<number>`count(distinct ${session})::int`,
      Total_Item_Requests: sql<number>`(count(*) filter (where ${usageEvents.kind} = 'download'))::int`,
      Unique_Item_Requests: sql<number>`(count(distinct ${session}) filter (where ${usageEvents.kind} = 'download'))::int`,
    })
    .from(usageEvents)
    .where(and(gte(usageEvents.at, from), lt(usageEvents.at, to)))
    .groupBy(usageEvents.paperId, month);
}

/**
 * The journal as one title, per month and year of publication (the TR's YOP; PR sums them): the item
 * metrics, and the unique title metrics (sessions that investigated or requested any of its articles).
 */
export async function monthlyTitleFigures(db: Db, from: Date, to: Date) {
  const yop = sql<number | null>`extract(year from ${papers.publishedAt} at time zone 'UTC')::int`;
  return db
    .select({
      yop,
      month,
      Total_Item_Investigations: sql<number>`count(*)::int`,
      Total_Item_Requests: sql<number>`(count(*) filter (where ${usageEvents.kind} = 'download'))::int`,
      Unique_Item_Investigations: sql<number>`count(distinct (${usageEvents.paperId}, ${session}))::int`,
      Unique_Item_Requests: sql<number>`(count(distinct (${usageEvents.paperId}, ${session})) filter (where ${usageEvents.kind} = 'download'))::int`,
      Unique_Title_Investigations: countDistinct(session).mapWith(Number),
      Unique_Title_Requests: sql<number>`(count(distinct ${session}) filter (where ${usageEvents.kind} = 'download'))::int`,
    })
    .from(usageEvents)
    .innerJoin(papers, eq(papers.id, usageEvents.paperId))
    .where(and(gte(usageEvents.at, from), lt(usageEvents.at, to)))
    .groupBy(yop, month);
}

/** The journal's unique title metrics per month, all years of publication together (the PR). */
export async function monthlyPlatformTitleFigures(db: Db, from: Date, to: Date) {
  return db
    .select({
      month,
      Unique_Title_Investigations: countDistinct(session).mapWith(Number),
      Unique_Title_Requests: sql<number>`(count(distinct ${session}) filter (where ${usageEvents.kind} = 'download'))::int`,
    })
    .from(usageEvents)
    .where(and(gte(usageEvents.at, from), lt(usageEvents.at, to)))
    .groupBy(month);
}

/** Titles and issues of the papers a report names. */
export async function papersWithIssues(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: papers.id, title: papers.title, issueId: journalIssues.id, volume: journalIssues.volume, number: journalIssues.number, year: journalIssues.year })
    .from(papers)
    .leftJoin(journalIssues, eq(journalIssues.id, papers.issueId))
    .where(inArray(papers.id, ids));
}

/** The published papers and when they came out (usage brought in from elsewhere starts there). */
export async function listPublishedForUsage(db: Db) {
  return db
    .select({ id: papers.id, publishedAt: papers.publishedAt })
    .from(papers)
    .where(eq(papers.status, PUBLIC_PAPER_STATUS));
}
