import path from 'node:path';
import { eq } from 'drizzle-orm';
import { NO_EXTRAS } from '../../contract/invoices/invoice-amounts';
import { LocalFileStore } from '../../core/files/file-store';
import type { Db } from '../../db/client';
import { announcements, categories, editorialMembers, invoices, journalIssues, paperAuthors, papers, paperVersions, reviewAssignments, specialIssues, storedFiles, users } from '../../db/schema';

/**
 * Rows for API and database tests, written straight to the tables. Each helper fills what a
 * test does not care about with plausible values; pass only what the test is about.
 */
let sequence = 0;
const next = () => (sequence += 1);

export async function insertCategory(db: Db, name = 'Crop Science and Production'): Promise<string> {
  await db.insert(categories).values({ name }).onConflictDoNothing();
  return name;
}

export type IssueFixture = Partial<typeof journalIssues.$inferInsert>;

export async function insertIssue(db: Db, values: IssueFixture = {}) {
  const n = next();
  const [row] = await db
    .insert(journalIssues)
    .values({
      volume: 8,
      number: n,
      year: 2024,
      title: `Volume 8, Issue ${n}`,
      description: 'Research articles in agriculture and the life sciences.',
      publicationDate: '2024-03-15',
      isPublished: true,
      ...values,
    })
    .returning();
  return row!;
}

export interface AuthorFixture {
  name: string;
  email: string;
  affiliation?: string;
  orcid?: string | null;
  isPrimaryContact?: boolean;
}

export type PaperFixture = Partial<Omit<typeof papers.$inferInsert, 'authorNames'>> & { authors?: AuthorFixture[] };

/** A paper with its authors (the first is the primary contact unless told otherwise). */
export async function insertPaper(db: Db, values: PaperFixture = {}) {
  const n = next();
  const { authors: authorList, ...paperValues } = values;
  const authors = authorList ?? [{ name: `Author ${n}`, email: `author${n}@example.org`, affiliation: 'University of Ibadan' }];
  const category = await insertCategory(db, paperValues.category ?? 'Crop Science and Production');
  const status = paperValues.status ?? 'PUBLISHED';
  const [paper] = await db
    .insert(papers)
    .values({
      title: `Paper ${n} on cassava drought tolerance`,
      abstract: 'An abstract describing field trials and their results.',
      keywords: ['cassava', 'drought'],
      status,
      publishedAt: status === 'PUBLISHED' ? new Date('2024-03-15T00:00:00Z') : null,
      ...paperValues,
      category,
      authorNames: authors.map((a) => a.name).join(', '),
    })
    .returning();
  const primary = authors.some((a) => a.isPrimaryContact) ? -1 : 0;
  await db.insert(paperAuthors).values(
    authors.map((author, index) => ({
      paperId: paper!.id,
      position: index + 1,
      name: author.name,
      email: author.email,
      affiliation: author.affiliation ?? 'University of Ibadan',
      orcid: author.orcid ?? null,
      isPrimaryContact: author.isPrimaryContact ?? index === primary,
    })),
  );
  // Every paper has its submitted version on record, as the submission service writes it.
  await db.insert(paperVersions).values({
    paperId: paper!.id,
    version: paper!.currentVersion,
    manuscriptFileId: paper!.manuscriptFileId,
    metadata: { title: paper!.title },
    submittedById: paper!.submitterId,
    createdAt: paper!.submittedAt,
  });
  return paper!;
}

export async function insertSpecialIssue(db: Db, values: Partial<typeof specialIssues.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(specialIssues)
    .values({ title: `Special issue ${n}`, description: 'A themed collection.', status: 'open', deadline: '2027-06-30', guestEditors: ['Dr. A. Guest'], maxArticles: 10, ...values })
    .returning();
  return row!;
}

export async function insertAnnouncement(db: Db, values: Partial<typeof announcements.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(announcements)
    .values({ title: `Announcement ${n}`, content: 'News from the editorial office.', author: 'Editorial Office', ...values })
    .returning();
  return row!;
}

export async function insertEditorialMember(db: Db, values: Partial<typeof editorialMembers.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(editorialMembers)
    .values({ name: `Prof. Member ${n}`, title: 'Professor', position: 'Board Member', affiliation: 'University of Ibadan', email: `member${n}@example.org`, ...values })
    .returning();
  return row!;
}

/**
 * A manuscript file: the bytes in the test app's file store (dataDir/files, as the server's
 * ctx.files) and its stored_files row. Returns the row id for papers.manuscriptFileId.
 */
export async function storeManuscriptFile(db: Db, dataDir: string, bytes: Uint8Array, mediaType = 'application/pdf', originalName = 'manuscript.pdf'): Promise<number> {
  const { sha256, sizeBytes } = await new LocalFileStore(path.join(dataDir, 'files')).putBytes(bytes);
  const [row] = await db.insert(storedFiles).values({ sha256, sizeBytes, mediaType, originalName }).returning({ id: storedFiles.id });
  return row!.id;
}

/** The id of the account with this email (createUser returns only the email). */
export async function userIdByEmail(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  if (!row) throw new Error(`no account ${email}`);
  return row.id;
}

/** A reviewer's assignment to a paper; COMPLETED with comments to the author unless told otherwise. */
export async function insertReviewAssignment(db: Db, values: { paperId: number; reviewerId: number } & Partial<typeof reviewAssignments.$inferInsert>) {
  const [row] = await db
    .insert(reviewAssignments)
    .values({ status: 'COMPLETED', recommendation: 'MINOR_REVISION', commentsToAuthor: 'Please clarify the sampling design.', submittedAt: new Date('2024-02-01T00:00:00Z'), ...values })
    .returning();
  return row!;
}

/**
 * A paid invoice for an ACCEPTED paper inserted directly (decision 0048: publishing waits for its
 * invoice to be paid or waived), for tests about what follows the payment.
 */
export async function insertPaidInvoice(db: Db, paperId: number, paidOn = '2026-01-15') {
  const at = new Date(`${paidOn}T00:00:00Z`);
  await db.insert(invoices).values({
    number: `INV-2099-${String(paperId).padStart(4, '0')}`,
    year: 2099,
    sequence: paperId,
    paperId,
    paperTitle: `Paper ${paperId}`,
    billedToName: 'Amina Bello',
    billedToEmail: 'amina.bello@example.org',
    articleType: 'original-research',
    feeTier: 'standard',
    extras: NO_EXTRAS,
    lines: [],
    subtotalCents: 20_000,
    discountCents: 0,
    totalCents: 20_000,
    state: 'paid',
    issuedAt: at,
    dueAt: at,
    paymentMethod: 'bank-transfer',
    paymentReference: `TEST-${paperId}`,
    paymentDate: paidOn,
    paymentRecordedAt: at,
  });
}
