import { z } from 'zod';
import { ARTICLE_TYPE_IDS } from '../journal/manuscripts';
import { APPEAL_OUTCOMES, EDITORIAL_DECISIONS } from './workflow/editorial-decisions';
import { REVIEW_ASSIGNMENT_STATUSES } from './workflow/paper-relations';
import { WORKFLOW_ACTIONS } from './workflow/paper-workflow.policy';
import { MAX_ROW_ID, parseRowId, queryNumber, rowIdParam } from '../http/ids';
import { plainText } from '../http/text';
import { PAPER_MESSAGES as M } from './messages';
import { paperVersionSchema } from './author-journey.schema';
import { paperStatusSchema } from './paper-status.schema';
import { MAX_PAGE, SEARCH_DATE_RANGES, SEARCH_PAGE_SIZE, SEARCH_TEXT_MAX } from './paper-search';

export { MAX_PAGE, SEARCH_DATE_LABELS, SEARCH_DATE_RANGES, SEARCH_DATE_YEARS, SEARCH_PAGE_SIZE, SEARCH_TEXT_MAX, type SearchDateRange } from './paper-search';

/**
 * Paper shapes of the read side (reading-side.md §3 "Paper", "Search result paper") and the
 * search query (§2 "Paper search", §7). Dates are ISO 8601 strings.
 */

/** An author as lists and search show them: never an email. */
export const paperAuthorSummarySchema = z.object({
  name: z.string(),
  affiliation: z.string(),
  isPrimaryContact: z.boolean(),
  orcid: z.string().nullable(),
});

/** An author on the paper page: email only where decision 0007 allows it, else null. */
export const paperAuthorSchema = paperAuthorSummarySchema.extend({ email: z.string().nullable() });

/** Home 'Latest Publications', GET /api/papers, search results. */
export const paperSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  authors: z.array(paperAuthorSummarySchema),
  abstract: z.string(),
  keywords: z.array(z.string()),
  category: z.string(),
  /** Volume and issue of the published issue it appeared in, else null. */
  volume: z.number().int().nullable(),
  issue: z.number().int().nullable(),
  issueId: z.number().int().nullable(),
  year: z.number().int().nullable(),
  pages: z.string().nullable(),
  doi: z.string().nullable(),
  publicationDate: z.string().nullable(),
  submissionDate: z.string(),
  downloadCount: z.number().int(),
  citations: z.number().int(),
});
export type PaperSummary = z.infer<typeof paperSummarySchema>;

export const paperListItemSchema = paperSummarySchema;
export const paperSearchResultSchema = paperSummarySchema;

/** A review as the paper page shows it: the reviewer anonymised ('Reviewer 1'), never their identity. */
export const reviewCommentSchema = z.object({
  reviewer: z.string(),
  date: z.string().nullable(),
  comments: z.string(),
  /** The reviewer's annotated file, metadata removed (decision 0041), when they sent one. */
  annotatedFileUrl: z.string().nullable(),
});
export type ReviewComment = z.infer<typeof reviewCommentSchema>;

/** What the viewer may do on the page (contract/papers/paper-visibility.policy.ts). */
export const paperViewerAccessSchema = z.object({
  isAuthor: z.boolean(),
  isOwner: z.boolean(),
  isStaff: z.boolean(),
  showStatus: z.boolean(),
  canDownload: z.boolean(),
  canSubmitRevision: z.boolean(),
  showDashboardLink: z.boolean(),
  /** A reviewer's anonymised view (decision 0035). */
  isReviewer: z.boolean(),
});

/** One line of the paper's timeline: staff see every event with its actor and comments; authors the author-facing ones without (decision 0035). */
export const timelineEventSchema = z.object({
  kind: z.string(),
  title: z.string(),
  at: z.string(),
  fromStatus: paperStatusSchema.nullable(),
  toStatus: paperStatusSchema.nullable(),
  actor: z.string().nullable(),
  comments: z.string().nullable(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

/** A decision and its letter as sent: authors and staff. */
export const decisionRecordSchema = z.object({ decision: z.enum(EDITORIAL_DECISIONS), label: z.string(), round: z.number().int(), at: z.string(), letter: z.string() });

/** A review as the editors read it: names, recommendation and the confidential comments (staff only). */
export const staffReviewSchema = z.object({
  assignmentId: z.number().int(),
  reviewer: z.string(),
  label: z.string(),
  round: z.number().int(),
  status: z.enum(REVIEW_ASSIGNMENT_STATUSES),
  recommendation: z.string().nullable(),
  commentsToAuthor: z.string().nullable(),
  confidentialComments: z.string().nullable(),
  assignedAt: z.string(),
  /** The answer to the invitation was due then (decision 0041). */
  responseDueAt: z.string().nullable(),
  respondedAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /** Why the reviewer declined, and whom they suggested instead. */
  declineReason: z.string().nullable(),
  suggestedReviewer: z.object({ name: z.string(), email: z.string() }).nullable(),
  competingInterests: z.string().nullable(),
  /** The editor's reason for inviting the reviewer despite a conflict of interest (decision 0041). */
  conflictOverride: z.string().nullable(),
  /** The editors' 1–5 for a completed review; reviewers never see it. */
  rating: z.number().int().nullable(),
  /** The annotated file sent with the review (metadata removed). */
  annotatedFileUrl: z.string().nullable(),
});
export type StaffReview = z.infer<typeof staffReviewSchema>;

/**
 * An appeal against a rejection and its outcome (reading-side.md §4): authors and staff. The
 * appellant's name and the supporting file's download are for staff (null for authors).
 */
export const paperAppealSchema = z.object({
  id: z.number().int(),
  filedAt: z.string(),
  reasons: z.string(),
  /** GET /api/editor/appeals/{id}/file, for staff; null for authors or when no file was sent. */
  fileUrl: z.string().nullable(),
  appellant: z.string().nullable(),
  status: z.enum(['open', ...APPEAL_OUTCOMES]),
  /** 'Upheld', 'Reversed' or 'Modified' once decided. */
  outcome: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The outcome letter as it was mailed to the authors. */
  letter: z.string().nullable(),
});
export type PaperAppeal = z.infer<typeof paperAppealSchema>;

/** What the workflow lets this viewer do now (decision 0034), and the editorial facts staff see. */
export const paperWorkflowSchema = z.object({
  actions: z.array(z.enum(WORKFLOW_ACTIONS)),
  round: z.number().int(),
  /** The last day to appeal the rejection, when an appeal is possible now. */
  appealDeadline: z.string().nullable(),
  /** The appeal against the last decision: 'open', or its outcome; null when none was filed. */
  appeal: z.enum(['open', ...APPEAL_OUTCOMES]).nullable(),
  handlingEditor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Staff only (else empty). */
  reviews: z.array(staffReviewSchema),
});
export type PaperWorkflow = z.infer<typeof paperWorkflowSchema>;

/** GET /api/papers/{id} and the /paper/{id} page: fields the viewer may not see are null or empty. */
export const paperDetailSchema = paperSummarySchema.extend({
  /** Counted views of the article page (COUNTER R5 rules, decision 0059); downloadCount counts its file's downloads. */
  views: z.number().int(),
  authors: z.array(paperAuthorSchema),
  status: paperStatusSchema,
  /** The article type the author chose (issue 15); a public fact of the article. */
  articleType: z.enum(ARTICLE_TYPE_IDS),
  /** When the submitting author agreed to the CC BY 4.0 licence (with the declarations: authors and staff); null before the field existed. */
  licenceAcceptedAt: z.string().nullable(),
  fundingInfo: z.string().nullable(),
  coverLetter: z.string().nullable(),
  ethicsStatement: z.string().nullable(),
  conflictOfInterest: z.string().nullable(),
  acknowledgments: z.string().nullable(),
  /** A manuscript exists and this viewer may download it. */
  hasManuscript: z.boolean(),
  /** The name the download is saved under (paper-{id}.pdf, .doc or .docx), when hasManuscript. */
  manuscriptFileName: z.string().nullable(),
  reviewComments: z.array(reviewCommentSchema),
  /** Every submitted version, oldest first: authors and staff only, else empty. */
  versions: z.array(paperVersionSchema),
  access: paperViewerAccessSchema,
  /** Staff: every event; authors: the author-facing ones; others: empty. */
  timeline: z.array(timelineEventSchema),
  /** The decisions and their letters: authors and staff, else empty. */
  decisions: z.array(decisionRecordSchema),
  /** Appeals against rejections, oldest first: authors and staff, else empty. */
  appeals: z.array(paperAppealSchema),
  workflow: paperWorkflowSchema,
});
export type PaperDetail = z.infer<typeof paperDetailSchema>;

export const pageOfPapers = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });

export const paperPageSchema = pageOfPapers(paperListItemSchema);
export const paperSearchPageSchema = pageOfPapers(paperSearchResultSchema);
export type PaperPage = z.infer<typeof paperPageSchema>;

export const searchDateRangeSchema = z.enum(SEARCH_DATE_RANGES);

/** '' (an empty box in the URL) counts as not given. */
const emptyAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const searchText = (label: string) =>
  z.preprocess(emptyAsMissing, plainText().trim().max(SEARCH_TEXT_MAX, `${label} must be at most ${SEARCH_TEXT_MAX} characters`).optional());

const pageNumber = queryNumber('page', { min: 1, max: MAX_PAGE, default: 1 });

/** GET /api/papers/search and the /search page's URL (?query=&category=&date=&author=&page=). */
export const paperSearchQuerySchema = z.object({
  query: searchText('The search text'),
  category: searchText('The category'),
  date: z.preprocess(emptyAsMissing, z.enum(SEARCH_DATE_RANGES, { error: 'date must be last_year, last_3_years or last_5_years' }).optional()),
  author: searchText('The author name'),
  page: pageNumber,
});
export type PaperSearchQuery = z.infer<typeof paperSearchQuerySchema>;
export type PaperSearchInput = z.input<typeof paperSearchQuerySchema>;

/** reading-side.md §5: a search runs only when at least one of query, category, date or author is given. */
export function hasSearchCriteria(query: Pick<PaperSearchQuery, 'query' | 'category' | 'date' | 'author'>): boolean {
  return Boolean(query.query || query.category || query.date || query.author);
}

/** GET /api/papers: published papers, newest first. */
export const paperListQuerySchema = z.object({
  page: pageNumber,
  pageSize: queryNumber('pageSize', { min: 1, max: 100, default: SEARCH_PAGE_SIZE }),
});

/** Largest id a paper can have (PostgreSQL integer). */
export const MAX_PAPER_ID = MAX_ROW_ID;

/** A path id (contract/http/ids.ts): digits only, else 400; an id no paper can have is simply not found. */
export const paperIdParam = rowIdParam({ invalid: M.invalidId, notFound: M.notFound });
export const paperIdParamsSchema = z.object({ id: paperIdParam });

/** The paper id of a path segment, or null when it cannot name a paper. */
export const parsePaperId = (raw: string | undefined): number | null => parseRowId(raw);

export const categoryListSchema = z.array(z.string());

/** Download names by stored media type (reading-side.md §7: paper-{id}.pdf). */
const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};
export function manuscriptFileName(paperId: number, mediaType: string): string {
  return `paper-${paperId}.${EXTENSIONS[mediaType] ?? 'bin'}`;
}
/** An earlier (or the current) version's manuscript: paper-{id}-v{n}.pdf. */
/** An appeal's supporting file as staff download it. */
export function appealFileName(appealId: number, mediaType: string): string {
  return `appeal-${appealId}.${EXTENSIONS[mediaType] ?? 'bin'}`;
}

export function versionFileName(paperId: number, version: number, mediaType: string): string {
  return `paper-${paperId}-v${version}.${EXTENSIONS[mediaType] ?? 'bin'}`;
}
