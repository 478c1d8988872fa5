import { describe, expect, test } from 'vitest';
import type { SubmissionRow } from '../../../contract/editor-desk/editor-desk.schema';
import { allowedDecisions, rowMenu } from './row-menu';

type Actions = SubmissionRow['actions'];
const row = (status: SubmissionRow['status'], actions: Actions, extra: Partial<Pick<SubmissionRow, 'round' | 'handlingEditor'>> = {}) => ({
  status,
  actions,
  round: extra.round ?? 1,
  handlingEditor: extra.handlingEditor ?? null,
});
const labels = (items: ReturnType<typeof rowMenu>) => items.map((item) => item.label);
const ME = 7;

/** acting-side.md §4's table, read only from the row's actions (decision 0034). */
describe('the per-row actions menu', () => {
  test('SUBMITTED: assign reviewers or reject (a desk rejection), then the handling editor', () => {
    const items = rowMenu(row('SUBMITTED', ['assignHandlingEditor', 'assignReviewers', 'decide:reject']), ME);
    expect(labels(items)).toEqual(['Assign reviewers', 'Reject', 'Take paper', 'Assign handling editor']);
    expect(items[1]!.dialog).toEqual({ kind: 'decision', decision: 'reject' });
  });

  test('UNDER_REVIEW: accept, reject or request revisions, and add reviewers to the round (issue 14)', () => {
    const all: Actions = [
      'assignHandlingEditor',
      'assignReviewers',
      'decide:accept',
      'decide:minor_revision',
      'decide:major_revision',
      'decide:reject_and_resubmit',
      'decide:reject',
    ];
    expect(labels(rowMenu(row('UNDER_REVIEW', all, { handlingEditor: { id: ME, name: 'Me' } }), ME))).toEqual(['Accept', 'Reject', 'Request revisions', 'Add reviewers', 'Assign handling editor']);
    // The same dialog as Assign reviewers on a new submission.
    expect(rowMenu(row('UNDER_REVIEW', all), ME).find((item) => item.label === 'Add reviewers')!.dialog).toEqual({ kind: 'assignReviewers' });
    const revise = rowMenu(row('UNDER_REVIEW', all), ME).find((item) => item.label === 'Request revisions')!;
    expect(revise.dialog).toEqual({ kind: 'decision', decision: 'minor_revision' });
  });

  test('UNDER_REVIEW with no completed review: the policy allows only Reject, so only Reject shows', () => {
    expect(labels(rowMenu(row('UNDER_REVIEW', ['decide:reject']), ME))).toEqual(['Reject']);
  });

  test('from round 2 on, the previous reviewers can be invited again', () => {
    const actions: Actions = ['assignReviewers', 'decide:reject'];
    expect(labels(rowMenu(row('UNDER_REVIEW', actions, { round: 2 }), ME))).toEqual(['Reject', 'Add reviewers', 'Invite previous reviewers']);
    expect(labels(rowMenu(row('UNDER_REVIEW', actions, { round: 1 }), ME))).toEqual(['Reject', 'Add reviewers']);
  });

  test('ACCEPTED: publish', () => {
    expect(labels(rowMenu(row('ACCEPTED', ['publish']), ME))).toEqual(['Publish']);
  });

  test('WITHDRAWN: nothing, whatever the row says (the menu is disabled)', () => {
    expect(rowMenu(row('WITHDRAWN', ['assignHandlingEditor']), ME)).toEqual([]);
  });

  test('an action the policy refuses never shows (an editor who wrote the paper sees nothing)', () => {
    expect(rowMenu(row('SUBMITTED', []), ME)).toEqual([]);
    expect(rowMenu(row('UNDER_REVIEW', []), ME)).toEqual([]);
    expect(rowMenu(row('ACCEPTED', ['assignHandlingEditor']), null).map((item) => item.label)).toEqual(['Assign handling editor']);
  });

  test('the decision dialog offers the allowed decisions in the journal’s order', () => {
    expect(allowedDecisions({ actions: ['decide:reject', 'decide:accept', 'publish'] })).toEqual(['accept', 'reject']);
  });
});
