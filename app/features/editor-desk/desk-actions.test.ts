import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { EDITOR_DESK_MESSAGES as M } from '../../../contract/editor-desk/editor-desk.messages';
import { REVIEWER_APPLICATION_MESSAGES as A } from '../../../contract/reviews/reviewer-application.messages';
import { deskIntentSchema, runDeskIntent } from './desk-actions';

interface Call {
  url: string;
  method: string;
  body: unknown;
}
let calls: Call[];
let warn: ReturnType<typeof vi.spyOn>;

/** A fetch that answers every call with `status` and `body`, recording the calls. */
function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body === undefined ? undefined : JSON.parse(init.body as string) });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => (key === 'auth_token' ? 'token-1' : null) } });
  // A refusal is logged as a warning for the developer; the screen shows the outcome.
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  warn.mockRestore();
});

const form = (fields: Record<string, string | string[]>) => {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) data[key] = value;
  return deskIntentSchema.parse(data);
};

/** The dashboard's clientAction (decision 0036), in the spec's words (acting-side.md §8). */
describe('the editorial desk changes', () => {
  test('a decision: POST …/decision, then "Paper status successfully updated to {status}." and the server’s sentence', async () => {
    answer(200, { id: 4, status: 'REJECTED', message: 'Decision sent: Reject. The author has been notified by email.' });
    const outcome = await runDeskIntent(form({ intent: 'decide', paperId: '4', decision: 'reject', letter: 'Dear author' }));
    expect(calls).toEqual([{ url: '/api/editor/papers/4/decision', method: 'POST', body: { decision: 'reject', letter: 'Dear author' } }]);
    expect(outcome).toEqual({
      intent: 'decide',
      ok: true,
      status: 'REJECTED',
      message: `${M.statusUpdated('REJECTED')} Decision sent: Reject. The author has been notified by email.`,
    });
  });

  test('a refused change: the spec’s failure message with the server’s 409 sentence', async () => {
    const detail = 'This paper is ACCEPTED, so it cannot be given the decision Reject. From ACCEPTED an editor may publish it.';
    answer(409, { type: 'about:blank', title: 'Conflict', status: 409, detail });
    const outcome = await runDeskIntent(form({ intent: 'decide', paperId: '4', decision: 'reject', letter: 'Dear author' }));
    expect(outcome).toEqual({ intent: 'decide', ok: false, message: M.statusFailed, detail });
  });

  test('reviewers: ids as numbers; success and the server’s field message in the spec’s words', async () => {
    answer(200, { id: 9, status: 'UNDER_REVIEW', message: 'Reviewers assigned.' });
    const assigned = await runDeskIntent(form({ intent: 'assignReviewers', paperId: '9', reviewers: ['3', '5'] }));
    expect(calls[0]!.body).toEqual({ reviewers: [3, 5], overrides: [] });
    expect(assigned).toEqual({ intent: 'assignReviewers', ok: true, status: 'UNDER_REVIEW', message: M.reviewersAssigned });
    // A reviewer with a conflict of interest goes with the editor's reason (decision 0041).
    const overrides = [{ reviewerId: 5, reason: 'The only expert on Striga in the pool.' }];
    await runDeskIntent(form({ intent: 'assignReviewers', paperId: '9', reviewers: ['5'], overrides: JSON.stringify(overrides) }));
    expect(calls[1]!.body).toEqual({ reviewers: [5], overrides });

    answer(400, { type: 'about:blank', title: 'Bad Request', status: 400, detail: M.selectReviewer, errors: { reviewers: [M.selectReviewer] } });
    const refused = await runDeskIntent(form({ intent: 'assignReviewers', paperId: '9' }));
    expect(calls[2]!.body).toEqual({ reviewers: [], overrides: [] });
    expect(refused).toEqual({ intent: 'assignReviewers', ok: false, message: M.assignFailed, detail: M.selectReviewer, fieldErrors: { reviewers: M.selectReviewer } });
  });

  test('publishing without a galley sends JSON: the issue id as a number, a new issue as an object', async () => {
    answer(200, { id: 2, status: 'PUBLISHED', message: '"T" is published.' });
    await runDeskIntent(form({ intent: 'publish', paperId: '2', issueId: '6', pages: '1-9', doi: '' }));
    const newIssue = { volume: 9, number: 1, year: 2026, title: 'Volume 9, Issue 1', publicationDate: '2026-12-01' };
    await runDeskIntent(form({ intent: 'publish', paperId: '2', issueId: '', newIssue: JSON.stringify(newIssue), doi: '10.5555/jals.2026.2' }));
    expect(calls.map((call) => call.body)).toEqual([
      { issueId: 6, pages: '1-9' },
      { newIssue, doi: '10.5555/jals.2026.2' },
    ]);
  });

  test('the handling editor: an empty choice is null (nobody)', () => {
    expect(form({ intent: 'handlingEditor', paperId: '2', editorId: '' })).toEqual({ intent: 'handlingEditor', paperId: 2, editorId: null });
  });

  test('approving an application: the editor’s keywords as a list (none: the application’s own), then the server’s sentence', async () => {
    answer(200, { id: 7, status: 'approved', message: A.approved('Abena Owusu'), account: { id: 40, created: true } });
    const approved = await runDeskIntent(form({ intent: 'approveApplication', applicationId: '7', expertise: 'Soil fertility, biochar,, soil fertility' }));
    await runDeskIntent(form({ intent: 'approveApplication', applicationId: '7', expertise: '' }));
    expect(calls).toEqual([
      { url: '/api/editor/reviewer-applications/7/approve', method: 'POST', body: { expertise: ['Soil fertility', 'biochar'] } },
      { url: '/api/editor/reviewer-applications/7/approve', method: 'POST', body: {} },
    ]);
    expect(approved).toEqual({ intent: 'approveApplication', ok: true, message: A.approved('Abena Owusu') });
  });

  test('deciding an application twice: the failure message with the server’s 409 sentence', async () => {
    answer(409, { type: 'about:blank', title: 'Conflict', status: 409, detail: A.alreadyDecided });
    expect(await runDeskIntent(form({ intent: 'declineApplication', applicationId: '7' }))).toEqual({ intent: 'declineApplication', ok: false, message: A.declineFailed, detail: A.alreadyDecided });
    expect(calls).toEqual([{ url: '/api/editor/reviewer-applications/7/decline', method: 'POST', body: undefined }]);
  });
});
