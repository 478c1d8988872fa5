export { formatLongDate } from '../../contract/format/long-date';

/** A file size for people: '512 bytes', '340 KB', '1.2 MB' (binary units, as the 10MB upload limit is). */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return 'size unknown';
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const units = ['KB', 'MB', 'GB'];
  const round = (value: number) => (value >= 10 ? Math.round(value) : Math.round(value * 10) / 10);
  let value = bytes / 1024;
  let unit = 0;
  // Compare the rounded value, so 1,048,570 bytes reads '1 MB', not '1024 KB'.
  while (round(value) >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${round(value)} ${units[unit]}`;
}

/**
 * A page range as every page prints it (article page, issue table of contents, How to cite):
 * typographic en dash between first and last page, as in APA ('101-115' → '101–115'); null when
 * there are no pages, so each caller says it its own way.
 */
export function formatPageRange(pages: string | null | undefined): string | null {
  const text = pages?.trim();
  return text ? text.replace(/\s*[-–—]\s*/g, '–') : null;
}

const COUNT_FORMAT = new Intl.NumberFormat('en-US');

/** Counts with thousands separators, as every page prints them: 12345 → '12,345'. */
export function formatCount(value: number): string {
  return COUNT_FORMAT.format(value);
}
