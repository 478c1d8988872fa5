import { z } from 'zod';
import { tooLong } from '../auth/messages';
import { queryNumber, rowIdParam } from '../http/ids';
import { plainText } from '../http/text';
import { SCHOLARLY_MESSAGES as M } from './scholarly.messages';

/**
 * The DOI manager of the content manager (decision 0057): published articles with their DOI and
 * their latest Crossref deposit, deposits of an article or an issue, and Crossref's result per DOI.
 */

/** Crossref's answer for one DOI of a batch; pending until the submission log has it. */
export const DOI_RECORD_STATUSES = ['pending', 'success', 'failure', 'warning'] as const;
export type DoiRecordStatus = (typeof DOI_RECORD_STATUSES)[number];

export const DOI_RECORD_STATUS_LABELS: Record<DoiRecordStatus, string> = {
  pending: 'Waiting for Crossref',
  success: 'Registered',
  failure: 'Failed',
  warning: 'Registered with a warning',
};

/** The list's filter: every article, those without a DOI, with a DOI never deposited, or by their latest deposit's answer. */
export const DOI_LIST_STATES = ['all', 'no-doi', 'not-deposited', ...DOI_RECORD_STATUSES] as const;
export const DOI_LIST_STATE_LABELS: Record<(typeof DOI_LIST_STATES)[number], string> = {
  all: 'All published articles',
  'no-doi': 'No DOI',
  'not-deposited': 'DOI not deposited',
  pending: 'Waiting for Crossref',
  success: 'Registered',
  failure: 'Failed',
  warning: 'Registered with a warning',
};

const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const doiListQuerySchema = z.object({
  page: queryNumber('page', { min: 1, max: 100_000, default: 1 }),
  pageSize: queryNumber('pageSize', { min: 1, max: 100, default: 20 }),
  q: z.preprocess(blankAsMissing, plainText().trim().max(200, tooLong('Search', 200)).optional()),
  state: z.preprocess(blankAsMissing, z.enum(DOI_LIST_STATES).default('all')),
});
export type DoiListQuery = z.output<typeof doiListQuerySchema>;

export const doiRecordSchema = z.object({
  depositId: z.number().int(),
  batchId: z.string(),
  submittedAt: z.string(),
  checkedAt: z.string().nullable(),
  status: z.enum(DOI_RECORD_STATUSES),
  message: z.string().nullable(),
});
export type DoiRecord = z.infer<typeof doiRecordSchema>;

export const doiPaperSchema = z.object({
  paperId: z.number().int(),
  title: z.string(),
  doi: z.string().nullable(),
  publishedAt: z.string().nullable(),
  issue: z.object({ id: z.number().int(), volume: z.number().int(), number: z.number().int(), isPublished: z.boolean() }).nullable(),
  /** The latest deposit of this article, alone or with its issue. */
  deposit: doiRecordSchema.nullable(),
});
export type DoiPaper = z.infer<typeof doiPaperSchema>;

export const doiIssueSchema = z.object({
  id: z.number().int(),
  volume: z.number().int(),
  number: z.number().int(),
  year: z.number().int(),
  title: z.string(),
  isPublished: z.boolean(),
  publishedArticles: z.number().int(),
  articlesWithDoi: z.number().int(),
});
export type DoiIssue = z.infer<typeof doiIssueSchema>;

export const doiManagerPageSchema = z.object({
  items: z.array(doiPaperSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Issues holding published articles, newest first, for the issue deposits and exports. */
  issues: z.array(doiIssueSchema),
  /** Crossref credentials are configured: Deposit sends over HTTPS; otherwise only Download XML. */
  canDeposit: z.boolean(),
});
export type DoiManagerPage = z.infer<typeof doiManagerPageSchema>;

export const depositSchema = z.object({
  id: z.number().int(),
  batchId: z.string(),
  submittedAt: z.string(),
  checkedAt: z.string().nullable(),
  records: z.array(z.object({ paperId: z.number().int(), doi: z.string(), status: z.enum(DOI_RECORD_STATUSES), message: z.string().nullable() })),
});
export type Deposit = z.infer<typeof depositSchema>;

export const depositAnswerSchema = z.object({ message: z.string(), deposit: depositSchema });
export type DepositAnswer = z.infer<typeof depositAnswerSchema>;

export const depositIdParamsSchema = z.object({ id: rowIdParam({ invalid: 'The deposit id must be a whole number', notFound: M.depositNotFound }) });
