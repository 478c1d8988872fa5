import { stringify } from 'csv-stringify/sync';

/**
 * A spreadsheet-safe CSV (RFC 4180, through csv-stringify): a header row, then one row per
 * record. A cell that a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a
 * carriage return: OWASP "CSV injection") is written with a leading apostrophe, so it stays text.
 * Starts with a byte-order mark so spreadsheet programs read the UTF-8 names right.
 */
export function toCsv<Column extends string>(columns: readonly Column[], records: readonly Record<Column, string | number | null>[]): string {
  const rows = records.map((record) => columns.map((column) => inert(record[column])));
  return `\uFEFF${stringify([columns as readonly string[], ...rows], { record_delimiter: 'windows' })}`;
}

function inert(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * A tab-separated file (COUNTER R5 reports, decision 0059), through the same csv-stringify: rows as
 * given (no header of its own), CRLF, no byte-order mark (COUNTER tools read plain UTF-8). Text cells
 * a spreadsheet would run as a formula get the same leading apostrophe as in toCsv.
 */
export function toTsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return stringify(
    rows.map((row) => row.map((cell) => (typeof cell === 'number' ? String(cell) : inert(cell)))),
    { delimiter: '\t', record_delimiter: 'windows' },
  );
}
