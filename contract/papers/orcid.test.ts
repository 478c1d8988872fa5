import { describe, expect, test } from 'vitest';
import { isValidOrcid } from './orcid';

describe('ORCID iDs', () => {
  test("accept ORCID's own examples, with a digit or X as check character", () => {
    expect(isValidOrcid('0000-0002-1825-0097')).toBe(true);
    expect(isValidOrcid('0000-0001-5109-3700')).toBe(true);
    expect(isValidOrcid('0000-0002-1694-233X')).toBe(true);
  });

  test('refuse a wrong check character or shape', () => {
    expect(isValidOrcid('0000-0002-1825-0098')).toBe(false);
    expect(isValidOrcid('0000-0002-1694-2330')).toBe(false);
    expect(isValidOrcid('0000000218250097')).toBe(false);
    expect(isValidOrcid('https://orcid.org/0000-0002-1825-0097')).toBe(false);
    expect(isValidOrcid('0000-0002-1825-009x')).toBe(false);
  });
});
