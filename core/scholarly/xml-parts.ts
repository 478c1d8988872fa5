/** Small pieces the XML writers share (decision 0057). */

/** A plain-text abstract as paragraphs: blank lines separate them, single line breaks are spaces. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** Year, month and day of an instant, as the journal dates things (UTC). */
export function datePartsOf(date: Date): { year: string; month: string; day: string } {
  const iso = date.toISOString();
  return { year: iso.slice(0, 4), month: iso.slice(5, 7), day: iso.slice(8, 10) };
}

/** Year, month and day of a YYYY-MM-DD date. */
export function datePartsOfDay(day: string): { year: string; month: string; day: string } {
  return { year: day.slice(0, 4), month: day.slice(5, 7), day: day.slice(8, 10) };
}
