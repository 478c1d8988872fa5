import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorStatsSchema } from '../../../contract/editor-desk/editor-desk.schema';
import { appeals, editorialDecisions, reviewAssignments } from '../../../db/schema';
import { insertPaper, userIdByEmail } from '../../../tests/support/fixtures';
import { bearer, createTestApp, type TestApp } from '../../../tests/support/test-app';

/**
 * The editor dashboard's cards (GET /api/editor/stats) and the handling editors' load
 * (GET /api/editor/editors) count the right papers: each paper by its own assignments and appeals,
 * whatever the ids of the rows (issue 17: the counts once compared an assignment's paper with the
 * assignment's own id, which at 100,000 papers also took minutes).
 */
let t: TestApp;
let editor: { id: number; token: string };
let reviewerId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  const account = await t.createUser('EDITOR', { firstName: 'Oluwaseun', lastName: 'Bello' });
  editor = { id: await userIdByEmail(t.db, account.email), token: await t.login(account.email) };
  reviewerId = await userIdByEmail(t.db, (await t.createUser('REVIEWER', { firstName: 'Rita', lastName: 'Reviewer' })).email);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(editor.token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const daysAgo = (days: number) => new Date(t.clock.now.getTime() - days * DAY);

async function underReview(assignment: { assignedDaysAgo: number; dueInDays: number } | null, handled = false) {
  const paper = await insertPaper(t.db, { status: 'UNDER_REVIEW', reviewRound: 1, submittedAt: daysAgo(60), handlingEditorId: handled ? editor.id : null });
  if (assignment) {
    await t.db.insert(reviewAssignments).values({
      paperId: paper.id,
      reviewerId,
      round: 1,
      status: 'ACCEPTED',
      assignedAt: daysAgo(assignment.assignedDaysAgo),
      dueAt: new Date(t.clock.now.getTime() + assignment.dueInDays * DAY),
    });
  }
  return paper.id;
}

async function rejectedWithAppeal(status: 'open' | 'upheld') {
  const paper = await insertPaper(t.db, { status: 'REJECTED', submittedAt: daysAgo(90) });
  const [decision] = await t.db
    .insert(editorialDecisions)
    .values({ paperId: paper.id, editorId: editor.id, round: 1, decision: 'reject', letter: 'Rejected.', fromStatus: 'UNDER_REVIEW', toStatus: 'REJECTED' })
    .returning({ id: editorialDecisions.id });
  await t.db.insert(appeals).values({ paperId: paper.id, decisionId: decision!.id, reasons: 'The reviewers misread table 2.', status });
}

describe('the editor dashboard counts', () => {
  it('counts overdue papers, open appeals and the papers the editor handles, each by its own rows', async () => {
    // Many papers first, so that the ids of papers, assignments and appeals never line up.
    for (let i = 0; i < 12; i += 1) await insertPaper(t.db, {});
    await insertPaper(t.db, { status: 'SUBMITTED', submittedAt: daysAgo(10) }); // screening overdue (7 days)
    await insertPaper(t.db, { status: 'SUBMITTED', submittedAt: daysAgo(2), handlingEditorId: editor.id });
    await underReview({ assignedDaysAgo: 30, dueInDays: 20 }); // follow-up overdue (3 weeks)
    await underReview({ assignedDaysAgo: 40, dueInDays: -2 }, true); // review past its date
    await underReview({ assignedDaysAgo: 3, dueInDays: 25 }, true); // on time
    await underReview(null); // no reviewer yet: nothing is overdue
    await rejectedWithAppeal('open');
    await rejectedWithAppeal('upheld');

    const stats = editorStatsSchema.parse(await get('/api/editor/stats'));
    expect(stats.overdue).toBe(3);
    expect(stats.openAppeals).toBe(1);
    expect(stats.mine).toBe(3);
    expect(stats.total).toBe(20);
    expect(stats.byStatus.find((s) => s.status === 'UNDER_REVIEW')!.count).toBe(4);
    expect(stats.byStatus.reduce((sum, s) => sum + s.count, 0)).toBe(20);

    const editors = (await get('/api/editor/editors')) as { id: number; handling: number }[];
    expect(editors.find((e) => e.id === editor.id)!.handling).toBe(3);
  });
});
