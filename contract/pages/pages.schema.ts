import { z } from 'zod';
import { queryNumber, rowIdParam } from '../http/ids';
import { plainText } from '../http/text';
import { pageOf } from '../users/users.schema';
import { PAGE_MARKDOWN_MAX, PAGE_MESSAGES as M } from './pages.messages';

export * from './pages.messages';
export * from './page-placeholders';
export * from './page-registry';

/**
 * The static pages' content manager (issue 15 "Static pages", decision 0047):
 * GET /api/admin/pages, GET/PUT /api/admin/pages/{slug}, the revisions and their restore, and the
 * preview. The text is Markdown; the server renders and sanitises it.
 */

/** A page's path without its slash: `about`, `privacy-policy`. An unknown slug is a 404. */
export const pageSlugParam = z.string({ error: M.invalidSlug }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, M.invalidSlug).max(64, M.invalidSlug);

export const revisionIdParam = rowIdParam({ invalid: M.invalidRevisionId, notFound: M.revisionNotFound });

export const pageParamsSchema = z.object({ slug: pageSlugParam });
export const pageRevisionParamsSchema = z.object({ slug: pageSlugParam, id: revisionIdParam });

const markdownText = plainText({ error: M.markdownRequired })
  .refine((v) => v.trim().length > 0, M.markdownRequired)
  .refine((v) => v.length <= PAGE_MARKDOWN_MAX, `The page text must be at most ${PAGE_MARKDOWN_MAX} characters`);

/** PUT /api/admin/pages/{slug}: the new text and the revision it was written from (a stale one is 409). */
export const pageSaveSchema = z.object({
  markdown: markdownText,
  baseRevisionId: z.number({ error: M.baseRevisionRequired }).int().positive(M.baseRevisionRequired),
});
export type PageSaveInput = z.input<typeof pageSaveSchema>;

/** POST /api/admin/pages/{slug}/revisions/{id}/restore: optionally the revision the editor was looking at. */
export const pageRestoreSchema = z
  .object({ baseRevisionId: z.number().int().positive().optional() })
  .default({});

/** POST /api/admin/pages/preview: the text as it stands in the editor. */
export const pagePreviewRequestSchema = z.object({ markdown: plainText().max(PAGE_MARKDOWN_MAX, `The page text must be at most ${PAGE_MARKDOWN_MAX} characters`) });

export const tocEntrySchema = z.object({ id: z.string(), title: z.string() });
export type PageTocEntry = z.infer<typeof tocEntrySchema>;

/** The sanitised HTML of a text, its contents (the h2s) and the placeholder problems found. */
export const pagePreviewSchema = z.object({
  html: z.string(),
  toc: z.array(tocEntrySchema),
  problems: z.array(z.string()),
});
export type PagePreview = z.infer<typeof pagePreviewSchema>;

export const pageEditorSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const pageSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  path: z.string(),
  revisionId: z.number().int(),
  updatedAt: z.string(),
  updatedBy: pageEditorSchema,
});
export type PageSummary = z.infer<typeof pageSummarySchema>;

/** GET /api/admin/pages: every editable page (a short, fixed list: not paged). */
export const pageListSchema = z.object({ items: z.array(pageSummarySchema) });
export type PageList = z.infer<typeof pageListSchema>;

/** GET/PUT /api/admin/pages/{slug}: the page's current text and its rendering. */
export const pageDetailSchema = pageSummarySchema.extend({
  markdown: z.string(),
  html: z.string(),
  toc: z.array(tocEntrySchema),
});
export type PageDetail = z.infer<typeof pageDetailSchema>;

export const pageRevisionSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  author: pageEditorSchema,
  /** The revision this one restored, if it is a restore. */
  restoredFromId: z.number().int().nullable(),
  current: z.boolean(),
});
export type PageRevision = z.infer<typeof pageRevisionSchema>;

export const pageRevisionsQuerySchema = z.object({
  page: queryNumber('page', { min: 1, max: 10_000, default: 1 }),
  pageSize: queryNumber('pageSize', { min: 1, max: 100, default: 20 }),
});

/** GET /api/admin/pages/{slug}/revisions: newest first, paged. */
export const pageRevisionPageSchema = pageOf(pageRevisionSchema);
export type PageRevisionPage = z.infer<typeof pageRevisionPageSchema>;
export * from './page-segments';
