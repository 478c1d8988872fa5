import { DECISION_LABELS, APPEAL_OUTCOME_LABELS, type EditorialDecision, type AppealOutcome } from './editorial-decisions';

/**
 * The kinds of paper_events (the audit trail, issue 13) and which of them authors see on the
 * paper's timeline (decision 0035). Zod-free: the paper page imports it.
 */
export const PAPER_EVENT_KINDS = [
  'submitted',
  'revision_submitted',
  'sent_to_review',
  'reviewers_assigned',
  'review_accepted',
  'review_declined',
  'review_submitted',
  'review_cancelled',
  'decision',
  'handling_editor_assigned',
  'published',
  'appeal_filed',
  'appeal_decided',
  'status_changed',
] as const;
export type PaperEventKind = (typeof PAPER_EVENT_KINDS)[number];

/** Submitted, under review, decision, revision received, published, appeals; nothing about who reviews or edits. */
export const AUTHOR_FACING_EVENTS: ReadonlySet<string> = new Set(['submitted', 'revision_submitted', 'sent_to_review', 'decision', 'published', 'appeal_filed', 'appeal_decided', 'status_changed']);

const TITLES: Record<PaperEventKind, string> = {
  submitted: 'Submitted',
  revision_submitted: 'Revision received',
  sent_to_review: 'Under review',
  reviewers_assigned: 'Reviewers invited',
  review_accepted: 'Invitation accepted',
  review_declined: 'Invitation declined',
  review_submitted: 'Review received',
  review_cancelled: 'Review cancelled',
  decision: 'Decision',
  handling_editor_assigned: 'Handling editor',
  published: 'Published',
  appeal_filed: 'Appeal filed',
  appeal_decided: 'Appeal decided',
  status_changed: 'Status changed',
};

/** The line a timeline shows for an event: 'Decision: Major Revision', 'Appeal decided: Upheld'. */
export function eventTitle(kind: string, decision: string | null): string {
  const title = (TITLES as Record<string, string>)[kind] ?? kind.replace(/_/g, ' ');
  if (kind === 'decision' && decision && decision in DECISION_LABELS) return `${title}: ${DECISION_LABELS[decision as EditorialDecision]}`;
  if (kind === 'appeal_decided' && decision && decision in APPEAL_OUTCOME_LABELS) return `${title}: ${APPEAL_OUTCOME_LABELS[decision as AppealOutcome]}`;
  return title;
}
