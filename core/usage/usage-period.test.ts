import { describe, expect, it } from 'vitest';
import { addMonths, monthsBetween } from '../../contract/usage/usage.schema';
import { usagePeriod } from './usage.service';

const now = new Date('2026-03-15T10:00:00Z');

describe('the months of a usage report', () => {
  it('counts months across years', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-03', -11)).toBe('2025-04');
  });

  it('is the last twelve months unless given, in order, at most ten years', () => {
    expect(usagePeriod({}, now)).toMatchObject({ from: '2025-04', to: '2026-03', start: new Date('2025-04-01T00:00:00Z'), end: new Date('2026-04-01T00:00:00Z') });
    expect(usagePeriod({ from: '2026-01' }, now)).toMatchObject({ from: '2026-01', to: '2026-03' });
    expect(usagePeriod({ to: '2025-06' }, now)).toMatchObject({ from: '2024-07', to: '2025-06' });
    expect(usagePeriod({ from: '2026-02', to: '2025-12' }, now).months).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(usagePeriod({ from: '2000-01', to: '2026-03' }, now)).toMatchObject({ from: '2016-04', to: '2026-03' });
    expect(usagePeriod({ from: '2027-05' }, now)).toMatchObject({ from: '2027-05', to: '2027-05' });
  });
});
