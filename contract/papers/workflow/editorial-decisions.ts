import type { PaperStatus } from '../paper-status';

/**
 * The five editorial decisions (decision 0016; reading-side.md §9 "Editorial decision categories")
 * and the status each one leaves the paper in (decision 0034). Zod-free: the dashboard imports it.
 */
export const EDITORIAL_DECISIONS = ['accept', 'minor_revision', 'major_revision', 'reject_and_resubmit', 'reject'] as const;
export type EditorialDecision = (typeof EDITORIAL_DECISIONS)[number];

export const DECISION_LABELS: Record<EditorialDecision, string> = {
  accept: 'Accept',
  minor_revision: 'Minor Revision',
  major_revision: 'Major Revision',
  reject_and_resubmit: 'Reject and Resubmit',
  reject: 'Reject',
};

/** Minor and Major Revision → REVISIONS_REQUIRED; Reject and Reject and Resubmit → REJECTED; Accept → ACCEPTED. */
export const DECISION_STATUS: Record<EditorialDecision, PaperStatus> = {
  accept: 'ACCEPTED',
  minor_revision: 'REVISIONS_REQUIRED',
  major_revision: 'REVISIONS_REQUIRED',
  reject_and_resubmit: 'REJECTED',
  reject: 'REJECTED',
};

/** Appeal outcomes (contract/journal/review.ts APPEALS.outcomes), as the API spells them. */
export const APPEAL_OUTCOMES = ['upheld', 'reversed', 'modified'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

export const APPEAL_OUTCOME_LABELS: Record<AppealOutcome, string> = { upheld: 'Upheld', reversed: 'Reversed', modified: 'Modified' };

/** Where a reversed rejection goes: back to review, or straight to acceptance (the editor chooses). */
export const APPEAL_REVERSAL_STATUSES = ['UNDER_REVIEW', 'ACCEPTED'] as const satisfies readonly PaperStatus[];
export type AppealReversalStatus = (typeof APPEAL_REVERSAL_STATUSES)[number];
