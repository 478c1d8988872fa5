import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specialIssueListSchema } from '../../../contract/special-issues/special-issues.schema';
import { insertPaper, insertSpecialIssue } from '../../../tests/support/fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

/** reading-side.md §2 "Special issues", §7 GET /api/special-issues. */
let t: TestApp;
const ids = {} as Record<'open' | 'planning' | 'closed' | 'review', number>;

beforeAll(async () => {
  t = await createTestApp();
  ids.closed = (await insertSpecialIssue(t.db, { title: 'Pollinators and Food Security', status: 'closed', deadline: '2024-01-31', maxArticles: 8 })).id;
  ids.open = (await insertSpecialIssue(t.db, {
    title: 'Climate-Smart Agriculture in the Sahel',
    status: 'open',
    deadline: '2026-09-30',
    description: 'Adaptation of cropping systems to rainfall variability.',
    guestEditors: ['Prof. Aminata Diallo', 'Dr. Kwame Asante'],
    expectedPublication: 'March 2027',
    maxArticles: 12,
  })).id;
  ids.planning = (await insertSpecialIssue(t.db, { title: 'Aquaculture Nutrition', status: 'planning', deadline: null })).id;
  ids.review = (await insertSpecialIssue(t.db, { title: 'Soil Microbiomes', status: 'review', maxArticles: 6 })).id;

  // Every status but WITHDRAWN counts as a submission to the special issue.
  for (const status of ['SUBMITTED', 'UNDER_REVIEW', 'REVISIONS_REQUIRED', 'ACCEPTED', 'PUBLISHED', 'REJECTED', 'WITHDRAWN'] as const) {
    await insertPaper(t.db, { specialIssueId: ids.open, status });
  }
  await insertPaper(t.db, { specialIssueId: ids.review, status: 'UNDER_REVIEW' });
  await insertPaper(t.db, { specialIssueId: ids.review, status: 'WITHDRAWN' });
  await insertPaper(t.db, { status: 'SUBMITTED' });
});
afterAll(() => t.close());

describe('GET /api/special-issues', () => {
  it('is a list in the contract shape, open calls first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/special-issues' });
    expect(response.statusCode).toBe(200);
    const list = specialIssueListSchema.parse(response.json());
    expect(Array.isArray(response.json())).toBe(true);
    expect(list.map((s) => s.status)).toEqual(['open', 'planning', 'review', 'closed']);
    expect(response.json()[0]).toEqual({
      id: ids.open,
      title: 'Climate-Smart Agriculture in the Sahel',
      status: 'open',
      deadline: '2026-09-30',
      guestEditors: ['Prof. Aminata Diallo', 'Dr. Kwame Asante'],
      description: 'Adaptation of cropping systems to rainfall variability.',
      expectedPublication: 'March 2027',
      submissionCount: 6,
      maxArticles: 12,
    });
  });

  it('counts the real submissions of each, withdrawn papers excluded', async () => {
    const list = specialIssueListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/special-issues/' })).json());
    const count = (id: number) => list.find((s) => s.id === id)!.submissionCount;
    expect(count(ids.open)).toBe(6);
    expect(count(ids.review)).toBe(1);
    expect(count(ids.planning)).toBe(0);
    expect(count(ids.closed)).toBe(0);
  });
});
