import { z } from 'zod';
import { emailText } from '../auth/auth.schema';
import { REVIEW_RECOMMENDATIONS } from '../editor-desk/editor-desk.schema';
import { rowIdParam } from '../http/ids';
import { plainText } from '../http/text';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from './reviewer-constants';
import { REVIEW_ACTIONS, REVIEW_MESSAGES as M, REVIEWER_VISIBLE_STATUSES } from './review.messages';

export { REVIEW_MESSAGES, REVIEW_ACTIONS, REVIEWER_STATUS_LABELS, type ReviewAction } from './review.messages';

/**
 * The reviewer's own calls under /api/reviews (issue 14; decision 0041). Every answer a reviewer
 * receives is built from these shapes, never from the paper detail: no author, email,
 * affiliation, ORCID iD, cover letter, acknowledgments or funding field exists in them, and the
 * response serialiser drops any key a service might add. Dates are ISO 8601 strings.
 */

export const reviewIdParamsSchema = z.object({ id: rowIdParam({ invalid: M.invalidId, notFound: M.notFound }) });

const isoDate = z.string();

/** The paper as the reviewer's list shows it: its title and category, nothing of its authors. */
const listedPaperSchema = z.object({ title: z.string(), category: z.string() });

/** GET /api/reviews: one of my invitations or assignments. */
export const reviewListItemSchema = z.object({
  id: z.number().int(),
  paper: listedPaperSchema,
  round: z.number().int(),
  status: z.enum(REVIEWER_VISIBLE_STATUSES),
  invitedAt: isoDate,
  /** The answer to the invitation is due by then. */
  responseDueAt: isoDate.nullable(),
  /** The review is due by then. */
  dueAt: isoDate.nullable(),
  respondedAt: isoDate.nullable(),
  draftSavedAt: isoDate.nullable(),
  submittedAt: isoDate.nullable(),
  /** Past a due date by the server's clock: the answer (still invited) or the review (accepted). */
  overdue: z.enum(['response', 'review']).nullable(),
});
export type ReviewListItem = z.infer<typeof reviewListItemSchema>;
export const reviewListSchema = z.array(reviewListItemSchema);

/** The anonymised paper of an assignment (decision 0035's reviewer view, and no more). */
export const reviewPaperSchema = listedPaperSchema.extend({ abstract: z.string(), keywords: z.array(z.string()) });

/** My review as saved (a draft) or sent. */
export const myReviewSchema = z.object({
  competingInterests: z.string().nullable(),
  recommendation: z.enum(REVIEW_RECOMMENDATIONS).nullable(),
  commentsToAuthor: z.string().nullable(),
  confidentialComments: z.string().nullable(),
  /** The annotated file, as stored (its document metadata already removed). */
  annotatedFile: z.object({ fileName: z.string(), sizeBytes: z.number().int() }).nullable(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** GET /api/reviews/{id}: the invitation, the anonymised paper and my review. */
export const reviewDetailSchema = reviewListItemSchema.extend({
  paper: reviewPaperSchema,
  /** The reviewer's copy of the manuscript downloads under this neutral name (manuscript-{id}.pdf). */
  manuscriptFileName: z.string().nullable(),
  review: myReviewSchema,
  /** What the caller may do now; the page offers nothing else. */
  actions: z.array(z.enum(REVIEW_ACTIONS)),
});
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;

/** Accept, decline, save, submit: the assignment's state after the call and the sentence to show. */
export const reviewActionResultSchema = z.object({ id: z.number().int(), status: z.enum(['ACCEPTED', 'DECLINED', 'COMPLETED']), message: z.string() });
export type ReviewActionResult = z.infer<typeof reviewActionResultSchema>;

/** '' and whitespace count as not given (form fields). */
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = (max: number, label: string) =>
  z.preprocess(blankAsMissing, plainText().trim().max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`).optional());
const requiredText = (max: number, label: string, required: string) =>
  z.preprocess((value) => (value === undefined || value === null ? '' : value), plainText({ error: required }).trim().min(1, required).max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`));

export const DECLINE_REASON_MAX = 5_000;

/** POST /api/reviews/{id}/decline: the reason (required) and, optionally, someone the editor could ask instead. */
export const declineInputSchema = z.object({
  reason: requiredText(DECLINE_REASON_MAX, 'The reason', M.declineReasonRequired),
  suggestedReviewer: z.preprocess(
    // Both fields left empty: no suggestion.
    (value) => {
      if (value === null || value === undefined) return undefined;
      if (typeof value === 'object' && !Array.isArray(value)) {
        const { name, email } = value as { name?: unknown; email?: unknown };
        if (blankAsMissing(name) === undefined && blankAsMissing(email) === undefined) return undefined;
      }
      return value;
    },
    z
      .object({
        name: requiredText(200, 'The name', M.suggestedNameRequired),
        email: z.preprocess((value) => (value === undefined || value === null ? '' : value), emailText(M.suggestedEmailRequired, M.suggestedEmailInvalid)),
      })
      .optional(),
  ),
});
export type DeclineInput = z.infer<typeof declineInputSchema>;

const LIMITS = { competingInterests: 5_000, commentsToAuthor: 50_000, confidentialComments: 20_000 } as const;

/** Multipart fields arrive as text: 'true' and 'on' mean yes. */
const flag = z.preprocess((value) => (value === 'true' || value === 'on' || value === '1' ? true : value === 'false' || value === '0' || value === '' ? false : value), z.boolean().default(false));

const recommendation = z.enum(REVIEW_RECOMMENDATIONS, { error: M.recommendationRequired });

/**
 * PUT /api/reviews/{id}: the draft as it stands (JSON, or multipart/form-data with these fields
 * and the file in `annotatedFile`). Everything may be empty; what is not sent is cleared, but
 * the annotated file stays unless a new one is sent or removeAnnotatedFile is true.
 */
export const reviewDraftSchema = z.object({
  competingInterests: optionalText(LIMITS.competingInterests, 'The competing interests'),
  recommendation: z.preprocess(blankAsMissing, recommendation.optional()),
  commentsToAuthor: optionalText(LIMITS.commentsToAuthor, 'The comments to the author'),
  confidentialComments: optionalText(LIMITS.confidentialComments, 'The confidential comments'),
  removeAnnotatedFile: flag,
});
export type ReviewDraft = z.infer<typeof reviewDraftSchema>;

/** POST /api/reviews/{id}/submit: the review, once (JSON or multipart as for the draft). */
export const reviewSubmissionSchema = z.object({
  competingInterests: requiredText(LIMITS.competingInterests, 'The competing interests', M.competingInterestsRequired),
  recommendation: z.preprocess((value) => (value === '' || value === null ? undefined : value), recommendation),
  commentsToAuthor: requiredText(LIMITS.commentsToAuthor, 'The comments to the author', M.commentsToAuthorRequired),
  confidentialComments: optionalText(LIMITS.confidentialComments, 'The confidential comments'),
  removeAnnotatedFile: flag,
});
export type ReviewSubmission = z.infer<typeof reviewSubmissionSchema>;

/** The multipart field of the annotated file. */
export const ANNOTATED_FILE_FIELD = 'annotatedFile';

/** POST /api/reviews/{id}/session: a short-lived access token that opens only this review. */
export const reviewSessionSchema = z.object({ token: z.string(), expiresAt: isoDate, assignmentId: z.number().int() });
export type ReviewSession = z.infer<typeof reviewSessionSchema>;

/** POST /api/editor/assignments/{id}/rating: the editors' 1–5 for a completed review (staff only). */
export const reviewRatingSchema = z.object({
  rating: z.number({ error: M.ratingRange }).int(M.ratingRange).min(REVIEW_RATING_MIN, M.ratingRange).max(REVIEW_RATING_MAX, M.ratingRange),
});
export const reviewRatingResultSchema = z.object({ id: z.number().int(), rating: z.number().int(), message: z.string() });
export type ReviewRatingResult = z.infer<typeof reviewRatingResultSchema>;

export const CANCEL_REASON_MAX = 2_000;

/** POST /api/editor/assignments/{id}/cancel: the editor's reason, optional and for the staff timeline only; no body at all is the same as none. */
export const cancelAssignmentSchema = z.object({ reason: optionalText(CANCEL_REASON_MAX, 'The reason') }).nullish();
export type CancelAssignmentInput = z.infer<typeof cancelAssignmentSchema>;
export const cancelAssignmentResultSchema = z.object({ id: z.number().int(), status: z.literal('CANCELLED'), message: z.string() });
export type CancelAssignmentResult = z.infer<typeof cancelAssignmentResultSchema>;

/** The journal's setting `review-due-days` (REVIEW_DUE_DAYS_SETTINGS_KEY): days to answer and to review. */
export const reviewDueDaysSchema = z.object({ respond: z.number().int().min(1).max(90), review: z.number().int().min(1).max(365) });
export type ReviewDueDays = z.infer<typeof reviewDueDaysSchema>;

/** The reviewer's copy of a manuscript downloads under a name that says nothing: manuscript-{assignmentId}.pdf. */
const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};
export const reviewerManuscriptFileName = (assignmentId: number, mediaType: string) => `manuscript-${assignmentId}.${EXTENSIONS[mediaType] ?? 'bin'}`;
/** An annotated file as authors and editors download it: review-{paperId}-round-{n}-reviewer-{m}.pdf. */
export const annotatedFileName = (paperId: number, round: number, reviewerNumber: number, mediaType: string) =>
  `review-${paperId}-round-${round}-reviewer-${reviewerNumber}.${EXTENSIONS[mediaType] ?? 'bin'}`;
