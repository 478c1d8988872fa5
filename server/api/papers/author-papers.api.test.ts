import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHOR_JOURNEY_MESSAGES as J, mySubmissionsSchema, revisionDraftSchema } from '../../../contract/papers/author-journey.schema';
import { PAPER_MESSAGES } from '../../../contract/papers/messages';
import { PAPER_STATUSES } from '../../../contract/papers/paper-status';
import { SUBMISSION_MESSAGES as M } from '../../../contract/papers/submission.schema';
import { paperEvents, papers } from '../../../db/schema';
import { insertPaper, storeManuscriptFile, userIdByEmail } from '../../../tests/support/fixtures';
import { mailTo } from '../../../tests/support/mail';
import { expectProblem } from '../../../tests/support/problem';
import { pdfOfSize, SAMPLE_PDF, submissionFields, submitPaper } from '../../../tests/support/submission';
import { bearer, createTestApp, type TestApp } from '../../../tests/support/test-app';

/** Issue 6: revisions, the dashboard list and withdrawal (acting-side.md §4, §7), owner-only actions (decision 0019). */
let t: TestApp;
let owner: { email: string; token: string; id: number };
let coAuthor: { email: string; token: string };
let stranger: string;
let editor: string;

const get = (url: string, token: string | null) => t.app.inject({ url, headers: bearer(token) });
const post = (url: string, token: string | null) => t.app.inject({ method: 'POST', url, headers: bearer(token) });

async function paperIn(status: (typeof PAPER_STATUSES)[number]) {
  const manuscriptFileId = await storeManuscriptFile(t.db, t.dataDir, SAMPLE_PDF);
  return insertPaper(t.db, {
    status,
    title: `A ${status.toLowerCase()} paper on sorghum storage`,
    submitterId: owner.id,
    manuscriptFileId,
    coverLetter: 'Dear Editor',
    authors: [
      { name: 'Owner Author', email: owner.email, affiliation: 'University of Ilorin' },
      { name: 'Co Author', email: coAuthor.email, affiliation: 'University of Jos', isPrimaryContact: false },
    ],
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const ownerAccount = await t.createUser('AUTHOR', { firstName: 'Owner', lastName: 'Author' });
  owner = { email: ownerAccount.email, token: await t.login(ownerAccount.email), id: await userIdByEmail(t.db, ownerAccount.email) };
  const co = await t.createUser('AUTHOR');
  coAuthor = { email: co.email, token: await t.login(co.email) };
  stranger = await t.login((await t.createUser('AUTHOR')).email);
  editor = await t.login((await t.createUser('EDITOR')).email);
});
afterAll(() => t.close());

describe('a revision (?revision={id}, revisionOf)', () => {
  it('preloads the owner’s paper awaiting revision, then adds version 2 to the same paper and keeps version 1', async () => {
    const paper = await paperIn('REVISIONS_REQUIRED');
    const draftResponse = await get(`/api/papers/${paper.id}/revision`, owner.token);
    expect(draftResponse.statusCode, draftResponse.body).toBe(200);
    const draft = revisionDraftSchema.parse(draftResponse.json());
    expect(draft).toMatchObject({ id: paper.id, title: paper.title, version: 1, coverLetter: 'Dear Editor', specialIssue: null });
    expect(draft.authors.map((a) => a.email)).toEqual([owner.email, coAuthor.email]);

    await t.sentMail();
    const revised = submissionFields({ title: 'Sorghum storage losses, revised', revisionOf: String(paper.id) }, draft.authors);
    const response = await submitPaper(t, owner.token, revised, { bytes: pdfOfSize(4096), name: 'revised.pdf' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ id: paper.id, status: 'UNDER_REVIEW', version: 2, message: M.submissionSuccessful });

    const detail = (await get(`/api/papers/${paper.id}`, owner.token)).json();
    expect(detail).toMatchObject({ title: 'Sorghum storage losses, revised', status: 'UNDER_REVIEW' });
    expect(detail.versions).toEqual([
      { version: 1, submittedAt: expect.any(String), fileName: `paper-${paper.id}-v1.pdf`, sizeBytes: SAMPLE_PDF.length },
      { version: 2, submittedAt: expect.any(String), fileName: `paper-${paper.id}-v2.pdf`, sizeBytes: 4096 },
    ]);
    // Both files stay downloadable by the authors and the editors; readers see neither.
    for (const token of [owner.token, coAuthor.token, editor]) {
      const v1 = await get(`/api/papers/${paper.id}/versions/1/download`, token);
      expect(v1.statusCode).toBe(200);
      expect(v1.headers['content-disposition']).toBe(`attachment; filename="paper-${paper.id}-v1.pdf"`);
      expect(v1.rawPayload.equals(SAMPLE_PDF)).toBe(true);
      expect((await get(`/api/papers/${paper.id}/versions/2/download`, token)).rawPayload.length).toBe(4096);
    }
    expectProblem(await get(`/api/papers/${paper.id}/versions/1/download`, stranger), 404);
    expectProblem(await get(`/api/papers/${paper.id}/versions/3/download`, owner.token), 404, PAPER_MESSAGES.noManuscript);
    expectProblem(await get(`/api/papers/${paper.id}/versions/x/download`, owner.token), 400);

    const events = await t.db.select().from(paperEvents).where(eq(paperEvents.paperId, paper.id));
    expect(events).toMatchObject([{ kind: 'revision_submitted', fromStatus: 'REVISIONS_REQUIRED', toStatus: 'UNDER_REVIEW', actorId: owner.id }]);
    const sent = await t.sentMail();
    expect(mailTo(sent, owner.email).at(-1)!.subject).toContain('revision received (version 2)');

    // Back in the queue: no second revision until an editor asks again.
    expectProblem(await get(`/api/papers/${paper.id}/revision`, owner.token), 409, J.revisionNotRequested);
    expectProblem(await submitPaper(t, owner.token, revised), 409, J.revisionNotRequested);
  });

  it('is refused for a paper in any other status (409) and for others’ papers, co-authors included (404)', async () => {
    for (const status of PAPER_STATUSES.filter((s) => s !== 'REVISIONS_REQUIRED')) {
      const paper = await paperIn(status);
      expectProblem(await get(`/api/papers/${paper.id}/revision`, owner.token), 409, J.revisionNotRequested);
      expectProblem(await submitPaper(t, owner.token, submissionFields({ revisionOf: String(paper.id) })), 409, J.revisionNotRequested);
    }
    const paper = await paperIn('REVISIONS_REQUIRED');
    for (const token of [coAuthor.token, stranger, editor]) {
      expectProblem(await get(`/api/papers/${paper.id}/revision`, token), 404, PAPER_MESSAGES.notFound);
      expectProblem(await submitPaper(t, token, submissionFields({ revisionOf: String(paper.id) })), 404, PAPER_MESSAGES.notFound);
    }
    expectProblem(await get(`/api/papers/${paper.id}/revision`, null), 401);
    expectProblem(await get('/api/papers/99999999/revision', owner.token), 404, PAPER_MESSAGES.notFound);
    const [row] = await t.db.select({ version: papers.currentVersion, status: papers.status }).from(papers).where(eq(papers.id, paper.id));
    expect(row).toEqual({ version: 1, status: 'REVISIONS_REQUIRED' });
  });
});

describe('GET /api/papers/my-submissions', () => {
  it('lists the papers the user submitted or co-authors, newest first, with what they may do; never another user’s', async () => {
    const fresh = await t.createUser('AUTHOR');
    const freshToken = await t.login(fresh.email);
    expect((await get('/api/papers/my-submissions', freshToken)).json()).toEqual([]);

    const mine = mySubmissionsSchema.parse((await get('/api/papers/my-submissions', owner.token)).json());
    const ownIds = (await t.db.select({ id: papers.id }).from(papers).where(eq(papers.submitterId, owner.id))).map((r) => r.id);
    expect(mine.map((row) => row.id).sort()).toEqual(ownIds.sort());
    expect(mine.every((row) => row.isOwner)).toBe(true);
    for (const row of mine) {
      expect(row.canWithdraw).toBe(row.status === 'SUBMITTED');
      expect(row.canRevise).toBe(row.status === 'REVISIONS_REQUIRED');
    }
    const dates = mine.map((row) => row.submissionDate);
    expect(dates).toEqual([...dates].sort().reverse());

    const asCoAuthor = mySubmissionsSchema.parse((await get('/api/papers/my-submissions', coAuthor.token)).json());
    expect(asCoAuthor.map((row) => row.id).sort()).toEqual(ownIds.sort());
    expect(asCoAuthor.some((row) => row.isOwner || row.canWithdraw || row.canRevise)).toBe(false);

    expect(mySubmissionsSchema.parse((await get('/api/papers/my-submissions', stranger)).json())).toEqual([]);
    expectProblem(await get('/api/papers/my-submissions', null), 401);
  });
});

describe('POST /api/papers/{id}/withdraw', () => {
  it('withdraws the owner’s SUBMITTED paper once, records the event, and lowers nothing else', async () => {
    const created = (await submitPaper(t, owner.token)).json();
    const response = await post(`/api/papers/${created.id}/withdraw`, owner.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: created.id, status: 'WITHDRAWN', message: J.withdrawn });
    expect((await get(`/api/papers/${created.id}`, owner.token)).json().status).toBe('WITHDRAWN');
    const events = await t.db.select().from(paperEvents).where(eq(paperEvents.paperId, created.id));
    expect(events.map((e) => [e.kind, e.toStatus])).toEqual([
      ['submitted', 'SUBMITTED'],
      ['status_changed', 'WITHDRAWN'],
    ]);
    expectProblem(await post(`/api/papers/${created.id}/withdraw`, owner.token), 409, J.notWithdrawable);
  });

  it('refuses every status but SUBMITTED (409), and others’ papers (404) whoever asks', async () => {
    for (const status of PAPER_STATUSES.filter((s) => s !== 'SUBMITTED')) {
      const paper = await paperIn(status);
      expectProblem(await post(`/api/papers/${paper.id}/withdraw`, owner.token), 409, J.notWithdrawable);
    }
    const paper = await paperIn('SUBMITTED');
    for (const token of [coAuthor.token, stranger, editor]) expectProblem(await post(`/api/papers/${paper.id}/withdraw`, token), 404, PAPER_MESSAGES.notFound);
    expectProblem(await post(`/api/papers/${paper.id}/withdraw`, null), 401);
    expectProblem(await post('/api/papers/99999999/withdraw', owner.token), 404, PAPER_MESSAGES.notFound);
    expectProblem(await post('/api/papers/abc/withdraw', owner.token), 400);
    const [row] = await t.db.select({ status: papers.status }).from(papers).where(eq(papers.id, paper.id));
    expect(row!.status).toBe('SUBMITTED');
  });
});
