import { SUBSCRIPTION_CSV_COLUMNS } from '../../contract/newsletter/newsletter-admin.schema';
import { toCsv } from '../documents/csv';

export interface SubscriptionCsvRow {
  email: string;
  name: string | null;
  isActive: boolean;
  confirmedAt: Date | null;
  createdAt: Date;
}

/**
 * The Newsletter tab's export (decision 0045): a header row and one row per subscription, written
 * by the site's spreadsheet-safe CSV (core/documents/csv.ts: csv-stringify, formula cells inert).
 */
export function subscriptionsCsv(rows: readonly SubscriptionCsvRow[]): string {
  return toCsv(
    SUBSCRIPTION_CSV_COLUMNS,
    rows.map((row) => ({
      Email: row.email,
      Name: row.name,
      Status: row.isActive ? 'Active' : 'Unsubscribed',
      Confirmed: row.confirmedAt ? 'Yes' : 'No',
      'Confirmed at': row.confirmedAt?.toISOString() ?? null,
      'Subscribed at': row.createdAt.toISOString(),
    })),
  );
}
