/** One formatter for every call: building an Intl formatter per date costs more than formatting it. */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Dates in US long format, e.g. "March 15, 2025" (acting-side.md §9): pages, mail and messages all use this one. */
export function formatLongDate(value: string | Date | null | undefined): string {
  if (!value) return 'N/A';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return 'N/A';
  return LONG_DATE.format(date);
}
