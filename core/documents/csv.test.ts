import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { toCsv, toTsv } from './csv';

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

describe('toTsv (COUNTER reports, decision 0059)', () => {
  it('writes rows of any length with tabs and CRLF, no byte-order mark; numbers as they are, formulas inert', () => {
    const text = toTsv([['Report_Name', 'Title Report'], [], ['Metric_Type', 'Reporting_Period_Total', 'Jan-2026'], ['Total_Item_Requests', 12, 3], ['=cmd', 'a\tb', null]]);
    expect(text.startsWith('Report_Name\tTitle Report\r\n\r\nMetric_Type\t')).toBe(true);
    expect(parse(text, { delimiter: '\t', relax_column_count: true })).toEqual([
      ['Report_Name', 'Title Report'],
      [''],
      ['Metric_Type', 'Reporting_Period_Total', 'Jan-2026'],
      ['Total_Item_Requests', '12', '3'],
      ["'=cmd", 'a\tb', ''],
    ]);
  });
});
