import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as A } from '../../../contract/auth/messages';
import { AUTHOR_JOURNEY_MESSAGES as J } from '../../../contract/papers/author-journey.schema';
import { ADMIN_SPECIAL_ISSUE_MESSAGES as M, specialIssueSavedSchema } from '../../../contract/special-issues/admin-special-issues.schema';
import { specialIssueListSchema } from '../../../contract/special-issues/special-issues.schema';
import { papers } from '../../../db/schema';
import { insertPaper, insertSpecialIssue } from '../../../tests/support/fixtures';
import { expectProblem } from '../../../tests/support/problem';
import { submissionFields, submitPaper } from '../../../tests/support/submission';
import { bearer, createTestApp, uniqueAddress, type TestApp } from '../../../tests/support/test-app';

/** The content manager's Special issues section (issue 15; reading-side.md §3, §4; acting-side.md §9; decision 0052). */

let t: TestApp;
const tokens: Record<'ADMIN' | 'EDITOR' | 'REVIEWER' | 'AUTHOR', string> = { ADMIN: '', EDITOR: '', REVIEWER: '', AUTHOR: '' };
const TODAY = new Date('2026-11-25T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = TODAY;
  for (const role of ['ADMIN', 'EDITOR', 'REVIEWER', 'AUTHOR'] as const) tokens[role] = await t.login((await t.createUser(role)).email);
});
afterAll(() => t.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  title: 'Agroforestry for Smallholder Resilience',
  description: 'Trees on farms: yields, incomes and biodiversity in mixed systems.',
  status: 'open',
  deadline: '2027-04-30',
  expectedPublication: 'October 2027',
  guestEditors: ['Prof. Wanjiku Kamau (University of Nairobi, Kenya)', 'Dr. Ibrahim Sow (Université Cheikh Anta Diop, Senegal)'],
  maxArticles: 10,
  ...overrides,
});

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token: string | null = tokens.EDITOR) =>
  t.app.inject({ method, url, headers: bearer(token), remoteAddress: uniqueAddress(), ...(body === undefined ? {} : { payload: body as object }) });
const create = (body: unknown, token?: string | null) => send('POST', '/api/admin/special-issues', body, token);
const publicList = async () => specialIssueListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/special-issues' })).json());
const publicOne = async (id: number) => (await publicList()).find((s) => s.id === id);
const fieldErrors = async (body: unknown) => expectProblem(await create(body), 400).errors;

describe('who may manage special issues', () => {
  it('asks anonymous callers to sign in and forbids authors and reviewers; admins and editors may', async () => {
    const existing = await insertSpecialIssue(t.db, { title: 'Guarded call' });
    expectProblem(await create(form(), null), 401, A.sessionRequired);
    expectProblem(await send('PUT', `/api/admin/special-issues/${existing.id}`, form(), null), 401, A.sessionRequired);
    expectProblem(await send('DELETE', `/api/admin/special-issues/${existing.id}`, undefined, null), 401, A.sessionRequired);
    for (const role of ['AUTHOR', 'REVIEWER'] as const) {
      expectProblem(await create(form(), tokens[role]), 403, A.notAllowed);
      expectProblem(await send('PUT', `/api/admin/special-issues/${existing.id}`, form({ title: 'Taken over' }), tokens[role]), 403, A.notAllowed);
      expectProblem(await send('DELETE', `/api/admin/special-issues/${existing.id}`, undefined, tokens[role]), 403, A.notAllowed);
    }
    expect((await publicOne(existing.id))?.title).toBe('Guarded call');
    for (const role of ['ADMIN', 'EDITOR'] as const) {
      const response = await create(form({ title: `Made by ${role.toLowerCase()}` }), tokens[role]);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('POST, PUT and DELETE /api/admin/special-issues', () => {
  it('creates one that the public list shows at once, with its count and every field', async () => {
    const response = await create(form({ title: '  Agroforestry for Smallholder Resilience  ', guestEditors: ['Prof. Wanjiku Kamau (University of Nairobi, Kenya)', '', 'Dr. Ibrahim Sow (Université Cheikh Anta Diop, Senegal)'] }));
    expect(response.statusCode, response.body).toBe(200);
    const saved = specialIssueSavedSchema.parse(response.json());
    expect(saved.message).toBe(M.created);
    const expected = {
      id: saved.specialIssue.id,
      title: 'Agroforestry for Smallholder Resilience',
      status: 'open',
      deadline: '2027-04-30',
      guestEditors: ['Prof. Wanjiku Kamau (University of Nairobi, Kenya)', 'Dr. Ibrahim Sow (Université Cheikh Anta Diop, Senegal)'],
      description: 'Trees on farms: yields, incomes and biodiversity in mixed systems.',
      expectedPublication: 'October 2027',
      submissionCount: 0,
      maxArticles: 10,
    };
    expect(saved.specialIssue).toEqual(expected);
    expect(await publicOne(saved.specialIssue.id)).toEqual(expected);
  });

  it('changes every field; planning and closed ones need no deadline and may keep a past one', async () => {
    const id = specialIssueSavedSchema.parse((await create(form())).json()).specialIssue.id;
    const changed = form({
      title: 'Agroforestry and Livelihoods',
      description: 'A wider scope.',
      status: 'planning',
      deadline: '',
      expectedPublication: '',
      guestEditors: ['Dr. A. One', 'Dr. B. Two', 'Dr. C. Three'],
      maxArticles: 15,
    });
    const response = await send('PUT', `/api/admin/special-issues/${id}/`, changed, tokens.ADMIN);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(M.updated);
    expect(await publicOne(id)).toEqual({
      id,
      title: 'Agroforestry and Livelihoods',
      status: 'planning',
      deadline: null,
      guestEditors: ['Dr. A. One', 'Dr. B. Two', 'Dr. C. Three'],
      description: 'A wider scope.',
      expectedPublication: null,
      submissionCount: 0,
      maxArticles: 15,
    });
    const closed = await send('PUT', `/api/admin/special-issues/${id}`, form({ status: 'closed', deadline: '2025-01-31' }));
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await publicOne(id))?.status).toBe('closed');
  });

  it('answers 404 for a special issue that does not exist and 400 for an id that is not a number', async () => {
    expectProblem(await send('PUT', '/api/admin/special-issues/999999', form()), 404, M.notFound);
    expectProblem(await send('DELETE', '/api/admin/special-issues/999999'), 404, M.notFound);
    expectProblem(await send('PUT', '/api/admin/special-issues/2147483648', form()), 404, M.notFound);
    expectProblem(await send('DELETE', '/api/admin/special-issues/abc'), 400);
  });

  it('deletes one without papers, which leaves the public list', async () => {
    const id = specialIssueSavedSchema.parse((await create(form({ title: 'Short-lived call' }))).json()).specialIssue.id;
    const response = await send('DELETE', `/api/admin/special-issues/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: M.deleted });
    expect(await publicOne(id)).toBeUndefined();
    expectProblem(await send('DELETE', `/api/admin/special-issues/${id}`), 404, M.notFound);
  });

  it('refuses with 409 and a sentence to delete one that papers name, withdrawn ones too; the papers keep it', async () => {
    const special = await insertSpecialIssue(t.db, { title: 'Call with papers', status: 'open' });
    const paper = await insertPaper(t.db, { specialIssueId: special.id, status: 'UNDER_REVIEW' });
    await insertPaper(t.db, { specialIssueId: special.id, status: 'WITHDRAWN' });
    expectProblem(await send('DELETE', `/api/admin/special-issues/${special.id}`), 409, M.deleteRefused(2));
    const onlyWithdrawn = await insertSpecialIssue(t.db, { title: 'Call with a withdrawn paper' });
    await insertPaper(t.db, { specialIssueId: onlyWithdrawn.id, status: 'WITHDRAWN' });
    expectProblem(await send('DELETE', `/api/admin/special-issues/${onlyWithdrawn.id}`, undefined, tokens.ADMIN), 409, M.deleteRefused(1));
    expect((await publicOne(special.id))?.submissionCount).toBe(1);
    const [row] = await t.db.select({ specialIssueId: papers.specialIssueId }).from(papers).where(eq(papers.id, paper.id));
    expect(row?.specialIssueId).toBe(special.id);
  });
});

describe('validation: 400 with the field messages', () => {
  it('wants 2 or 3 guest editors, each named once', async () => {
    expect(await fieldErrors(form({ guestEditors: ['Dr. Only One'] }))).toEqual({ guestEditors: [M.guestEditorsCount] });
    expect(await fieldErrors(form({ guestEditors: ['Dr. Only One', '  '] }))).toEqual({ guestEditors: [M.guestEditorsCount] });
    expect(await fieldErrors(form({ guestEditors: ['A', 'B', 'C', 'D'] }))).toEqual({ guestEditors: [M.guestEditorsCount] });
    expect(await fieldErrors(form({ guestEditors: [] }))).toEqual({ guestEditors: [M.guestEditorsCount] });
    expect(await fieldErrors(form({ guestEditors: 'Dr. A, Dr. B' }))).toEqual({ guestEditors: [M.guestEditorsCount] });
    expect(await fieldErrors(form({ guestEditors: ['Dr. Same', 'dr. same'] }))).toEqual({ guestEditors: [M.guestEditorsRepeated] });
  });

  it('wants max articles of at least 1, a whole number', async () => {
    for (const maxArticles of [0, -3, 1.5, '', 'ten', null]) {
      expect(await fieldErrors(form({ maxArticles })), String(maxArticles)).toEqual({ maxArticles: [M.maxArticlesMin] });
    }
    expect(await fieldErrors(form({ maxArticles: 1001 }))).toEqual({ maxArticles: [M.maxArticlesMax] });
    expect((await create(form({ maxArticles: 1 }))).statusCode).toBe(200);
  });

  it('wants a title, a description of at most 400 words and a known status', async () => {
    expect(await fieldErrors(form({ title: '   ' }))).toEqual({ title: [M.titleRequired] });
    expect(await fieldErrors(form({ description: '' }))).toEqual({ description: [M.descriptionRequired] });
    expect(await fieldErrors(form({ description: 'word '.repeat(401) }))).toEqual({ description: [M.descriptionTooLong] });
    expect((await create(form({ description: 'word '.repeat(400) }))).statusCode).toBe(200);
    expect(await fieldErrors(form({ status: 'archived' }))).toEqual({ status: [M.statusInvalid] });
  });

  it('wants a real date as deadline; an open call needs one that has not passed', async () => {
    expect(await fieldErrors(form({ deadline: '2027-02-30' }))).toEqual({ deadline: [M.deadlineInvalid] });
    expect(await fieldErrors(form({ deadline: '30/04/2027' }))).toEqual({ deadline: [M.deadlineInvalid] });
    expect(await fieldErrors(form({ deadline: '' }))).toEqual({ deadline: [M.deadlineRequiredWhenOpen] });
    expect(expectProblem(await create(form({ deadline: '2026-11-24' })), 400, M.deadlinePassed).errors).toEqual({ deadline: [M.deadlinePassed] });
    expect((await create(form({ deadline: '2026-11-25' }))).statusCode).toBe(200);
    expect((await create(form({ status: 'planning', deadline: '' }))).statusCode).toBe(200);
  });

  it('refuses a ceiling under the papers already submitted', async () => {
    const special = await insertSpecialIssue(t.db, { title: 'Popular call', status: 'open', maxArticles: 5 });
    for (const status of ['SUBMITTED', 'UNDER_REVIEW', 'ACCEPTED', 'WITHDRAWN'] as const) await insertPaper(t.db, { specialIssueId: special.id, status });
    const message = M.maxArticlesBelowSubmitted(3);
    expect(expectProblem(await send('PUT', `/api/admin/special-issues/${special.id}`, form({ maxArticles: 2 })), 400, message).errors).toEqual({ maxArticles: [message] });
    expect((await send('PUT', `/api/admin/special-issues/${special.id}`, form({ maxArticles: 3 }))).statusCode).toBe(200);
  });
});

describe('only an open special issue takes submissions (reading-side.md §4)', () => {
  it('counts real submissions; once closed it refuses new ones and its papers go on', async () => {
    const authorToken = await t.login((await t.createUser('AUTHOR')).email);
    const id = specialIssueSavedSchema.parse((await create(form({ title: 'Cassava Value Chains' }))).json()).specialIssue.id;
    const first = await submitPaper(t, authorToken, submissionFields({ specialIssueId: String(id) }));
    expect(first.statusCode, first.body).toBe(201);
    expect((await publicOne(id))?.submissionCount).toBe(1);

    expect((await send('PUT', `/api/admin/special-issues/${id}`, form({ title: 'Cassava Value Chains', status: 'closed' }))).statusCode).toBe(200);
    expectProblem(await submitPaper(t, authorToken, submissionFields({ specialIssueId: String(id) })), 409, J.specialIssueNotOpen);
    for (const status of ['planning', 'review'] as const) {
      expect((await send('PUT', `/api/admin/special-issues/${id}`, form({ title: 'Cassava Value Chains', status }))).statusCode).toBe(200);
      expectProblem(await submitPaper(t, authorToken, submissionFields({ specialIssueId: String(id) })), 409, J.specialIssueNotOpen);
    }
    const closed = await publicOne(id);
    expect(closed?.submissionCount).toBe(1);
    // The paper already submitted keeps its special issue and its place in the author's list.
    const mine = (await t.app.inject({ url: '/api/papers/my-submissions', headers: bearer(authorToken) })).json() as { id: number; status: string; specialIssue: { id: number } | null }[];
    expect(mine.find((row) => row.id === first.json().id)).toMatchObject({ status: 'SUBMITTED', specialIssue: { id, title: 'Cassava Value Chains' } });

    expect((await send('PUT', `/api/admin/special-issues/${id}`, form({ title: 'Cassava Value Chains', status: 'open' }))).statusCode).toBe(200);
    expect((await submitPaper(t, authorToken, submissionFields({ specialIssueId: String(id) }))).statusCode).toBe(201);
    expect((await publicOne(id))?.submissionCount).toBe(2);
  });
});
