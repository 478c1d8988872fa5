import { describe, expect, it } from 'vitest';
import { MemoryDoubleClickFilter } from './double-click';

const at = (seconds: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, seconds));

describe('MemoryDoubleClickFilter (COUNTER R5 double-click)', () => {
  it('counts a click unless the same key clicked within the 30 seconds before it', () => {
    const filter = new MemoryDoubleClickFilter(30_000);
    expect(filter.isCounted('a', at(0))).toBe(true);
    expect(filter.isCounted('a', at(29))).toBe(false);
    expect(filter.isCounted('b', at(29))).toBe(true);
    // 30 seconds after the last click is still a double-click; past it, a new click.
    expect(filter.isCounted('a', at(59))).toBe(false);
    expect(filter.isCounted('a', at(90))).toBe(true);
  });

  it('follows every click, so a run of quick clicks is one', () => {
    const filter = new MemoryDoubleClickFilter(30_000);
    const counted = [0, 20, 40, 60, 80].map((s) => filter.isCounted('a', at(s)));
    expect(counted).toEqual([true, false, false, false, false]);
    expect(filter.isCounted('a', at(111))).toBe(true);
  });

  it('forgets expired entries and never holds more than its bound', () => {
    const filter = new MemoryDoubleClickFilter(30_000, 3);
    for (let n = 0; n < 10; n += 1) expect(filter.isCounted(`session ${n}`, at(0))).toBe(true);
    expect(filter.size).toBe(3);
    // The oldest were forgotten: at worst a repeat counts again.
    expect(filter.isCounted('session 0', at(1))).toBe(true);
    expect(filter.isCounted('session 9', at(1))).toBe(false);
    filter.isCounted('late', at(40));
    expect(filter.size).toBe(1);
  });
});
