import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionsQuerySchema, type SubmissionRow, type SubmissionsQueryInput } from '../../contract/editor-desk/editor-desk.schema';
import { JOURNAL_NAME } from '../../contract/journal/identity';
import { paperSearchQuerySchema } from '../../contract/papers/papers.schema';
import type { Actor, Ctx } from '../../core/context';
import { getPaperForViewer, listPublishedPapersPage, searchPublishedPapers } from '../../core/papers/papers.service';
import { createAccount } from '../../core/users/users.service';
import { listSubmissions } from '../../core/workflow/editor-queue.service';
import type { Database } from '../../db/client';
import { papers, users } from '../../db/schema';
import { openTestDatabase } from '../../tests/support/test-database';
import { BULK_SUBMISSION_STATUSES, seedBulkSubmissions, type BulkSubmissionResult } from './bulk-submissions';

/**
 * The bulk manuscripts as an editor meets them (bench/editor-queue.ts): the desk's table counts
 * and filters them as they were written, "mine" finds the editor's own, the overdue flags and the
 * actions come out of their history, and no reader ever sees one.
 */
let database: Database;
let seeded: BulkSubmissionResult;
const progress: number[] = [];
const now = new Date();
const editors: Actor[] = [];

function ctxOf(actor: Actor | null): Ctx {
  return {
    db: database.db,
    actor,
    clock: () => now,
    settings: { jwtSecret: new Uint8Array(32), publicUrl: 'http://journal.test', demo: false, journalName: JOURNAL_NAME },
  } as Ctx;
}
const list = (query: SubmissionsQueryInput, editor = editors[0]!) => listSubmissions(ctxOf(editor), submissionsQuerySchema.parse(query));
/** Every row the query matches, page after page. */
async function all(query: SubmissionsQueryInput, editor = editors[0]!): Promise<SubmissionRow[]> {
  const rows: SubmissionRow[] = [];
  for (let page = 1; ; page += 1) {
    const result = await list({ ...query, page, pageSize: 100 }, editor);
    rows.push(...result.items);
    if (rows.length >= result.total) return rows;
  }
}

beforeAll(async () => {
  database = await openTestDatabase();
  for (const [firstName, lastName] of [
    ['Oluwaseun', 'Bello'],
    ['Amina', 'Yusuf'],
  ]) {
    const email = `${firstName.toLowerCase()}@editors.example.org`;
    await createAccount(database.db, { email, password: 'correct-horse-battery', role: 'EDITOR', firstName: firstName!, lastName: lastName!, institution: 'Test University' });
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    editors.push({ id: row!.id, role: 'EDITOR', email, firstName: firstName!, lastName: lastName!, emailVerified: true });
  }
  seeded = await seedBulkSubmissions(database.db, 200, { batchSize: 80, seed: 42, now, handlingEditorIds: editors.map((e) => e.id), onProgress: (done) => progress.push(done) });
});
afterAll(() => database?.close());

describe('seedBulkSubmissions (benchmark data for the editors)', () => {
  it('writes the requested number of manuscripts in batches, reporting progress', () => {
    expect(seeded.inserted).toBe(200);
    expect(progress).toEqual([80, 160, 200]);
    expect(Object.values(seeded.byStatus).reduce((a, b) => a + b, 0)).toBe(200);
  });

  it("shows every manuscript in the editors' table, and each status filter finds as many as were written in it", async () => {
    expect((await list({ pageSize: 5 })).total).toBe(200);
    for (const status of BULK_SUBMISSION_STATUSES) {
      expect(seeded.byStatus[status], status).toBeGreaterThanOrEqual(5);
      const page = await list({ status, pageSize: 100 });
      expect(page.total, status).toBe(seeded.byStatus[status]);
      expect(page.items.every((row) => row.status === status)).toBe(true);
    }
    expect((await list({ status: 'PUBLISHED' })).total).toBe(0);
  });

  it('spreads the submission dates over the two years before now, newest first in the table', async () => {
    const rows = await all({});
    const times = rows.map((row) => Date.parse(row.submittedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime());
    expect(Math.min(...times)).toBeGreaterThanOrEqual(now.getTime() - 730 * 86_400_000);
    expect(Math.min(...times)).toBeLessThan(now.getTime() - 365 * 86_400_000);
    for (const row of rows) expect(Date.parse(row.updatedAt)).toBeGreaterThanOrEqual(Date.parse(row.submittedAt));
  });

  it('gives a share to each editor: "mine" lists exactly the papers the signed-in editor handles', async () => {
    for (const editor of editors) {
      const [handled] = await database.db.select({ n: count() }).from(papers).where(eq(papers.handlingEditorId, editor.id));
      expect(handled!.n).toBeGreaterThan(20);
      const rows = await all({ mine: true }, editor);
      expect(rows).toHaveLength(handled!.n);
      expect(rows.every((row) => row.handlingEditor?.id === editor.id && row.handlingEditor.name === `${editor.firstName} ${editor.lastName}`)).toBe(true);
    }
    const [unhandled] = await database.db.select({ n: count() }).from(papers).where(and(isNull(papers.handlingEditorId), eq(papers.status, 'SUBMITTED')));
    expect(unhandled!.n).toBeGreaterThan(0);
  });

  it('has histories the workflow reached: rounds, reviews, overdue flags and the actions each status allows', async () => {
    const rows = await all({});
    const of = (status: string) => rows.filter((row) => row.status === status);
    for (const row of of('SUBMITTED')) {
      expect(row).toMatchObject({ round: 0, version: 1, reviews: { assigned: 0, completed: 0 } });
      expect(row.actions).toEqual(expect.arrayContaining(['assignReviewers', 'decide:reject']));
    }
    // Screening within 7 days: some new manuscripts are late, some are not yet.
    expect(of('SUBMITTED').filter((row) => row.overdue?.kind === 'screening').length).toBeGreaterThan(0);
    expect(of('SUBMITTED').filter((row) => row.overdue === null).length).toBeGreaterThan(0);
    for (const row of of('UNDER_REVIEW')) expect(row.round).toBeGreaterThanOrEqual(1);
    expect(of('UNDER_REVIEW').filter((row) => row.reviews.assigned >= 2).length).toBeGreaterThan(0);
    expect(of('UNDER_REVIEW').filter((row) => row.overdue !== null).length).toBeGreaterThan(0);
    expect(of('UNDER_REVIEW').filter((row) => row.actions.includes('decide:accept')).length).toBeGreaterThan(0);
    // Accepted papers wait for their invoice (issued at start-up for these, decision 0048) before they may be published.
    for (const row of of('ACCEPTED')) expect(row.actions).not.toContain('publish');
    for (const row of of('WITHDRAWN')) expect(row).toMatchObject({ round: 0, actions: [] });
    for (const row of rows.filter((r) => r.status !== 'SUBMITTED' && r.status !== 'UNDER_REVIEW')) expect(row.overdue).toBeNull();
    expect(rows.filter((row) => row.round === 2 && row.version === 2).length).toBeGreaterThan(0);
  });

  it("opens each status's paper page for the editor, with its timeline", async () => {
    const rows = await all({});
    for (const status of BULK_SUBMISSION_STATUSES) {
      const row = rows.find((r) => r.status === status)!;
      const detail = await getPaperForViewer(ctxOf(editors[0]!), row.id);
      expect(detail.status).toBe(status);
      expect(detail.timeline.length).toBeGreaterThanOrEqual(1);
    }
  });

  it('finds manuscripts by a word of the title or an author', async () => {
    const [first] = (await list({ pageSize: 1 })).items;
    const word = first!.title.split(' ').find((w) => w.length > 6)!;
    const byTitle = await all({ q: word });
    expect(byTitle.map((row) => row.id)).toContain(first!.id);
    for (const row of byTitle) expect(`${row.title} ${row.authorNames}`.toLowerCase()).toContain(word.toLowerCase());
    const surname = first!.authorNames.split(', ')[0]!.split(' ').at(-1)!;
    expect((await all({ q: surname })).map((row) => row.id)).toContain(first!.id);
  });

  it('shows none of them to readers: no public list, search or paper page', async () => {
    expect((await listPublishedPapersPage(ctxOf(null), { page: 1, pageSize: 10 })).total).toBe(0);
    const rows = await all({});
    const title = rows[0]!.title;
    expect((await searchPublishedPapers(ctxOf(null), paperSearchQuerySchema.parse({ query: title }))).total).toBe(0);
    expect((await searchPublishedPapers(ctxOf(null), paperSearchQuerySchema.parse({}))).total).toBe(0);
    await expect(getPaperForViewer(ctxOf(null), rows[0]!.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
