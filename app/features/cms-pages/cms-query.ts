import { z } from 'zod';

/**
 * Everything /admin/cms keeps in its address (decision 0036, 0047): the section open, and that
 * section's own state. The content manager's sections are Pages, Announcements, Special issues,
 * Journal settings and Mail templates (issue 15); a section joins CMS_SECTION_KEYS and adds its
 * fields here when it is built. Pages: the page opened (`slug`) and its revisions' list page.
 */
export const CMS_SECTION_KEYS = ['pages'] as const;
export type CmsSectionKey = (typeof CMS_SECTION_KEYS)[number];

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

export const cmsQuerySchema = z.object({
  section: z.preprocess(blankAsMissing, z.enum(CMS_SECTION_KEYS).catch('pages').default('pages')),
  slug: z.preprocess(blankAsMissing, z.string().regex(/^[a-z0-9-]{1,64}$/).optional().catch(undefined)),
  revisions: z.preprocess(blankAsMissing, z.coerce.number().int().min(1).max(10_000).default(1).catch(1)),
});
export type CmsQuery = z.output<typeof cmsQuerySchema>;

/** Revisions shown per page of their list. */
export const REVISIONS_PAGE_SIZE = 10;
