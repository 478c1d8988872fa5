import { stringify } from 'csv-stringify/sync';
import { SUBSCRIPTION_CSV_COLUMNS } from '../../contract/newsletter/newsletter-admin.schema';

/**
 * Cells a spreadsheet would read as a formula (=, +, -, @, and tab or carriage return, which some
 * read as the start of one) get a leading apostrophe, so an address or a name typed into the
 * public form can never run in the office's spreadsheet (OWASP "CSV Injection"). Decision 0045.
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export interface SubscriptionCsvRow {
  email: string;
  name: string | null;
  isActive: boolean;
  confirmedAt: Date | null;
  createdAt: Date;
}

/** RFC 4180 CSV (CRLF, quotes where needed) with a header row, by csv-stringify, with a BOM so spreadsheets read it as UTF-8. */
export function subscriptionsCsv(rows: SubscriptionCsvRow[]): string {
  return stringify(
    rows.map((row) => [
      row.email,
      row.name ?? '',
      row.isActive ? 'Active' : 'Unsubscribed',
      row.confirmedAt ? 'Yes' : 'No',
      row.confirmedAt?.toISOString() ?? '',
      row.createdAt.toISOString(),
    ]),
    {
      header: true,
      columns: [...SUBSCRIPTION_CSV_COLUMNS],
      bom: true,
      record_delimiter: 'windows',
      cast: { string: (value) => neutralizeFormula(value) },
    },
  );
}
