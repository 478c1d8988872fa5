import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewerCandidatesSchema, type ReviewerCandidateRow } from '../../../contract/reviews/reviewer-candidates.schema';
import { PAPER_MESSAGES } from '../../../contract/papers/messages';
import { paperDetailSchema } from '../../../contract/papers/papers.schema';
import { CONFLICT_MESSAGES } from '../../../contract/reviews/assignment.messages';
import { statusConflict } from '../../../contract/papers/workflow/paper-workflow.policy';
import { papers, reviewAssignments, reviewerProfiles } from '../../../db/schema';
import { insertPaper, userIdByEmail } from '../../../tests/support/fixtures';
import { expectProblem } from '../../../tests/support/problem';
import { SAMPLE_AUTHORS, submissionFields, submitPaper } from '../../../tests/support/submission';
import { bearer, createTestApp, uniqueAddress, type TestApp } from '../../../tests/support/test-app';

/**
 * GET /api/editor/papers/{id}/reviewer-candidates on PGlite and PostgreSQL (issue 14; decision
 * 0041): the pool ranked for one paper, with each reviewer's record, availability and conflicts.
 */
let t: TestApp;
let editorToken: string;
let authorToken: string;
const ids: Record<string, number> = {};
const DAY = 86_400_000;

/** A pool member as an approved application leaves it. */
async function reviewer(key: string, firstName: string, email: string, institution: string, expertise: string[], unavailableUntil: string | null = null) {
  const account = await t.createUser('REVIEWER', { firstName, lastName: 'Reviewer', email });
  ids[key] = await userIdByEmail(t.db, account.email);
  // A REVIEWER account joins the pool when it is made; the application's profile then replaces that one.
  await t.db
    .insert(reviewerProfiles)
    .values({ userId: ids[key]!, institution, expertise, unavailableUntil })
    .onConflictDoUpdate({ target: reviewerProfiles.userId, set: { institution, expertise, unavailableUntil } });
}

beforeAll(async () => {
  t = await createTestApp();
  editorToken = await t.login((await t.createUser('EDITOR')).email);
  authorToken = await t.login((await t.createUser('AUTHOR', { email: SAMPLE_AUTHORS[0]!.email })).email);
  const farFuture = new Date(t.clock.now.getTime() + 30 * DAY).toISOString().slice(0, 10);
  await reviewer('agronomist', 'Ada', 'ada@iita.org', 'International Institute of Tropical Agriculture', ['Intercropping', 'Cowpea', 'Maize agronomy']);
  await reviewer('tillage', 'Ben', 'ben@wur.nl', 'Wageningen University & Research', ['Conservation tillage', 'Soil moisture']);
  await reviewer('colleague', 'Chi', 'chi@abu.edu.ng', 'Department of Agronomy, Ahmadu Bello University', ['Intercropping', 'Cowpea']);
  await reviewer('domain', 'Dan', 'dan@example.org', 'Federal University of Technology, Minna', ['Cowpea']);
  await reviewer('coauthor', 'Efe', 'efe@unn.edu.ng', 'University of Nigeria, Nsukka', ['Intercropping', 'Cowpea', 'Maize agronomy']);
  await reviewer('away', 'Femi', 'femi@ui.edu.ng', 'University of Ibadan', ['Intercropping', 'Cowpea', 'Maize agronomy'], farFuture);
  await reviewer('fish', 'Gift', 'gift@mak.ac.ug', 'Makerere University', ['Aquaculture', 'Tilapia feeds']);
  // Efe wrote a paper with Amina Bello, an author of the paper below.
  await insertPaper(t.db, { authors: [{ name: 'Amina Bello', email: 'AMINA.BELLO@example.org ' }, { name: 'Efe Reviewer', email: 'efe@unn.edu.ng' }] });
});
afterAll(() => t.close());

const get = (paperId: number, token: string | null, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/editor/papers/${paperId}/reviewer-candidates${query}`, headers: bearer(token), remoteAddress: uniqueAddress() });

async function submitted(): Promise<number> {
  const response = await submitPaper(t, authorToken, submissionFields({ title: `Cowpea and maize intercrops ${Date.now()}` }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}
const byKey = (rows: ReviewerCandidateRow[]) => Object.fromEntries(Object.entries(ids).map(([key, id]) => [key, rows.find((row) => row.id === id)!]));

describe('the ranked reviewer list', () => {
  it('puts available, unconflicted, matching reviewers first, and says why of each', async () => {
    const paperId = await submitted();
    const response = await get(paperId, editorToken);
    expect(response.statusCode, response.body).toBe(200);
    const { paper, candidates } = reviewerCandidatesSchema.parse(response.json());
    expect(paper).toMatchObject({ id: paperId, category: 'Crop Science and Production', keywords: ['cowpea', 'maize', 'intercropping', 'tillage'], round: 0 });
    const order = candidates.map((row) => Object.entries(ids).find(([, id]) => id === row.id)?.[0]).filter(Boolean);
    // The agronomist matches best and is free; the tillage expert matches less; the fish expert not at all;
    // then the conflicted (best match first); the unavailable last.
    expect(order.slice(0, 3)).toEqual(['agronomist', 'tillage', 'fish']);
    expect(order.at(-1)).toBe('away');
    const rows = byKey(candidates);
    expect(rows.agronomist!.match.matched).toEqual(['cowpea', 'maize', 'intercropping']);
    expect(rows.agronomist!.conflicts).toEqual([]);
    expect(rows.colleague!.conflicts).toEqual([{ kind: 'institution', label: 'Same institution as an author (Ahmadu Bello University)' }]);
    expect(rows.domain!.conflicts).toEqual([{ kind: 'emailDomain', label: 'Same email domain as an author (example.org)' }]);
    expect(rows.coauthor!.conflicts).toEqual([{ kind: 'coAuthor', label: 'Co-authored a paper in this journal with an author' }]);
    expect(rows.away!.unavailableUntil).not.toBeNull();
    expect(rows.agronomist!.unavailableUntil).toBeNull();
    for (const row of candidates) expect(row.assigned).toBe(false);
  });

  it('shows each reviewer’s load and record: open assignments, completed reviews, days to complete, last review, rating', async () => {
    const other = await insertPaper(t.db, { status: 'UNDER_REVIEW' });
    const assigned = new Date('2026-01-01T00:00:00Z');
    await t.db.insert(reviewAssignments).values([
      { paperId: other.id, reviewerId: ids.tillage!, round: 1, status: 'COMPLETED', assignedAt: assigned, submittedAt: new Date(assigned.getTime() + 20 * DAY), rating: 4 },
      { paperId: other.id, reviewerId: ids.tillage!, round: 2, status: 'COMPLETED', assignedAt: assigned, submittedAt: new Date(assigned.getTime() + 10 * DAY), rating: 5 },
      { paperId: other.id, reviewerId: ids.fish!, round: 1, status: 'ACCEPTED', assignedAt: assigned },
      { paperId: other.id, reviewerId: ids.fish!, round: 2, status: 'INVITED', assignedAt: assigned },
    ]);
    const rows = byKey(reviewerCandidatesSchema.parse((await get(await submitted(), editorToken)).json()).candidates);
    expect(rows.tillage).toMatchObject({ openAssignments: 0, completedReviews: 2, averageDaysToComplete: 15, averageRating: 4.5, lastReviewAt: new Date(assigned.getTime() + 20 * DAY).toISOString() });
    expect(rows.fish).toMatchObject({ openAssignments: 2, completedReviews: 0, averageDaysToComplete: null, lastReviewAt: null, averageRating: null });
  });

  it('marks who is already assigned in the round, and leaves out reviewers who left the pool', async () => {
    const paperId = await submitted();
    const assigned = await t.app.inject({ method: 'POST', url: `/api/editor/papers/${paperId}/assign-reviewers`, headers: bearer(editorToken), payload: { reviewers: [ids.agronomist, ids.away] }, remoteAddress: uniqueAddress() });
    expect(assigned.statusCode, assigned.body).toBe(200);
    await t.db.update(reviewerProfiles).set({ active: false }).where(eq(reviewerProfiles.userId, ids.fish!));
    const { candidates, paper } = reviewerCandidatesSchema.parse((await get(paperId, editorToken)).json());
    expect(paper.round).toBe(1);
    expect(candidates.find((row) => row.id === ids.agronomist)!.assigned).toBe(true);
    expect(candidates.find((row) => row.id === ids.fish)).toBeUndefined();
    await t.db.update(reviewerProfiles).set({ active: true }).where(eq(reviewerProfiles.userId, ids.fish!));
    // Only the best `limit` are shown, and those already assigned whatever their place.
    const top = reviewerCandidatesSchema.parse((await get(paperId, editorToken, '?limit=1')).json());
    expect(top.total).toBe(Object.keys(ids).length);
    expect(top.candidates.map((row) => row.id)).toEqual([ids.agronomist, ids.away]);
  });

  it('narrows the pool by name, institution or expertise; wildcards are plain text', async () => {
    const paperId = await submitted();
    const names = async (q: string) => {
      const body = reviewerCandidatesSchema.parse((await get(paperId, editorToken, `?q=${encodeURIComponent(q)}`)).json());
      expect(body.total).toBe(body.candidates.length);
      return body.candidates.map((row) => row.name).sort();
    };
    expect(await names('tilapia')).toEqual(['Gift Reviewer']);
    expect(await names('wageningen')).toEqual(['Ben Reviewer']);
    expect(await names('Efe Rev')).toEqual(['Efe Reviewer']);
    expect(await names('%')).toEqual([]);
    expectProblem(await get(paperId, editorToken, '?limit=0'), 400);
    expectProblem(await get(paperId, editorToken, '?limit=201'), 400);
  });

  it('is for editors, while reviewers may be assigned: 401, 403, 404 and 409 otherwise', async () => {
    const paperId = await submitted();
    expectProblem(await get(paperId, null), 401);
    expectProblem(await get(paperId, authorToken), 403);
    expectProblem(await get(999_999, editorToken), 404, PAPER_MESSAGES.notFound);
    await t.db.update(papers).set({ status: 'ACCEPTED' }).where(eq(papers.id, paperId));
    expectProblem(await get(paperId, editorToken), 409, statusConflict('assignReviewers', 'ACCEPTED'));
  });
});

describe('inviting a reviewer despite a conflict of interest', () => {
  const assign = (paperId: number, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/editor/papers/${paperId}/assign-reviewers`, headers: bearer(editorToken), payload: payload as object, remoteAddress: uniqueAddress() });

  it('needs the editor’s reason, names the reviewer and the conflict when it is missing, and shows the reason to staff only', async () => {
    const paperId = await submitted();
    const needs = CONFLICT_MESSAGES.needsReason('Chi Reviewer', ['Same institution as an author (Ahmadu Bello University)']);
    // Without a reason, or with a blank one: refused, and nobody is invited (not even the unconflicted reviewer).
    expect(expectProblem(await assign(paperId, { reviewers: [ids.agronomist, ids.colleague] }), 400, needs).errors?.reviewers).toEqual([needs]);
    expect(expectProblem(await assign(paperId, { reviewers: [ids.colleague], overrides: [{ reviewerId: ids.colleague, reason: '  ' }] }), 400).errors).toMatchObject({ overrides: [CONFLICT_MESSAGES.reasonRequired] });
    expect(await t.db.select().from(reviewAssignments).where(eq(reviewAssignments.paperId, paperId))).toEqual([]);
    // A reason for someone not conflicted is not needed and not kept.
    const reason = 'Chi works in another department and has never met the authors.';
    const assigned = await assign(paperId, { reviewers: [ids.agronomist, ids.colleague], overrides: [{ reviewerId: ids.colleague, reason }, { reviewerId: ids.agronomist, reason: 'Not needed.' }] });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const staffView = paperDetailSchema.parse((await t.app.inject({ method: 'GET', url: `/api/papers/${paperId}`, headers: bearer(editorToken), remoteAddress: uniqueAddress() })).json());
    expect(Object.fromEntries(staffView.workflow.reviews.map((r) => [r.reviewer, r.conflictOverride]))).toEqual({ 'Ada Reviewer': null, 'Chi Reviewer': reason });
    const authorView = await t.app.inject({ method: 'GET', url: `/api/papers/${paperId}`, headers: bearer(authorToken), remoteAddress: uniqueAddress() });
    expect(authorView.statusCode).toBe(200);
    expect(authorView.body).not.toContain('another department');
  });
});

