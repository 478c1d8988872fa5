import { z } from 'zod';
import { paperStatusSchema } from './paper-status.schema';

/**
 * The author's side of a paper after it is sent (acting-side.md §2 /submit-paper and /dashboard,
 * §7 POST /papers, GET /papers/{id}/revision, GET /papers/my-submissions, POST /papers/{id}/withdraw,
 * §8 messages word for word). The server answers with these shapes; the pages read them.
 */
export { AUTHOR_JOURNEY_MESSAGES } from './author-journey.messages';

/** POST /api/papers → 201: the paper (new, or the revised one under the same id) and its version. */
export const submissionResultSchema = z.object({
  id: z.number().int(),
  status: paperStatusSchema,
  version: z.number().int(),
  message: z.string(),
});
export type SubmissionResult = z.infer<typeof submissionResultSchema>;

export const specialIssueRefSchema = z.object({ id: z.number().int(), title: z.string() });

/** GET /api/papers/{id}/revision: what prefills 'Submit Revised Paper' (the file is never included). */
export const revisionDraftSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  abstract: z.string(),
  /** Comma-separated, as the form takes them. */
  keywords: z.string(),
  category: z.string(),
  coverLetter: z.string(),
  fundingInfo: z.string(),
  ethicsStatement: z.string(),
  conflictOfInterest: z.string(),
  acknowledgments: z.string(),
  authors: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      affiliation: z.string(),
      /** '' when the author gave none. */
      orcid: z.string(),
      isPrimaryContact: z.boolean(),
    }),
  ),
  /** The version now on file; the revision becomes version + 1. */
  version: z.number().int(),
  specialIssue: specialIssueRefSchema.nullable(),
});
export type RevisionDraft = z.infer<typeof revisionDraftSchema>;

/** One row of the author dashboard (GET /api/papers/my-submissions). */
export const mySubmissionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  status: paperStatusSchema,
  /** First submission (ISO 8601). */
  submissionDate: z.string(),
  /** Last change: a revision, a decision, a withdrawal (ISO 8601). */
  updatedAt: z.string(),
  version: z.number().int(),
  specialIssue: specialIssueRefSchema.nullable(),
  /** The viewer submitted it (co-authors listed by email see it but do not act on it; decision 0019). */
  isOwner: z.boolean(),
  /** Withdraw button: owner and SUBMITTED. */
  canWithdraw: z.boolean(),
  /** Revision link /submit-paper?revision={id}: owner and REVISIONS_REQUIRED. */
  canRevise: z.boolean(),
});
export type MySubmission = z.infer<typeof mySubmissionSchema>;
export const mySubmissionsSchema = z.array(mySubmissionSchema);

/** POST /api/papers/{id}/withdraw → 200. */
export const withdrawResultSchema = z.object({ id: z.number().int(), status: paperStatusSchema, message: z.string() });
export type WithdrawResult = z.infer<typeof withdrawResultSchema>;

/** A version in the paper page's history (authors and staff only). */
export const paperVersionSchema = z.object({
  version: z.number().int(),
  submittedAt: z.string(),
  /** The version's manuscript, downloadable at /api/papers/{id}/versions/{version}/download; null if none. */
  fileName: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
});
export type PaperVersion = z.infer<typeof paperVersionSchema>;
