import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks so a spreadsheet reads the same cells back', () => {
    const text = toCsv(['Title', 'Authors'] as const, [{ Title: 'Soil, water and "yield"\nin Ebonyi', Authors: 'Okafor, C.; Bello, A.' }]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(parse(text.slice(1))).toEqual([
      ['Title', 'Authors'],
      ['Soil, water and "yield"\nin Ebonyi', 'Okafor, C.; Bello, A.'],
    ]);
  });

  it('keeps formulas inert and writes nothing for a missing value', () => {
    const text = toCsv(['A', 'B', 'C', 'D'] as const, [{ A: '=HYPERLINK("http://evil")', B: '+1', C: '@SUM(A1)', D: null }]);
    expect(parse(text.slice(1))[1]).toEqual([`'=HYPERLINK("http://evil")`, "'+1", "'@SUM(A1)", '']);
  });
});
