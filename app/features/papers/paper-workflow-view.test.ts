import { describe, expect, it } from 'vitest';
import { EDITOR_DESK_MESSAGES } from '../../../contract/editor-desk/editor-desk.messages';
import type { PaperDetail, TimelineEvent } from '../../../contract/papers/papers.schema';
import { ApiError } from '../../lib/api';
import { appealFailure, fileAppeal } from './file-appeal';
import { appealExplanation, newestFirst, roundLabel, splitTimeline, workflowView, WORKFLOW_TEXTS } from './paper-workflow-view';

type Access = PaperDetail['access'];
const nobody: Access = {
  isAuthor: false,
  isOwner: false,
  isStaff: false,
  showStatus: true,
  canDownload: true,
  canSubmitRevision: false,
  showDashboardLink: false,
  isReviewer: false,
};
const owner: Access = { ...nobody, isAuthor: true, isOwner: true, showDashboardLink: true };
const coAuthor: Access = { ...nobody, isAuthor: true, showDashboardLink: true };
const staff: Access = { ...nobody, isStaff: true };
const reviewer: Access = { ...nobody, isReviewer: true, canDownload: false };

const event = (title: string, at: string): TimelineEvent => ({ kind: 'decision', title, at, fromStatus: null, toStatus: null, actor: null, comments: null });
const decision = { decision: 'reject' as const, label: 'Reject', round: 0, at: '2026-11-20T10:00:00.000Z', letter: 'Dear author,\n\nNo.' };

const anAppeal = { id: 1, filedAt: '2026-11-21T10:00:00.000Z', reasons: 'The second report misread table 2.', fileUrl: null, appellant: null, status: 'open' as const, outcome: null, decidedAt: null, letter: null };

function paper(overrides: Partial<Pick<PaperDetail, 'status' | 'access' | 'timeline' | 'decisions' | 'appeals'>> & { workflow?: Partial<PaperDetail['workflow']> } = {}) {
  return {
    status: overrides.status ?? 'REJECTED',
    access: overrides.access ?? nobody,
    timeline: overrides.timeline ?? [event('Submitted', '2026-11-01T00:00:00.000Z')],
    decisions: overrides.decisions ?? [decision],
    appeals: overrides.appeals ?? [],
    workflow: { actions: [], round: 0, appealDeadline: null, appeal: null, handlingEditor: null, reviews: [], ...overrides.workflow },
  } satisfies Pick<PaperDetail, 'status' | 'access' | 'timeline' | 'decisions' | 'appeals' | 'workflow'>;
}

describe('what the article page shows of the workflow (decisions 0034, 0035)', () => {
  it('shows a reader nothing of it, even if a field were filled', () => {
    expect(workflowView(paper({ status: 'PUBLISHED' }))).toEqual({ reviewerNotice: false, timeline: false, decisionLetters: false, editorial: false, appeal: null, staffAppeals: false });
  });

  it('shows authors the timeline while unpublished, the letters always, and staff everything', () => {
    expect(workflowView(paper({ access: coAuthor, status: 'REVISIONS_REQUIRED' }))).toMatchObject({ timeline: true, decisionLetters: true, editorial: false });
    expect(workflowView(paper({ access: coAuthor, status: 'PUBLISHED' }))).toMatchObject({ timeline: false, decisionLetters: true, editorial: false });
    expect(workflowView(paper({ access: staff, status: 'PUBLISHED' }))).toMatchObject({ timeline: true, decisionLetters: true, editorial: true, appeal: null });
  });

  it('leaves out empty cards', () => {
    expect(workflowView(paper({ access: staff, timeline: [], decisions: [] }))).toMatchObject({ timeline: false, decisionLetters: false, editorial: true });
  });

  it('gives the appeal form to the owner only while the workflow allows it, then where the appeal stands', () => {
    const allowed = { actions: ['appeal' as const], appealDeadline: '2026-12-20T10:00:00.000Z' };
    expect(workflowView(paper({ access: owner, workflow: allowed })).appeal).toBe('form');
    expect(workflowView(paper({ access: coAuthor, workflow: allowed })).appeal).toBeNull();
    expect(workflowView(paper({ access: staff, workflow: allowed })).appeal).toBeNull();
    expect(workflowView(paper({ access: owner, workflow: { appeal: 'open' } })).appeal).toBe('open');
    expect(workflowView(paper({ access: coAuthor, workflow: { appeal: 'open' } })).appeal).toBe('open');
    expect(workflowView(paper({ access: owner, workflow: { appeal: 'reversed' } })).appeal).toBe('decided');
    expect(workflowView(paper({ access: owner, workflow: { appeal: 'upheld' } })).appeal).toBe('decided');
    expect(workflowView(paper({ access: owner })).appeal).toBeNull();
  });

  it('shows staff the appeals card only when the paper has appeals; authors read theirs in the appeal card', () => {
    expect(workflowView(paper({ access: staff, appeals: [anAppeal] })).staffAppeals).toBe(true);
    expect(workflowView(paper({ access: staff })).staffAppeals).toBe(false);
    expect(workflowView(paper({ access: owner, appeals: [anAppeal], workflow: { appeal: 'open' } })).staffAppeals).toBe(false);
  });

  it('gives a reviewer the anonymised notice and nothing else', () => {
    expect(workflowView(paper({ access: reviewer, status: 'UNDER_REVIEW' }))).toEqual({
      reviewerNotice: true,
      timeline: false,
      decisionLetters: false,
      editorial: false,
      appeal: null,
      staffAppeals: false,
    });
    // A reviewer who is also staff or an author sees the paper as such, not anonymised.
    expect(workflowView(paper({ access: { ...staff, isReviewer: true } })).reviewerNotice).toBe(false);
  });
});

describe('timeline and letters order', () => {
  const days = Array.from({ length: 8 }, (_, i) => event(`Event ${i + 1}`, `2026-0${i + 1}-10T00:00:00.000Z`));

  it('keeps a short timeline whole, oldest first', () => {
    const { earlier, recent } = splitTimeline([days[2]!, days[0]!, days[1]!]);
    expect(earlier).toEqual([]);
    expect(recent.map((e) => e.title)).toEqual(['Event 1', 'Event 2', 'Event 3']);
  });

  it('folds the earlier events of a long one and keeps the latest five in view', () => {
    const { earlier, recent } = splitTimeline([...days].reverse());
    expect(earlier.map((e) => e.title)).toEqual(['Event 1', 'Event 2', 'Event 3']);
    expect(recent.map((e) => e.title)).toEqual(['Event 4', 'Event 5', 'Event 6', 'Event 7', 'Event 8']);
  });

  it('never folds away a single event', () => {
    expect(splitTimeline(days.slice(0, 6)).earlier).toEqual([]);
    expect(splitTimeline(days.slice(0, 7)).earlier).toHaveLength(2);
  });

  it('puts the latest letter first', () => {
    expect(newestFirst([{ at: '2026-01-01T00:00:00Z' }, { at: '2026-03-01T00:00:00Z' }]).map((d) => d.at)).toEqual(['2026-03-01T00:00:00Z', '2026-01-01T00:00:00Z']);
  });

  it('names the round, or says review has not started', () => {
    expect(roundLabel(2)).toBe('Round 2');
    expect(roundLabel(0)).toBe('Not yet sent to review');
  });
});

describe('the appeal', () => {
  it('explains the 30-day window with the last day, and the answer time', () => {
    expect(appealExplanation('2026-12-20T10:00:00.000Z')).toBe(
      'You may appeal a rejection within 30 days of the decision, that is until December 20, 2026. Explain why you believe the decision should change; you may add a PDF or Word file. The editors answer appeals within 4-6 weeks, by email.',
    );
    expect(WORKFLOW_TEXTS.appealOpen).toContain('within 4-6 weeks');
  });

  it('checks the reasons with the contract before sending anything', async () => {
    const form = new FormData();
    form.set('reasons', '   ');
    await expect(fileAppeal(7, form)).resolves.toEqual({ ok: false, message: EDITOR_DESK_MESSAGES.appealReasonsRequired, field: 'reasons' });
    await expect(fileAppeal(7, new FormData())).resolves.toEqual({ ok: false, message: EDITOR_DESK_MESSAGES.appealReasonsRequired, field: 'reasons' });
  });

  it('shows a refusal in the server’s words: a field message, else the detail, else its own', () => {
    const problem = (detail: string, errors?: Record<string, string[]>) => ({ type: 'about:blank', title: 'Conflict', status: 409, detail, ...(errors ? { errors } : {}) });
    expect(appealFailure(new ApiError(409, problem('An appeal against this decision has already been filed.'), null))).toEqual({
      ok: false,
      message: 'An appeal against this decision has already been filed.',
    });
    const badType = 'Invalid file type. Please upload a PDF or Word document.';
    expect(appealFailure(new ApiError(415, problem(badType, { file: [badType] }), null))).toEqual({ ok: false, message: badType, field: 'file' });
    expect(appealFailure(new ApiError(0, null, null))).toEqual({ ok: false, message: WORKFLOW_TEXTS.appealFailed });
    expect(appealFailure(new Error('offline'))).toEqual({ ok: false, message: WORKFLOW_TEXTS.appealFailed });
  });
});
