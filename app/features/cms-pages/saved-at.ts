import { formatLongDate } from '../../lib/format';

/** 'November 25, 2026, 11:40 UTC': a page may be saved several times a day; UTC, so server and browser agree. */
export function formatSavedAt(iso: string): string {
  const time = new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return `${formatLongDate(iso)}, ${time} UTC`;
}
