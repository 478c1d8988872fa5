import { z } from 'zod';

/**
 * The journal's ISSN, stored in `settings` under this key (decision 0044): citations (CSL-JSON,
 * BibTeX, RIS) carry it when the journal has one; nothing is invented when it has not.
 */
export const ISSN_SETTINGS_KEY = 'issn';

export const issnSettingsSchema = z.object({
  issn: z.string().regex(/^\d{4}-\d{3}[\dX]$/, 'An ISSN looks like 1234-567X'),
});
export type IssnSettings = z.infer<typeof issnSettingsSchema>;
