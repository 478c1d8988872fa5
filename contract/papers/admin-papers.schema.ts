import { z } from 'zod';
import { firstBroken, requiredText } from '../auth/auth.schema';
import { tooLong } from '../auth/messages';
import { queryNumber } from '../http/ids';
import { plainText } from '../http/text';
import { pageOf } from '../users/users.schema';
import { PAPER_STATUSES } from './paper-status';

/**
 * The admin dashboard's Papers tab (acting-side.md §2 /admin-dashboard, §3 "Paper (admin view)" and
 * "Paper categories (admin)", §4 "Admin paper form", §5 "Admin paper form", §7 POST /admin/papers,
 * PUT/DELETE /admin/papers/{id}, §8). Decision 0050. One schema the form and the API validate with.
 */

/** acting-side.md §3 "Paper categories (admin)", in the spec's order. */
export const ADMIN_PAPER_CATEGORIES = [
  'Agricultural Economics',
  'Crop Science',
  'Animal Science',
  'Soil Science',
  'Agricultural Engineering',
  'Food Science',
  'Environmental Science',
  'Plant Pathology',
  'Biotechnology',
  'Forestry',
] as const;

/** acting-side.md §4: what the admin form may set (default SUBMITTED); WITHDRAWN is the author's alone. */
export const ADMIN_PAPER_STATUSES = ['SUBMITTED', 'UNDER_REVIEW', 'ACCEPTED', 'REJECTED', 'REVISIONS_REQUIRED', 'PUBLISHED'] as const;
export type AdminPaperStatus = (typeof ADMIN_PAPER_STATUSES)[number];
export const DEFAULT_ADMIN_PAPER_STATUS: AdminPaperStatus = 'SUBMITTED';

export const ADMIN_PAPER_YEAR = { min: 2000, max: 2100 } as const;

/** acting-side.md §8's alerts (word for word) and the form's field messages. */
export const ADMIN_PAPER_MESSAGES = {
  loadFailed: 'Failed to load data. Please try again.',
  saveFailed: 'Failed to save paper',
  deleteFailed: 'Failed to delete paper',
  created: 'Paper created successfully',
  updated: 'Paper updated successfully',
  deleted: 'Paper deleted successfully',
  titleRequired: 'Title is required',
  authorsRequired: 'At least one author is required',
  authorsInvalid: 'Authors must be a list of names, or of objects with a name',
  categoryRequired: 'Please select a category',
  abstractRequired: 'Abstract is required',
  statusRequired: 'Please select a status',
  volumeMin: 'Volume must be at least 1',
  issueMin: 'Issue must be at least 1',
  yearRange: `Year must be between ${ADMIN_PAPER_YEAR.min} and ${ADMIN_PAPER_YEAR.max}`,
  volumeAndIssue: 'Give both the volume and the issue, or neither.',
  manuscriptPdfOnly: 'The manuscript must be a PDF file.',
  withdrawnNotSettable: 'Only the author can withdraw a paper; choose another status.',
  publishedNeedsIssue: 'A published paper needs its volume and issue.',
  publishedNotDeletable: 'A published paper cannot be deleted: it stays on the record. Change its status first (for a retraction, publish a retraction notice).',
  noSuchIssue: (volume: number, issue: number, year?: number) =>
    `There is no Volume ${volume}, Issue ${issue}${year ? ` of ${year}` : ''}; create that issue in the Issues tab first.`,
  confirmDelete: (title: string) => `Delete the paper "${title}"? Its versions, reviews and history are deleted with it. This cannot be undone.`,
} as const;
const M = ADMIN_PAPER_MESSAGES;

const blankAsMissing = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

const positive = (message: string) =>
  z.preprocess(blankAsMissing, z.coerce.number({ error: message }).int(message).min(1, message).max(1_000_000, message).optional());

export const adminPaperAuthorSchema = z.object({
  name: requiredText(M.authorsRequired, 'Author name'),
  email: plainText().trim().max(254, tooLong('Author email', 254)).default(''),
  affiliation: plainText().trim().max(300, tooLong('Author affiliation', 300)).default(''),
});
export type AdminPaperAuthor = z.output<typeof adminPaperAuthorSchema>;

/**
 * The authors as the spec has them (§3 "objects with name, or plain names"; §5 "comma-separated";
 * §7 "authors as JSON text"): JSON text of a list, comma-separated names, or a list already.
 */
export function authorsFrom(value: unknown): unknown {
  let list = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        list = JSON.parse(text) as unknown;
      } catch {
        return value;
      }
    } else list = text.split(',');
  }
  if (!Array.isArray(list)) return list;
  return list
    .map((author: unknown) => (typeof author === 'string' ? { name: author } : author))
    .filter((author: unknown) => !(author && typeof author === 'object' && typeof (author as { name?: unknown }).name === 'string' && (author as { name: string }).name.trim() === ''));
}

/** The admin paper form (§5): title, authors, category, abstract and status required; volume and issue at least 1; year 2000–2100. */
export const adminPaperFormSchema = z
  .object({
    title: requiredText(M.titleRequired, 'Title', 500),
    authors: z.preprocess(authorsFrom, z.array(adminPaperAuthorSchema, { error: M.authorsInvalid }).min(1, M.authorsRequired).max(30, 'A paper can list at most 30 authors')),
    category: requiredText(M.categoryRequired, 'Category'),
    abstract: plainText({ error: M.abstractRequired })
      .trim()
      .superRefine(
        firstBroken<string>([
          [(v) => v.length > 0, M.abstractRequired],
          [(v) => v.length <= 10_000, tooLong('Abstract', 10_000)],
        ]),
      ),
    keywords: z.preprocess(blankAsMissing, plainText().trim().max(500, tooLong('Keywords', 500)).default('')),
    doi: z.preprocess(blankAsMissing, plainText().trim().max(200, tooLong('DOI', 200)).optional()),
    pages: z.preprocess(blankAsMissing, plainText().trim().max(50, tooLong('Pages', 50)).optional()),
    volume: positive(M.volumeMin),
    issue: positive(M.issueMin),
    year: z.preprocess(
      blankAsMissing,
      z.coerce.number({ error: M.yearRange }).int(M.yearRange).min(ADMIN_PAPER_YEAR.min, M.yearRange).max(ADMIN_PAPER_YEAR.max, M.yearRange).optional(),
    ),
    status: z.preprocess(blankAsMissing, z.enum(PAPER_STATUSES, { error: M.statusRequired }).default(DEFAULT_ADMIN_PAPER_STATUS)),
  })
  .superRefine((paper, ctx) => {
    if ((paper.volume === undefined) !== (paper.issue === undefined)) ctx.addIssue({ code: 'custom', path: [paper.volume === undefined ? 'volume' : 'issue'], message: M.volumeAndIssue });
    if (paper.status === 'PUBLISHED' && paper.volume === undefined) ctx.addIssue({ code: 'custom', path: ['volume'], message: M.publishedNeedsIssue });
  });
export type AdminPaperFormInput = z.input<typeof adminPaperFormSchema>;
export type AdminPaperForm = z.output<typeof adminPaperFormSchema>;

export const ADMIN_PAPER_SORTS = ['submitted', 'updated', 'title', 'status'] as const;

/** GET /api/admin/papers: paged, searched (title, author names, DOI), filtered and sorted on the server. */
export const adminPapersQuerySchema = z.object({
  page: queryNumber('page', { min: 1, max: 100_000, default: 1 }),
  pageSize: queryNumber('pageSize', { min: 1, max: 100, default: 20 }),
  q: z.preprocess(blankAsMissing, plainText().trim().max(200, tooLong('Search', 200)).optional()),
  status: z.preprocess(blankAsMissing, z.enum(PAPER_STATUSES).optional()),
  sort: z.preprocess(blankAsMissing, z.enum(ADMIN_PAPER_SORTS).default('submitted')),
  order: z.preprocess(blankAsMissing, z.enum(['asc', 'desc']).default('desc')),
});
export type AdminPapersQuery = z.output<typeof adminPapersQuerySchema>;

/** A row: the admin view of §3 (the manuscript by its download address, never a file path). */
export const adminPaperRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  authors: z.array(z.object({ name: z.string(), email: z.string(), affiliation: z.string() })),
  category: z.string(),
  abstract: z.string(),
  keywords: z.array(z.string()),
  doi: z.string().nullable(),
  volume: z.number().int().nullable(),
  issue: z.number().int().nullable(),
  year: z.number().int().nullable(),
  pages: z.string().nullable(),
  status: z.enum(PAPER_STATUSES),
  hasManuscript: z.boolean(),
  submittedAt: z.string(),
  publishedAt: z.string().nullable(),
  downloads: z.number().int(),
  citations: z.number().int(),
});
export type AdminPaperRow = z.infer<typeof adminPaperRowSchema>;

export const adminPaperPageSchema = pageOf(adminPaperRowSchema);
export type AdminPaperPage = z.infer<typeof adminPaperPageSchema>;

export const adminPaperSavedSchema = z.object({ paper: adminPaperRowSchema, message: z.enum([M.created, M.updated]) });
export type AdminPaperSaved = z.infer<typeof adminPaperSavedSchema>;

export const adminPaperDeletedSchema = z.object({ id: z.number().int(), message: z.literal(M.deleted) });
export type AdminPaperDeleted = z.infer<typeof adminPaperDeletedSchema>;
