import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { paperAuthors, papers } from '../../db/schema';
import { insertPaper } from '../../tests/support/fixtures';
import { openTestDatabase } from '../../tests/support/test-database';
import { readStatistics } from './publications.repo';

/**
 * Migration 0019: the database keeps the distinct authors of the published papers, whatever writes
 * the papers and their authors. After each change, the statistics' count equals the count taken
 * the slow way (every author of every published paper), and the kept rows say how many papers.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function countedTheSlowWay(): Promise<number> {
  const result = await database.db.execute(
    sql`select count(distinct lower(coalesce(nullif(a.email, ''), a.name)))::int as n from paper_authors a join papers p on p.id = a.paper_id where p.status = 'PUBLISHED'`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}
async function papersOf(key: string): Promise<number | null> {
  const result = await database.db.execute(sql`select papers from published_author_keys where author_key = ${key}`);
  return (result as unknown as { rows: { papers: number }[] }).rows[0]?.papers ?? null;
}
async function expectInStep() {
  const { authors } = await readStatistics(database.db);
  expect(authors).toBe(await countedTheSlowWay());
  return authors;
}

const amina = { name: 'Amina Bello', email: 'Amina.Bello@example.org', affiliation: 'Ahmadu Bello University' };
const chidi = { name: 'Chidi Okafor', email: 'chidi@example.org', affiliation: 'University of Nigeria' };
/** No address: counted by name. */
const ngozi = { name: 'Ngozi Eze', email: '', affiliation: 'University of Ibadan' };

describe('the published authors the database keeps', () => {
  let first: number;
  let second: number;
  let draft: number;

  it('counts each author of a published paper once, by address in any case, else by name; not the authors of unpublished papers', async () => {
    const before = await expectInStep();
    first = (await insertPaper(database.db, { authors: [amina, chidi] })).id;
    second = (await insertPaper(database.db, { authors: [{ ...amina, email: 'amina.bello@EXAMPLE.org' }, ngozi] })).id;
    draft = (await insertPaper(database.db, { status: 'UNDER_REVIEW', authors: [{ name: 'Tunde Ade', email: 'tunde@example.org', affiliation: 'FUNAAB' }] })).id;
    expect(await expectInStep()).toBe(before + 3);
    expect(await papersOf('amina.bello@example.org')).toBe(2);
    expect(await papersOf('ngozi eze')).toBe(1);
    expect(await papersOf('tunde@example.org')).toBeNull();
  });

  it('follows a paper published, and unpublished again', async () => {
    const before = await expectInStep();
    await database.db.update(papers).set({ status: 'PUBLISHED' }).where(eq(papers.id, draft));
    expect(await expectInStep()).toBe(before + 1);
    expect(await papersOf('tunde@example.org')).toBe(1);
    await database.db.update(papers).set({ status: 'ACCEPTED' }).where(eq(papers.id, draft));
    expect(await expectInStep()).toBe(before);
    expect(await papersOf('tunde@example.org')).toBeNull();
    // Other changes to a paper (its views, its title) leave the authors alone.
    await database.db.update(papers).set({ title: 'A new title', viewCount: 7 }).where(eq(papers.id, first));
    expect(await expectInStep()).toBe(before);
  });

  it('follows an author’s address or name corrected, an author added and one removed', async () => {
    const before = await expectInStep();
    await database.db.update(paperAuthors).set({ email: 'c.okafor@example.org' }).where(eq(paperAuthors.email, 'chidi@example.org'));
    expect(await papersOf('chidi@example.org')).toBeNull();
    expect(await papersOf('c.okafor@example.org')).toBe(1);
    expect(await expectInStep()).toBe(before);
    await database.db.insert(paperAuthors).values({ paperId: first, position: 3, name: 'Ngozi Eze', email: '', affiliation: 'University of Ibadan' });
    expect(await papersOf('ngozi eze')).toBe(2);
    expect(await expectInStep()).toBe(before);
    await database.db.delete(paperAuthors).where(eq(paperAuthors.email, 'c.okafor@example.org'));
    expect(await papersOf('c.okafor@example.org')).toBeNull();
    expect(await expectInStep()).toBe(before - 1);
  });

  it('follows a published paper deleted with its authors', async () => {
    const before = await expectInStep();
    await database.db.delete(papers).where(eq(papers.id, second));
    expect(await papersOf('amina.bello@example.org')).toBe(1);
    expect(await papersOf('ngozi eze')).toBe(1);
    expect(await expectInStep()).toBe(before);
    await database.db.delete(papers).where(eq(papers.id, first));
    expect(await papersOf('amina.bello@example.org')).toBeNull();
    expect(await expectInStep()).toBe(before - 2);
  });
});
