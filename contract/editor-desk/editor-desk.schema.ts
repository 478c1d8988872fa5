import { z } from 'zod';
import { CONFLICT_MESSAGES } from '../reviews/assignment.messages';
import { queryNumber } from '../http/ids';
import { plainText } from '../http/text';
import { paperStatusSchema } from '../papers/paper-status.schema';
import { APPEAL_OUTCOMES, APPEAL_REVERSAL_STATUSES, EDITORIAL_DECISIONS } from '../papers/workflow/editorial-decisions';
import { WORKFLOW_ACTIONS } from '../papers/workflow/paper-workflow.policy';
import { EDITOR_DESK_MESSAGES as M, OVERDUE_KINDS, SUBMISSION_SORTS } from './editor-desk.messages';

export { EDITOR_DESK_MESSAGES } from './editor-desk.messages';

/**
 * The editorial desk's calls (issue 13; acting-side.md §2 /editor-dashboard, §7 GET
 * /editor/submissions, POST /editor/papers/{id}/status and /assign-reviewers). The server validates
 * with these; the dashboard parses its answers with them.
 */

const flag = z.preprocess((value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' || value === '' ? false : value), z.boolean().default(false));
const optionalText = (max: number) => z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), plainText().trim().max(max).optional());

/** GET /api/editor/submissions: server-side paging, sorting, filters and search. */
export const submissionsQuerySchema = z.object({
  page: queryNumber('page', { min: 1, max: 100_000, default: 1 }),
  pageSize: queryNumber('pageSize', { min: 1, max: 100, default: 20 }),
  sort: z.enum(SUBMISSION_SORTS).default('submitted'),
  order: z.enum(['asc', 'desc']).default('desc'),
  status: z.preprocess((value) => (value === '' ? undefined : value), paperStatusSchema.optional()),
  category: optionalText(200),
  /** Part of the title or of an author's name. */
  q: optionalText(200),
  /** Only papers the caller handles. */
  mine: flag,
});
export type SubmissionsQuery = z.infer<typeof submissionsQuerySchema>;
export type SubmissionsQueryInput = z.input<typeof submissionsQuerySchema>;

export const personRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const submissionRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  authorNames: z.string(),
  category: z.string(),
  status: paperStatusSchema,
  submittedAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
  round: z.number().int(),
  specialIssue: z.string().nullable(),
  handlingEditor: personRefSchema.nullable(),
  reviews: z.object({ assigned: z.number().int(), completed: z.number().int() }),
  overdue: z.object({ kind: z.enum(OVERDUE_KINDS), since: z.string() }).nullable(),
  openAppeal: z.boolean(),
  /** What the caller may do now (decision 0034): the row's actions menu reads only this. */
  actions: z.array(z.enum(WORKFLOW_ACTIONS)),
});
export type SubmissionRow = z.infer<typeof submissionRowSchema>;

export const submissionsPageSchema = z.object({
  items: z.array(submissionRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type SubmissionsPage = z.infer<typeof submissionsPageSchema>;

/** GET /api/editor/stats: counts by status and by category (the dashboard's charts). */
export const editorStatsSchema = z.object({
  total: z.number().int(),
  byStatus: z.array(z.object({ status: paperStatusSchema, count: z.number().int() })),
  byCategory: z.array(z.object({ category: z.string(), count: z.number().int() })),
  overdue: z.number().int(),
  openAppeals: z.number().int(),
  mine: z.number().int(),
});
export type EditorStats = z.infer<typeof editorStatsSchema>;

/** GET /api/editor/editors: who can handle a paper. */
export const editorListSchema = z.array(personRefSchema.extend({ role: z.enum(['EDITOR', 'ADMIN']), handling: z.number().int() }));

/** POST /api/editor/papers/{id}/status (acting-side.md §7): the status, and the editor's comments. */
export const statusChangeSchema = z.object({
  status: paperStatusSchema,
  comments: optionalText(20_000),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const workflowResultSchema = z.object({ id: z.number().int(), status: paperStatusSchema, message: z.string() });
export type WorkflowResult = z.infer<typeof workflowResultSchema>;

/** POST /api/editor/papers/{id}/assign-reviewers (acting-side.md §5, §7). */
export const assignReviewersSchema = z.object({
  reviewers: z.array(z.number().int().min(1).max(2_147_483_647), { error: M.selectReviewer }).min(1, M.selectReviewer).max(20),
  /** Decision 0041: a reviewer with a conflict of interest is invited only with the editor's reason. */
  overrides: z
    .array(z.object({ reviewerId: z.number().int().min(1).max(2_147_483_647), reason: plainText().trim().min(1, CONFLICT_MESSAGES.reasonRequired).max(1000) }))
    .max(20)
    .default([]),
});
export type AssignReviewers = z.infer<typeof assignReviewersSchema>;

/** POST /api/editor/papers/{id}/handling-editor: null takes the paper off anyone's desk. */
export const handlingEditorSchema = z.object({ editorId: z.number().int().min(1).max(2_147_483_647).nullable() });

export const decisionSchema = z.enum(EDITORIAL_DECISIONS);

/** POST /api/editor/papers/{id}/decision-letter: the template of a decision's letter, to edit before sending. */
export const letterRequestSchema = z.object({ decision: decisionSchema, comments: optionalText(20_000) });
export const letterDraftSchema = z.object({ subject: z.string(), letter: z.string() });
export type LetterDraft = z.infer<typeof letterDraftSchema>;

const letterText = plainText({ error: M.letterRequired }).trim().min(1, M.letterRequired).max(50_000);

/** POST /api/editor/papers/{id}/decision. */
export const decisionRequestSchema = z.object({ decision: decisionSchema, letter: letterText });
export type DecisionRequest = z.infer<typeof decisionRequestSchema>;

/** GET /api/editor/papers/{id}/publication: what the publish dialog offers. */
export const publicationOptionsSchema = z.object({
  suggestedDoi: z.string().nullable(),
  needsGalley: z.boolean(),
  issues: z.array(z.object({ id: z.number().int(), volume: z.number().int(), number: z.number().int(), year: z.number().int(), title: z.string(), isPublished: z.boolean() })),
  nextIssue: z.object({ volume: z.number().int(), number: z.number().int(), year: z.number().int() }),
});
export type PublicationOptions = z.infer<typeof publicationOptionsSchema>;

export const DOI_PATTERN = /^10\.\d{4,9}\/[^\s]+$/;

const coerceInt = (name: string, min: number, max: number) => z.coerce.number({ error: `${name} must be a number` }).int(`${name} must be a whole number`).min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`);

/** A draft issue made from the publish dialog (volume, number, year, title, date); the issue admin comes later. */
export const newIssueSchema = z.object({
  volume: coerceInt('Volume', 1, 10_000),
  number: coerceInt('Issue number', 1, 1_000),
  year: coerceInt('Year', 2000, 2100),
  title: plainText().trim().min(1, 'Title is required').max(300),
  publicationDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Publication date is required'),
  /** Publish the new issue at once (its table of contents goes public), or keep it a draft that publishes later. */
  publishNow: z.boolean().default(false),
});

/** POST /api/editor/papers/{id}/publish (JSON, or multipart with the galley PDF and these as fields). */
export const publishRequestSchema = z
  .object({
    issueId: z.preprocess((v) => (v === '' || v === null ? undefined : v), coerceInt('Issue', 1, 2_147_483_647).optional()),
    newIssue: z.preprocess((v) => (typeof v === 'string' ? safeJson(v) : v), newIssueSchema.optional()),
    pages: optionalText(40),
    doi: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), plainText().trim().max(200).regex(DOI_PATTERN, M.doiInvalid).optional()),
  })
  .refine((value) => (value.issueId === undefined) !== (value.newIssue === undefined), { message: 'Choose an issue, or create a new one.', path: ['issueId'] });
export type PublishRequest = z.infer<typeof publishRequestSchema>;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** POST /api/papers/{id}/appeals (JSON, or multipart with an optional file). */
export const appealRequestSchema = z.object({ reasons: plainText({ error: M.appealReasonsRequired }).trim().min(1, M.appealReasonsRequired).max(20_000) });

export const appealOutcomeSchema = z.enum(APPEAL_OUTCOMES);

/** POST /api/editor/appeals/{id}/decision. */
export const appealDecisionSchema = z
  .object({ outcome: appealOutcomeSchema, letter: letterText, reversedTo: z.enum(APPEAL_REVERSAL_STATUSES).optional() })
  .refine((value) => value.outcome !== 'reversed' || value.reversedTo !== undefined, { message: M.reversalTargetRequired, path: ['reversedTo'] });
export type AppealDecision = z.infer<typeof appealDecisionSchema>;

/** POST /api/editor/appeals/{id}/letter: the outcome letter's template (changes nothing). */
export const appealLetterRequestSchema = z.object({ outcome: appealOutcomeSchema, reversedTo: z.enum(APPEAL_REVERSAL_STATUSES).optional() });

export const appealSchema = z.object({
  id: z.number().int(),
  paper: z.object({ id: z.number().int(), title: z.string(), status: paperStatusSchema }),
  appellant: z.string().nullable(),
  reasons: z.string(),
  hasFile: z.boolean(),
  status: z.enum(['open', ...APPEAL_OUTCOMES]),
  filedAt: z.string(),
  decidedAt: z.string().nullable(),
  rejectedAt: z.string(),
});
export type Appeal = z.infer<typeof appealSchema>;
export const appealListSchema = z.array(appealSchema);
export const appealsQuerySchema = z.object({ status: z.enum(['open', 'all']).default('open') });

/**
 * A reviewer's recommendation: the five categories of decision 0016, in the editors' words. The
 * review form (contract/reviews/review.schema.ts) and the desk's figures read it.
 */
export const REVIEW_RECOMMENDATIONS = ['Accept', 'Minor Revision', 'Major Revision', 'Reject and Resubmit', 'Reject'] as const;
export type ReviewRecommendation = (typeof REVIEW_RECOMMENDATIONS)[number];
