import { z } from 'zod';

/** The Pages section's part of /admin/cms's address (decision 0047): the page opened (`slug`) and its revisions' list page. */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

export const pagesQuerySchema = z.object({
  slug: z.preprocess(blankAsMissing, z.string().regex(/^[a-z0-9-]{1,64}$/).optional().catch(undefined)),
  revisions: z.preprocess(blankAsMissing, z.coerce.number().int().min(1).max(10_000).default(1).catch(1)),
});
export type PagesQuery = z.output<typeof pagesQuerySchema>;

/** Revisions shown per page of their list. */
export const REVISIONS_PAGE_SIZE = 10;
