import { describe, expect, it } from 'vitest';
import { ARTICLE_TYPES, MAX_MANUSCRIPT_WORDS } from './manuscripts';
import { REVIEW_TIMELINE } from './review';
import { ISSUE_DATES, ISSUE_SCHEDULE_TEXT, nextIssueDate } from './schedule';

describe('issue schedule (reading-side.md §1)', () => {
  it('is quarterly on the 15th', () => {
    expect(ISSUE_DATES).toEqual(['March 15', 'June 15', 'September 15', 'December 15']);
    expect(ISSUE_SCHEDULE_TEXT).toBe('March 15, June 15, September 15 and December 15');
  });

  it('finds the next issue date, the same day included, across the year end', () => {
    expect(nextIssueDate(new Date('2025-03-15T18:00:00Z')).toISOString().slice(0, 10)).toBe('2025-03-15');
    expect(nextIssueDate(new Date('2025-03-16T00:00:00Z')).toISOString().slice(0, 10)).toBe('2025-06-15');
    expect(nextIssueDate(new Date('2025-12-20T00:00:00Z')).toISOString().slice(0, 10)).toBe('2026-03-15');
  });
});

describe('manuscript limits (decision 0014)', () => {
  it('keep the spec limits of the three main types and the 8,000-word ceiling', () => {
    const byId = Object.fromEntries(ARTICLE_TYPES.map((t) => [t.id, [t.maxWords, t.maxAbstractWords, t.maxReferences, t.maxFiguresOrTables]]));
    expect(byId['original-research']).toEqual([6000, 250, 50, 8]);
    expect(byId.review).toEqual([8000, 300, 100, 10]);
    expect(byId['short-communication']).toEqual([2000, 150, 20, 3]);
    expect(byId['technical-note']![0]).toBe(1500);
    expect(MAX_MANUSCRIPT_WORDS).toBe(8000);
  });
});

describe('review timeline (decision 0013)', () => {
  it('follows the reading that matches the editors’ 8-week review target', () => {
    expect(REVIEW_TIMELINE.map((s) => s.duration)).toEqual(['2-3 weeks', '4-8 weeks', '2-4 weeks', '2 weeks']);
  });
});
