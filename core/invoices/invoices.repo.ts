import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { InvoiceState } from '../../contract/invoices/invoice.schema';
import type { Db } from '../../db/client';
import { invoiceCounters, invoices, paperAuthors, papers, users, waiverRequests } from '../../db/schema';

/** SQL of publication-fee invoices and waiver requests (issue 15; decision 0048). */

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;
export type WaiverRequestRow = typeof waiverRequests.$inferSelect;

/** The next number of the year, taken with one upsert: the row lock makes two acceptances wait, never share. */
export async function takeInvoiceSequence(db: Db, year: number): Promise<number> {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  return row!.last;
}

export async function insertInvoice(db: Db, invoice: NewInvoiceRow): Promise<InvoiceRow> {
  const [row] = await db.insert(invoices).values(invoice).returning();
  return row!;
}

export async function findInvoiceOfPaper(db: Db, paperId: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.paperId, paperId)).limit(1);
  return row ?? null;
}

export async function findInvoice(db: Db, id: number, options: { lock: boolean }): Promise<InvoiceRow | null> {
  const query = db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateInvoice(db: Db, id: number, changes: Partial<NewInvoiceRow>): Promise<InvoiceRow> {
  const [row] = await db.update(invoices).set(changes).where(eq(invoices.id, id)).returning();
  return row!;
}

/** What the workflow policy needs of each paper's invoice (its number and state). */
export async function listInvoiceStates(db: Db, paperIds: number[]): Promise<{ paperId: number; number: string; state: InvoiceState }[]> {
  if (paperIds.length === 0) return [];
  const rows = await db.select({ paperId: invoices.paperId, number: invoices.number, state: invoices.state }).from(invoices).where(inArray(invoices.paperId, paperIds));
  return rows.filter((row): row is { paperId: number; number: string; state: InvoiceState } => row.paperId !== null);
}

export async function listInvoices(db: Db) {
  return db.select().from(invoices).orderBy(desc(invoices.issuedAt), desc(invoices.id)).limit(500);
}

/** The paper as an invoice needs it: type, rate, title, and who pays (the submitting account, else the primary contact). */
export async function findPaperForInvoice(db: Db, paperId: number) {
  const [paper] = await db
    .select({
      id: papers.id,
      title: papers.title,
      status: papers.status,
      articleType: papers.articleType,
      feeTier: papers.feeTier,
      submitterId: papers.submitterId,
      submitterFirstName: users.firstName,
      submitterLastName: users.lastName,
      submitterEmail: users.email,
      submitterInstitution: users.institution,
      specialIssueId: papers.specialIssueId,
    })
    .from(papers)
    .leftJoin(users, eq(users.id, papers.submitterId))
    .where(eq(papers.id, paperId))
    .limit(1);
  if (!paper) return null;
  const authors = await db
    .select({ name: paperAuthors.name, email: paperAuthors.email, affiliation: paperAuthors.affiliation, isPrimaryContact: paperAuthors.isPrimaryContact })
    .from(paperAuthors)
    .where(eq(paperAuthors.paperId, paperId))
    .orderBy(asc(paperAuthors.position));
  return { ...paper, authors };
}

/** ACCEPTED papers that have no invoice: those accepted before invoices existed (decision 0048). */
export async function listAcceptedPapersWithoutInvoice(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: papers.id })
    .from(papers)
    .leftJoin(invoices, eq(invoices.paperId, papers.id))
    .where(and(eq(papers.status, 'ACCEPTED'), isNull(invoices.id)))
    .orderBy(asc(papers.id));
  return rows.map((row) => row.id);
}

/**
 * Locks an accepted paper for the invoice backfill; false when another transaction holds it (an
 * acceptance issuing its invoice, or another instance's backfill at start-up), which then issues it.
 */
export async function claimPaperForInvoiceBackfill(tx: Db, paperId: number): Promise<boolean> {
  const rows = await tx.select({ id: papers.id }).from(papers).where(eq(papers.id, paperId)).for('update', { skipLocked: true });
  return rows.length > 0;
}

export async function insertWaiverRequest(db: Db, request: typeof waiverRequests.$inferInsert): Promise<WaiverRequestRow> {
  const [row] = await db.insert(waiverRequests).values(request).returning();
  return row!;
}

export async function listWaiverRequestsOfPaper(db: Db, paperId: number): Promise<WaiverRequestRow[]> {
  return db.select().from(waiverRequests).where(eq(waiverRequests.paperId, paperId)).orderBy(asc(waiverRequests.requestedAt), asc(waiverRequests.id));
}

export async function findWaiverRequest(db: Db, id: number, options: { lock: boolean }): Promise<WaiverRequestRow | null> {
  const query = db.select().from(waiverRequests).where(eq(waiverRequests.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findGrantedWaiver(db: Db, paperId: number): Promise<WaiverRequestRow | null> {
  const [row] = await db
    .select()
    .from(waiverRequests)
    .where(and(eq(waiverRequests.paperId, paperId), eq(waiverRequests.state, 'granted')))
    .orderBy(desc(waiverRequests.decidedAt))
    .limit(1);
  return row ?? null;
}

export async function updateWaiverRequest(db: Db, id: number, changes: Partial<typeof waiverRequests.$inferInsert>): Promise<WaiverRequestRow> {
  const [row] = await db.update(waiverRequests).set(changes).where(eq(waiverRequests.id, id)).returning();
  return row!;
}

export async function listWaiverRequests(db: Db) {
  return db
    .select({ request: waiverRequests, paperTitle: papers.title })
    .from(waiverRequests)
    .innerJoin(papers, eq(papers.id, waiverRequests.paperId))
    .orderBy(asc(sql`case when ${waiverRequests.state} = 'pending' then 0 else 1 end`), desc(waiverRequests.requestedAt))
    .limit(500);
}

export async function countPendingWaiverRequests(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(waiverRequests).where(eq(waiverRequests.state, 'pending'));
  return row?.n ?? 0;
}

/** Every invoice's amounts and dates, for the report (a journal issues a few hundred a year). */
export async function listInvoiceFigures(db: Db) {
  return db
    .select({ state: invoices.state, totalCents: invoices.totalCents, waivedCents: invoices.waivedCents, issuedAt: invoices.issuedAt, dueAt: invoices.dueAt, paymentDate: invoices.paymentDate, waivedAt: invoices.waivedAt })
    .from(invoices);
}

export async function listInvoicesOfPapers(db: Db, paperIds: number[]): Promise<InvoiceRow[]> {
  if (paperIds.length === 0) return [];
  return db.select().from(invoices).where(inArray(invoices.paperId, paperIds));
}

export async function listWaiverRequestsOfPapers(db: Db, paperIds: number[]): Promise<WaiverRequestRow[]> {
  if (paperIds.length === 0) return [];
  return db.select().from(waiverRequests).where(inArray(waiverRequests.paperId, paperIds)).orderBy(asc(waiverRequests.requestedAt), asc(waiverRequests.id));
}
