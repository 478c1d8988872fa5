import { z } from 'zod';
import { queryNumber } from '../http/ids';
import { plainText } from '../http/text';
import { CONFLICT_KINDS } from './reviewer-matching';

/**
 * GET /api/editor/papers/{id}/reviewer-candidates (issue 14; acting-side.md §5 "Reviewer
 * assignment", decision 0041): the reviewer pool ranked for one paper, with what an editor weighs
 * when choosing — the match, the reviewer's load and record, availability and conflicts.
 */
export const reviewerCandidateRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  institution: z.string(),
  expertise: z.array(z.string()),
  match: z.object({ score: z.number().int(), matched: z.array(z.string()) }),
  /** Invitations and accepted assignments not yet completed, every paper. */
  openAssignments: z.number().int(),
  completedReviews: z.number().int(),
  /** From invitation to submitted review, completed reviews only; null before the first. */
  averageDaysToComplete: z.number().nullable(),
  lastReviewAt: z.string().nullable(),
  /** The editors' ratings of their reviews, 1–5 (staff only, like this whole list). */
  averageRating: z.number().nullable(),
  /** Not to be invited before this day (YYYY-MM-DD); null when available. */
  unavailableUntil: z.string().nullable(),
  conflicts: z.array(z.object({ kind: z.enum(CONFLICT_KINDS), label: z.string() })),
  /** Already invited to the paper's current round, whatever came of it (declined and cancelled too: one assignment per reviewer and round). */
  assigned: z.boolean(),
});
export type ReviewerCandidateRow = z.infer<typeof reviewerCandidateRowSchema>;

/** How many of the ranked pool the modal shows at once; `q` narrows the pool first. */
export const REVIEWER_CANDIDATES_SHOWN = 50;

export const reviewerCandidatesQuerySchema = z.object({
  /** Part of a reviewer's name, institution or expertise. */
  q: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), plainText().trim().max(100).optional()),
  limit: queryNumber('limit', { min: 1, max: 200, default: REVIEWER_CANDIDATES_SHOWN }),
});
export type ReviewerCandidatesQuery = z.infer<typeof reviewerCandidatesQuerySchema>;

export const reviewerCandidatesSchema = z.object({
  paper: z.object({ id: z.number().int(), title: z.string(), category: z.string(), keywords: z.array(z.string()), round: z.number().int() }),
  /** The best `limit` of the (narrowed) pool, ranked; those already assigned in the round always included. */
  candidates: z.array(reviewerCandidateRowSchema),
  /** How many reviewers of the pool match `q` (all of the active pool without it). */
  total: z.number().int(),
});
export type ReviewerCandidates = z.infer<typeof reviewerCandidatesSchema>;
