import { describe, expect, it } from 'vitest';
import { MemoryRecentDownloads } from './recent-downloads';

const at = (seconds: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, seconds));

describe('MemoryRecentDownloads', () => {
  it('knows a client and paper again only within the window', () => {
    const recent = new MemoryRecentDownloads(30_000);
    expect(recent.isNew('a', 1, at(0))).toBe(true);
    expect(recent.isNew('a', 1, at(29))).toBe(false);
    expect(recent.isNew('b', 1, at(29))).toBe(true);
    expect(recent.isNew('a', 2, at(29))).toBe(true);
    expect(recent.isNew('a', 1, at(30))).toBe(true);
    expect(recent.isNew('a', 1, at(45))).toBe(false);
  });

  it('forgets expired entries and never holds more than its bound', () => {
    const recent = new MemoryRecentDownloads(30_000, 3);
    for (let n = 0; n < 10; n += 1) expect(recent.isNew(`client ${n}`, 1, at(0))).toBe(true);
    expect(recent.size).toBe(3);
    // The oldest were forgotten: at worst a repeat counts again.
    expect(recent.isNew('client 0', 1, at(1))).toBe(true);
    expect(recent.isNew('client 9', 1, at(1))).toBe(false);
    recent.isNew('late', 1, at(40));
    expect(recent.size).toBe(1);
  });
});
