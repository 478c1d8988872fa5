import { z } from 'zod';
import { firstBroken } from '../auth/auth.schema';
import { tooLong } from '../auth/messages';
import { queryNumber } from '../http/ids';
import { plainText } from '../http/text';
import { pageOf } from '../users/users.schema';
import { ADMIN_ISSUE_MESSAGES as M, ADMIN_ISSUE_SORTS, ADMIN_ISSUE_STATES, ISSUE_YEAR_MAX, ISSUE_YEAR_MIN } from './admin-issues.messages';

export * from './admin-issues.messages';

/**
 * The admin issue form (acting-side.md §5 "Admin issue form"; decision 0046), used by the dialog
 * (react-hook-form) and by POST/PUT /api/admin/issues (multipart: these as text fields, the files
 * `coverImage` and `pdfFile`). Numbers come as text from both and are coerced here.
 */
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const wholeNumber = (message: string, min: number, max = 1_000_000) =>
  z.preprocess(blankAsMissing, z.coerce.number({ error: message }).int(message).min(min, message).max(max, message));
/** YYYY-MM-DD naming a day that exists (no 30 February). */
const isCalendarDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const flag = z.preprocess((value) => value === true || value === 'true' || value === 'on' || value === '1', z.boolean());

export const issueFormSchema = z.object({
  title: plainText({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(300, tooLong('Title', 300)),
  volume: wholeNumber(M.volumeMin, 1),
  issueNumber: wholeNumber(M.issueNumberMin, 1),
  year: wholeNumber(M.yearRange, ISSUE_YEAR_MIN, ISSUE_YEAR_MAX),
  publicationDate: plainText({ error: M.publicationDateRequired })
    .trim()
    .superRefine(
      firstBroken<string>([
        [(v) => v.length > 0, M.publicationDateRequired],
        [isCalendarDate, M.publicationDateInvalid],
      ]),
    ),
  description: z.preprocess((v) => v ?? '', plainText().trim().max(5000, tooLong('Description', 5000))),
  /** acting-side.md §4: Draft or Published. */
  isPublished: flag,
  /** PUT only: drop the current cover or PDF without sending a new one. */
  removeCover: flag.optional(),
  removePdf: flag.optional(),
});
export type IssueFormInput = z.input<typeof issueFormSchema>;
export type IssueForm = z.output<typeof issueFormSchema>;

/** The year the form starts with (acting-side.md §5: default current year). */
export const defaultIssueYear = (now: Date) => now.getFullYear();

/** GET /api/admin/issues: drafts too, paged, searched (title, description, volume) and sorted on the server. */
export const adminIssueQuerySchema = z.object({
  page: queryNumber('page', { min: 1, max: 100_000, default: 1 }),
  pageSize: queryNumber('pageSize', { min: 1, max: 100, default: 20 }),
  q: z.preprocess(blankAsMissing, plainText().trim().max(200, tooLong('Search', 200)).optional()),
  state: z.preprocess(blankAsMissing, z.enum(ADMIN_ISSUE_STATES).default('all')),
  sort: z.preprocess(blankAsMissing, z.enum(ADMIN_ISSUE_SORTS).default('newest')),
});
export type AdminIssueQuery = z.output<typeof adminIssueQuerySchema>;

/** An image on this site with the size a page reserves for it. */
export const sizedImageSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export type SizedImage = z.infer<typeof sizedImageSchema>;

export const adminIssueSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  volume: z.number().int(),
  issueNumber: z.number().int(),
  year: z.number().int(),
  publicationDate: z.string(),
  description: z.string(),
  isPublished: z.boolean(),
  cover: sizedImageSchema.nullable(),
  pdf: z.object({ name: z.string(), sizeBytes: z.number().int() }).nullable(),
  /** Papers assigned to the issue: accepted ones wait for it, published ones are out. */
  acceptedPapers: z.number().int(),
  publishedPapers: z.number().int(),
});
export type AdminIssue = z.infer<typeof adminIssueSchema>;

export const adminIssuePageSchema = pageOf(adminIssueSchema);
export type AdminIssuePage = z.infer<typeof adminIssuePageSchema>;

/** The answer to POST and PUT: the issue as saved and the sentence to show. */
export const adminIssueSavedSchema = z.object({ message: z.string(), issue: adminIssueSchema, publishedPaperIds: z.array(z.number().int()) });
export type AdminIssueSaved = z.infer<typeof adminIssueSavedSchema>;
