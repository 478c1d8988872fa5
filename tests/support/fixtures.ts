import type { Db } from '../../db/client';
import { announcements, categories, editorialMembers, journalIssues, paperAuthors, papers, specialIssues } from '../../db/schema';

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
