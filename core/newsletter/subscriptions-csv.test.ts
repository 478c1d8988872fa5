import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { neutralizeFormula, subscriptionsCsv } from './subscriptions-csv';

describe('the subscriptions CSV (decision 0045)', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+234 803 000 0000', "'+234 803 000 0000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=cmd', "'\t=cmd"],
    ['\r=cmd', "'\r=cmd"],
    ['Amina = editor', 'Amina = editor'],
    ['', ''],
  ])('neutralises %j as %j', (cell, expected) => {
    expect(neutralizeFormula(cell)).toBe(expected);
  });

  it('quotes commas, quotes and line breaks, so a reader gets the cells back as written', () => {
    const created = new Date('2026-03-02T09:00:00Z');
    const csv = subscriptionsCsv([{ email: 'a@example.org', name: 'Okafor, "Ngozi"\nPhD', isActive: true, confirmedAt: null, createdAt: created }]);
    expect(csv.startsWith('\uFEFFEmail,Name,Status,Confirmed,Confirmed at,Subscribed at\r\n')).toBe(true);
    expect(parse(csv, { bom: true })).toEqual([
      ['Email', 'Name', 'Status', 'Confirmed', 'Confirmed at', 'Subscribed at'],
      ['a@example.org', 'Okafor, "Ngozi"\nPhD', 'Active', 'No', '', '2026-03-02T09:00:00.000Z'],
    ]);
  });
});
