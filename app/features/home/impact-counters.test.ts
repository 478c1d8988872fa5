import { describe, expect, it } from 'vitest';
import { SPEC_HOME_METRICS } from '../../../contract/settings/metrics';
import { reachCounters, settingCounters } from './impact-counters';

describe('the home page counters', () => {
  it('are the journal’s four figures when it set them (decision 0008)', () => {
    expect(settingCounters(SPEC_HOME_METRICS).map((c) => [c.label, c.target, c.suffix])).toEqual([
      ['Published Articles', 1247, ''],
      ['Citation Index', 2.8, ''],
      ['Countries Reached', 45, '+'],
      ['Impact Factor', 3.2, ''],
    ]);
  });

  it('are what the journal counts itself when it set none (decision 0059)', () => {
    expect(reachCounters({ articles: 44, views: 9120, downloads: 3310 }).map((c) => [c.label, c.target, c.decimals])).toEqual([
      ['Published Articles', 44, 0],
      ['Article Views', 9120, 0],
      ['Downloads', 3310, 0],
    ]);
  });
});
