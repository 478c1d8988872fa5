import { and, eq, gt, inArray, max, sql } from 'drizzle-orm';
import { OPEN_ASSIGNMENT_STATUSES } from '../../contract/papers/workflow/paper-relations';
import type { Db } from '../../db/client';
import {
  announcements,
  categories,
  editorialDecisions,
  editorialMembers,
  journalIssues,
  mailOutbox,
  paperAuthors,
  paperEvents,
  papers,
  paperVersions,
  reviewAssignments,
  settings,
  specialIssues,
  storedFiles,
  users,
} from '../../db/schema';

/** Writes of the demo and bulk seeds: plain multi-row inserts, no rules. */

export type NewIssueRow = typeof journalIssues.$inferInsert;
export type NewSpecialIssueRow = typeof specialIssues.$inferInsert;
export type NewStoredFileRow = typeof storedFiles.$inferInsert;
export type NewPaperRow = typeof papers.$inferInsert;
export type NewPaperAuthorRow = typeof paperAuthors.$inferInsert;
export type NewPaperVersionRow = typeof paperVersions.$inferInsert;
export type NewPaperEventRow = typeof paperEvents.$inferInsert;
export type NewReviewAssignmentRow = typeof reviewAssignments.$inferInsert;
export type NewAnnouncementRow = typeof announcements.$inferInsert;
export type NewEditorialMemberRow = typeof editorialMembers.$inferInsert;

/** The demo accounts by lower-cased address, as the services' actors need them. */
export async function usersByEmail(db: Db, emails: string[]) {
  const rows = await db
    .select({ id: users.id, role: users.role, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails.map((e) => e.toLowerCase())));
  return new Map(rows.map((row) => [row.email.toLowerCase(), row]));
}

export async function insertCategories(db: Db, names: readonly string[]): Promise<void> {
  await db
    .insert(categories)
    .values(names.map((name, index) => ({ name, displayOrder: index + 1 })))
    .onConflictDoNothing();
}

export async function listCategoryNames(db: Db): Promise<string[]> {
  const rows = await db.select({ name: categories.name }).from(categories);
  return rows.map((row) => row.name);
}

/** Inserts a setting unless an admin has already set it. */
export async function insertSettingIfMissing(db: Db, key: string, value: unknown): Promise<void> {
  await db.insert(settings).values({ key, value }).onConflictDoNothing();
}

export async function insertIssues(db: Db, rows: NewIssueRow[]) {
  return db.insert(journalIssues).values(rows).returning({ id: journalIssues.id, volume: journalIssues.volume, number: journalIssues.number });
}

/** The highest volume number so far (0 with none), so generated volumes follow the real ones. */
export async function maxIssueVolume(db: Db): Promise<number> {
  const [row] = await db.select({ volume: sql<number>`coalesce(max(${journalIssues.volume}), 0)`.mapWith(Number) }).from(journalIssues);
  return row?.volume ?? 0;
}

export async function insertSpecialIssues(db: Db, rows: NewSpecialIssueRow[]) {
  return db.insert(specialIssues).values(rows).returning({ id: specialIssues.id, title: specialIssues.title });
}

export async function setSpecialIssueStatus(db: Db, id: number, status: NewSpecialIssueRow['status']): Promise<void> {
  await db.update(specialIssues).set({ status }).where(eq(specialIssues.id, id));
}

export async function insertStoredFiles(db: Db, rows: NewStoredFileRow[]) {
  if (rows.length === 0) return [];
  return db.insert(storedFiles).values(rows).returning({ id: storedFiles.id, sha256: storedFiles.sha256, originalName: storedFiles.originalName });
}

export async function insertPapers(db: Db, rows: NewPaperRow[]) {
  if (rows.length === 0) return [];
  return db.insert(papers).values(rows).returning({ id: papers.id, title: papers.title });
}

export async function insertPaperAuthors(db: Db, rows: NewPaperAuthorRow[]): Promise<void> {
  if (rows.length) await db.insert(paperAuthors).values(rows);
}

export async function insertPaperVersions(db: Db, rows: NewPaperVersionRow[]): Promise<void> {
  if (rows.length) await db.insert(paperVersions).values(rows);
}

export async function insertPaperEvents(db: Db, rows: NewPaperEventRow[]): Promise<void> {
  if (rows.length) await db.insert(paperEvents).values(rows);
}

export type NewDecisionRow = typeof editorialDecisions.$inferInsert;

export async function insertDecisions(db: Db, rows: NewDecisionRow[]): Promise<void> {
  if (rows.length) await db.insert(editorialDecisions).values(rows);
}

export async function insertReviewAssignments(db: Db, rows: NewReviewAssignmentRow[]): Promise<void> {
  if (rows.length) await db.insert(reviewAssignments).values(rows);
}

export async function insertAnnouncements(db: Db, rows: NewAnnouncementRow[]) {
  return db.insert(announcements).values(rows).returning({ id: announcements.id, title: announcements.title });
}

export async function setAnnouncementAttachments(db: Db, id: number, attachments: NewAnnouncementRow['attachments']): Promise<void> {
  await db.update(announcements).set({ attachments }).where(eq(announcements.id, id));
}

export async function insertEditorialMembers(db: Db, rows: NewEditorialMemberRow[]): Promise<void> {
  await db.insert(editorialMembers).values(rows);
}

/** The reviewer's assignment of the paper's current round still waiting for a report (their workspace's row). */
export async function findOpenAssignment(db: Db, paperId: number, reviewerId: number): Promise<{ id: number; status: string } | null> {
  const [row] = await db
    .select({ id: reviewAssignments.id, status: reviewAssignments.status })
    .from(reviewAssignments)
    .innerJoin(papers, eq(papers.id, reviewAssignments.paperId))
    .where(
      and(
        eq(reviewAssignments.paperId, paperId),
        eq(reviewAssignments.reviewerId, reviewerId),
        eq(reviewAssignments.round, papers.reviewRound),
        inArray(reviewAssignments.status, [...OPEN_ASSIGNMENT_STATUSES]),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The newest outbox row's id (0 when empty): mail queued after it is the seed's. */
export async function lastMailId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(mailOutbox.id) }).from(mailOutbox);
  return row?.id ?? 0;
}

/** The seed's mail counts as sent when it was written: it is the journal's past, not news to send now. */
export async function markMailSentWhenQueued(db: Db, afterId: number): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`${mailOutbox.createdAt}`, attempts: 1 })
    .where(and(gt(mailOutbox.id, afterId), eq(mailOutbox.status, 'pending')))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** Multi-row insert for the bulk generator; ids come back in the order of the rows. */
export async function insertPaperIds(db: Db, rows: NewPaperRow[]): Promise<number[]> {
  const inserted = await db.insert(papers).values(rows).returning({ id: papers.id });
  return inserted.map((row) => row.id);
}

/** Fresh planner statistics after a large load, so that search plans fit the new size. */
export async function analyzePaperTables(db: Db): Promise<void> {
  await db.execute(sql`analyze papers`);
  await db.execute(sql`analyze paper_authors`);
  // The readers' search counts its matches from the index and the visibility map (decision 0065);
  // autovacuum would set the map later on a server, and PGlite has none.
  await db.execute(sql`vacuum analyze paper_search`);
  // A one-word search reads its page from this index alone (decision 0068).
  await db.execute(sql`vacuum analyze paper_search_terms`);
  await db.execute(sql`vacuum analyze paper_search_lexemes`);
}

export type NewUserRow = typeof users.$inferInsert;

/** Accounts of the bulk generators: those whose address is already taken are left as they are. */
export async function insertUsersIfMissing(db: Db, rows: NewUserRow[]): Promise<void> {
  if (rows.length) await db.insert(users).values(rows).onConflictDoNothing();
}

/** The ids of the accounts with this role, oldest first. */
export async function listUserIdsByRole(db: Db, role: NewUserRow['role']): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, role!))
    .orderBy(users.id);
  return rows.map((row) => row.id);
}

/** Fresh planner statistics for the tables of the editors' queue after a large load. */
export async function analyzeWorkflowTables(db: Db): Promise<void> {
  for (const table of ['papers', 'paper_authors', 'paper_versions', 'paper_events', 'review_assignments', 'editorial_decisions', 'users']) {
    await db.execute(sql.raw(`analyze ${table}`));
  }
}

/** These accounts, in the order of `ids` (missing ones left out). */
export async function usersById(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, ids));
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

/** Published papers with the time of their acceptance, oldest acceptance first (the invoices follow them; decision 0048). */
export async function listPublishedWithAcceptance(db: Db) {
  return db
    .select({ id: papers.id, title: papers.title, publishedAt: papers.publishedAt, acceptedAt: editorialDecisions.createdAt, category: papers.category })
    .from(papers)
    .innerJoin(editorialDecisions, and(eq(editorialDecisions.paperId, papers.id), eq(editorialDecisions.decision, 'accept')))
    .where(eq(papers.status, 'PUBLISHED'))
    .orderBy(editorialDecisions.createdAt, papers.id);
}

/** The time of the latest mail the seed wrote (0 when none): later steps come after it. */
export async function lastMailTime(db: Db): Promise<number> {
  const [row] = await db.select({ at: max(mailOutbox.createdAt) }).from(mailOutbox);
  return row?.at ? new Date(row.at).getTime() : 0;
}
