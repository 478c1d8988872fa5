import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBulkPapers } from '../demo/bulk/bulk-papers';
import { seedBulkSubmissions } from '../demo/bulk/bulk-submissions';
import { userIdByEmail } from '../tests/support/fixtures';
import { bearer, createTestApp, type TestApp } from '../tests/support/test-app';

/**
 * Issue 17: the lists that grow with the journal (an issue's articles, the archives, the editors'
 * submissions table) run a fixed, small number of SQL statements, however many rows they show:
 * no query per article, issue or manuscript. Counted with Drizzle's logger (tests/support/test-app.ts).
 */
let t: TestApp;
let editorToken: string;
let editorIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  for (const lastName of ['Bello', 'Yusuf']) {
    const { email } = await t.createUser('EDITOR', { firstName: 'Editor', lastName });
    editorIds = [...(editorIds ?? []), await userIdByEmail(t.db, email)];
    editorToken ??= await t.login(email);
  }
});
afterAll(() => t.close());

async function statementsOf(url: string, token?: string) {
  let body: unknown;
  const statements = await t.statementsDuring(async () => {
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    body = response.json();
  });
  return { count: statements.length, body };
}

describe('statements per request do not grow with the rows shown', () => {
  // First, while the database holds only these manuscripts (the editors' table lists published papers too).
  it("the editors' submissions table shows 5 or 50 manuscripts with the same statements (GET /api/editor/submissions)", async () => {
    await seedBulkSubmissions(t.db, 5, { seed: 4, now: t.clock.now, handlingEditorIds: editorIds });
    const five = await statementsOf('/api/editor/submissions?pageSize=100', editorToken);
    await seedBulkSubmissions(t.db, 45, { seed: 5, now: t.clock.now, handlingEditorIds: editorIds });
    const fifty = await statementsOf('/api/editor/submissions?pageSize=100', editorToken);
    expect((five.body as { items: unknown[] }).items).toHaveLength(5);
    expect((fifty.body as { items: unknown[] }).items).toHaveLength(50);
    expect(fifty.count).toBe(five.count);
    const mine = await statementsOf('/api/editor/submissions?pageSize=100&mine=true&q=of', editorToken);
    expect(mine.count).toBe(five.count);
  });

  it('an issue of 5 articles and one of 500 take the same few statements (GET /api/issues/{id})', async () => {
    const small = await seedBulkPapers(t.db, 5, { seed: 1, issues: 1 });
    const large = await seedBulkPapers(t.db, 500, { seed: 2, issues: 1 });
    const five = await statementsOf(`/api/issues/${small.issueIds[0]}`);
    const fiveHundred = await statementsOf(`/api/issues/${large.issueIds[0]}`);
    expect((five.body as { papers: unknown[] }).papers).toHaveLength(5);
    expect((fiveHundred.body as { papers: { authors: unknown[] }[] }).papers).toHaveLength(500);
    expect((fiveHundred.body as { papers: { authors: unknown[] }[] }).papers.every((paper) => paper.authors.length > 0)).toBe(true);
    expect(fiveHundred.count).toBe(five.count);
    expect(fiveHundred.count).toBeLessThanOrEqual(3);
  });

  it('the archives and the issue list of 2 issues and of 402 take the same statements (GET /api/issues/archives, /api/issues)', async () => {
    const archivesBefore = await statementsOf('/api/issues/archives');
    const listBefore = await statementsOf('/api/issues');
    await seedBulkPapers(t.db, 400, { seed: 3, issues: 400 });
    const archivesAfter = await statementsOf('/api/issues/archives');
    const listAfter = await statementsOf('/api/issues');
    expect(listAfter.body as unknown[]).toHaveLength(402);
    const issuesInArchive = (archivesAfter.body as { issues: unknown[] }[]).flatMap((volume) => volume.issues);
    expect(issuesInArchive).toHaveLength(402);
    expect(archivesAfter.count).toBe(archivesBefore.count);
    expect(listAfter.count).toBe(listBefore.count);
    expect(archivesAfter.count).toBeLessThanOrEqual(1);
  });

});
