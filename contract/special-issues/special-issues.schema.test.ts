import { describe, expect, it } from 'vitest';
import { acceptsSubmissions, specialIssueStatusLabel, submissionProgress, submitToSpecialIssuePath } from './special-issues.schema';

describe('special issue statuses (reading-side.md §4)', () => {
  it('labels each status as the spec says, anything else Unknown', () => {
    expect(specialIssueStatusLabel('open')).toBe('Open for Submissions');
    expect(specialIssueStatusLabel('closed')).toBe('Closed');
    expect(specialIssueStatusLabel('planning')).toBe('Coming Soon');
    expect(specialIssueStatusLabel('review')).toBe('Under Review');
    expect(specialIssueStatusLabel('archived')).toBe('Unknown');
    expect(specialIssueStatusLabel('')).toBe('Unknown');
  });

  it('only open accepts submissions', () => {
    expect(acceptsSubmissions('open')).toBe(true);
    for (const status of ['closed', 'planning', 'review', 'x']) expect(acceptsSubmissions(status)).toBe(false);
  });

  it('links a submission to the special issue', () => {
    expect(submitToSpecialIssuePath(7)).toBe('/submit-paper?special_issue=7');
  });

  it('fills the progress bar in proportion, capped at 100', () => {
    expect(submissionProgress(3, 12)).toBe(25);
    expect(submissionProgress(0, 10)).toBe(0);
    expect(submissionProgress(15, 10)).toBe(100);
    expect(submissionProgress(1, 0)).toBe(0);
  });
});
