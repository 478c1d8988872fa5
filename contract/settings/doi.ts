import { z } from 'zod';

/**
 * How DOIs are made (issue 13 "Publishing"): the journal's Crossref prefix and a pattern for the
 * suffix, stored in `settings` under this key. The editor may change the suggestion before
 * publishing; without a prefix nothing is suggested and a DOI is optional.
 */
export const DOI_SETTINGS_KEY = 'doi';

/** {year}: the publication year; {volume} and {issue}: the issue's; {id}: the paper's id. */
export const DEFAULT_DOI_PATTERN = 'jals.{year}.{id}';

export const doiSettingsSchema = z.object({
  prefix: z.string().regex(/^10\.\d{4,9}$/, 'A DOI prefix looks like 10.12345'),
  pattern: z.string().min(1).max(100).default(DEFAULT_DOI_PATTERN),
});
export type DoiSettings = z.infer<typeof doiSettingsSchema>;

export function buildDoi(settings: DoiSettings, values: { year: number; volume: number | null; issue: number | null; id: number }): string {
  const suffix = settings.pattern
    .replaceAll('{year}', String(values.year))
    .replaceAll('{volume}', values.volume === null ? '' : String(values.volume))
    .replaceAll('{issue}', values.issue === null ? '' : String(values.issue))
    .replaceAll('{id}', String(values.id));
  return `${settings.prefix}/${suffix}`;
}
