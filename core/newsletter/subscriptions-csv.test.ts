import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { subscriptionsCsv } from './subscriptions-csv';

describe('the subscriptions CSV (decision 0045)', () => {
  const created = new Date('2026-03-02T09:00:00Z');
  const read = (csv: string) => parse(csv, { bom: true }) as string[][];

  it('quotes commas, quotes and line breaks, so a reader gets the cells back as written', () => {
    const csv = subscriptionsCsv([{ email: 'a@example.org', name: 'Okafor, "Ngozi"\nPhD', isActive: true, confirmedAt: null, createdAt: created }]);
    expect(csv.startsWith('\uFEFFEmail,Name,Status,Confirmed,Confirmed at,Subscribed at\r\n')).toBe(true);
    expect(read(csv)).toEqual([
      ['Email', 'Name', 'Status', 'Confirmed', 'Confirmed at', 'Subscribed at'],
      ['a@example.org', 'Okafor, "Ngozi"\nPhD', 'Active', 'No', '', '2026-03-02T09:00:00.000Z'],
    ]);
  });

  it.each(['=1+2', '+234 803', '-2+3', '@SUM(A1)', '\t=cmd', '\r=cmd'])('keeps %j from running as a formula', (name) => {
    const [, row] = read(subscriptionsCsv([{ email: 'b@example.org', name, isActive: false, confirmedAt: created, createdAt: created }]));
    expect(row).toEqual(['b@example.org', `'${name}`, 'Unsubscribed', 'Yes', created.toISOString(), created.toISOString()]);
  });
});
