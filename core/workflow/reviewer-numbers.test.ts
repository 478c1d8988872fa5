import { describe, expect, it } from 'vitest';
import { reviewerNumbers } from './paper-workflow';

/** 'Reviewer N' (decision 0041): the numbers an author reads only grow, with no gaps. */
type Assignment = Parameters<typeof reviewerNumbers>[0]['assignments'][number];
const at = (day: number) => new Date(Date.UTC(2026, 10, day));
const assignment = (id: number, reviewerId: number, round: number, status: string, submittedAt: Date | null = null) =>
  ({ id, reviewerId, round, status, submittedAt }) as unknown as Assignment;
const numbersOf = (assignments: Assignment[]) => Object.fromEntries(reviewerNumbers({ assignments }));

describe('reviewerNumbers', () => {
  it('numbers reviewers in the order their first review was sent, not the order they were invited', () => {
    // 10 invited first but declined; 11 reviewed after 12.
    const round1 = [assignment(1, 10, 1, 'DECLINED'), assignment(2, 11, 1, 'COMPLETED', at(20)), assignment(3, 12, 1, 'COMPLETED', at(18))];
    expect(numbersOf(round1)).toMatchObject({ 12: 1, 11: 2 });
    // A review sent later never renumbers the earlier ones, in any round; each keeps their number.
    const round2 = [...round1, assignment(4, 11, 2, 'COMPLETED', at(28)), assignment(5, 13, 2, 'COMPLETED', at(27)), assignment(6, 12, 2, 'ACCEPTED')];
    expect(numbersOf(round2)).toMatchObject({ 12: 1, 11: 2, 13: 3 });
  });

  it('gives reviewers with no review sent a provisional number after those who sent one', () => {
    expect(numbersOf([assignment(1, 10, 1, 'INVITED'), assignment(2, 11, 1, 'COMPLETED', at(20)), assignment(3, 12, 1, 'ACCEPTED')])).toEqual({ 11: 1, 10: 2, 12: 3 });
  });
});
