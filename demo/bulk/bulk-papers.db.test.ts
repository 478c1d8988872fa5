import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { paperAuthors, papers } from '../../db/schema';
import { openTestDatabase } from '../../tests/support/test-database';
import { seedBulkPapers } from './bulk-papers';
import { isValidOrcid } from '../../contract/papers/orcid';

let database: Database;
const progress: number[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const result = await seedBulkPapers(database.db, 250, { batchSize: 100, seed: 42, onProgress: (done) => progress.push(done) });
  expect(result.inserted).toBe(250);
});
afterAll(() => database?.close());

describe('seedBulkPapers (benchmark data)', () => {
  it('inserts the requested number of published papers in batches, reporting progress', async () => {
    const [row] = await database.db.select({ n: count() }).from(papers).where(eq(papers.status, 'PUBLISHED'));
    expect(row!.n).toBe(250);
    expect(progress).toEqual([100, 200, 250]);
  });

  it('gives each paper 2-6 authors, one primary contact and matching author_names', async () => {
    const rows = await database.db.select().from(papers);
    const authors = await database.db.select().from(paperAuthors).orderBy(asc(paperAuthors.paperId), asc(paperAuthors.position));
    for (const paper of rows) {
      const own = authors.filter((a) => a.paperId === paper.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(6);
      expect(own.filter((a) => a.isPrimaryContact)).toHaveLength(1);
      expect(paper.authorNames).toBe(own.map((a) => a.name).join(', '));
      expect(paper.keywords.length).toBeGreaterThanOrEqual(3);
      expect(paper.publishedAt).not.toBeNull();
    }
    for (const author of authors) if (author.orcid) expect(isValidOrcid(author.orcid)).toBe(true);
  });

  it('writes varied text that full-text search can find', async () => {
    const rows = await database.db.select({ title: papers.title, abstract: papers.abstract }).from(papers);
    expect(new Set(rows.map((r) => r.title)).size).toBeGreaterThan(200);
    expect(new Set(rows.map((r) => r.abstract)).size).toBe(250);
    const [hits] = await database.db.select({ n: count() }).from(papers).where(sql`${papers.searchVector} @@ websearch_to_tsquery('english', 'yield')`);
    expect(hits!.n).toBeGreaterThan(5);
    expect(hits!.n).toBeLessThan(250);
  });
});
