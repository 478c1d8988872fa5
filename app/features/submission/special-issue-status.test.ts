import { describe, expect, test } from 'vitest';
import { AUTHOR_JOURNEY_MESSAGES as J } from '../../../contract/papers/author-journey.schema';
import type { SpecialIssue } from '../../../contract/special-issues/special-issues.schema';
import { judgeSpecialIssue } from './special-issue-status';

const issue = (id: number, status: string, deadline: string | null): SpecialIssue => ({
  id,
  title: `Issue ${id}`,
  status,
  deadline,
  guestEditors: [],
  description: '',
  expectedPublication: null,
  submissionCount: 0,
  maxArticles: 10,
});
const list = [issue(1, 'open', '2026-12-31'), issue(2, 'closed', null), issue(3, 'open', '2026-01-31'), issue(4, 'planning', null)];
const now = new Date('2026-10-01T12:00:00Z');

describe('?special_issue= on the submission form', () => {
  test('an open issue before its deadline takes the paper', () => {
    expect(judgeSpecialIssue(list, 1, now)).toEqual({ id: 1, kind: 'open', title: 'Issue 1' });
  });

  test('closed, planned or past the deadline: not accepting, with the reason', () => {
    expect(judgeSpecialIssue(list, 2, now)).toEqual({ id: 2, kind: 'not-accepting', title: 'Issue 2', reason: J.specialIssueNotOpen });
    expect(judgeSpecialIssue(list, 4, now)).toMatchObject({ kind: 'not-accepting', reason: J.specialIssueNotOpen });
    expect(judgeSpecialIssue(list, 3, now)).toMatchObject({ kind: 'not-accepting', reason: J.specialIssueDeadlinePassed });
  });

  test('an unknown id is missing', () => {
    expect(judgeSpecialIssue(list, 99, now)).toEqual({ id: 99, kind: 'missing' });
  });
});
