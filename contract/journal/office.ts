/**
 * When the editorial office answers (docs/decisions/0012-office-hours.md). The spec gives two
 * readings (Monday-Friday 9:00-17:00 WAT; Mon-Fri 8:00-5:00, Sat 9:00-2:00, Sun closed); the
 * journal publishes the contact page's fuller schedule, in 24-hour time with its time zone.
 */
export interface OfficeHoursRow {
  days: string;
  hours: string;
}

export const OFFICE_TIME_ZONE = 'WAT (West Africa Time, UTC+1)';

export const OFFICE_HOURS: readonly OfficeHoursRow[] = [
  { days: 'Monday - Friday', hours: '8:00 - 17:00 WAT' },
  { days: 'Saturday', hours: '9:00 - 14:00 WAT' },
  { days: 'Sunday', hours: 'Closed' },
];

/** One line for footers and short notes. */
export const OFFICE_HOURS_TEXT = 'Monday - Friday 8:00 - 17:00, Saturday 9:00 - 14:00 WAT; closed on Sunday';
