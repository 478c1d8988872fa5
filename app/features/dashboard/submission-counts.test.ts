import { describe, expect, it } from 'vitest';
import { countByStatus } from './submission-counts';

describe('countByStatus', () => {
  it('counts each status in the journal order and leaves out the empty ones', () => {
    const rows = [{ status: 'WITHDRAWN' }, { status: 'SUBMITTED' }, { status: 'REVISIONS_REQUIRED' }, { status: 'SUBMITTED' }] as const;
    expect(countByStatus(rows)).toEqual([
      { status: 'SUBMITTED', label: 'Submitted', count: 2 },
      { status: 'REVISIONS_REQUIRED', label: 'Revisions required', count: 1 },
      { status: 'WITHDRAWN', label: 'Withdrawn', count: 1 },
    ]);
  });

  it('is empty for no submissions', () => {
    expect(countByStatus([])).toEqual([]);
  });
});
