import type { SubmissionRow } from '../../../contract/editor-desk/editor-desk.schema';
import { EDITORIAL_DECISIONS, type EditorialDecision } from '../../../contract/papers/workflow/editorial-decisions';
import { decideAction } from '../../../contract/papers/workflow/paper-workflow.policy';

/**
 * The per-row actions menu (acting-side.md §4's table): SUBMITTED → Assign reviewers, Reject;
 * UNDER_REVIEW → Accept, Reject, Request revisions, and Add reviewers to the current round (issue
 * 14: not a status change, so §4 does not list it); ACCEPTED → Publish; plus the handling editor
 * and, from the second round on, inviting the previous round's reviewers again. Each item shows
 * only when the row's `actions` (the workflow policy's answer for the caller, decision 0034)
 * holds the action behind it: the screen never decides a rule itself.
 */
export type DeskDialog =
  | { kind: 'decision'; decision: EditorialDecision }
  | { kind: 'assignReviewers' }
  | { kind: 'reinviteReviewers' }
  | { kind: 'takePaper' }
  | { kind: 'handlingEditor' }
  | { kind: 'publish' };

export interface RowMenuItem {
  label: string;
  dialog: DeskDialog;
}

/** The decisions the caller may take on this paper now, in the journal's order. */
export const allowedDecisions = (row: Pick<SubmissionRow, 'actions'>): EditorialDecision[] =>
  EDITORIAL_DECISIONS.filter((decision) => row.actions.includes(decideAction(decision)));

/** The first of `preferred` that the row allows, if any. */
const firstAllowed = (row: Pick<SubmissionRow, 'actions'>, preferred: EditorialDecision[]) => preferred.find((decision) => allowedDecisions(row).includes(decision));

export function rowMenu(row: Pick<SubmissionRow, 'status' | 'round' | 'actions' | 'handlingEditor'>, viewerId: number | null): RowMenuItem[] {
  // acting-side.md §4: "the actions menu is disabled for WITHDRAWN".
  if (row.status === 'WITHDRAWN') return [];
  const can = (action: SubmissionRow['actions'][number]) => row.actions.includes(action);
  const items: RowMenuItem[] = [];
  switch (row.status) {
    case 'SUBMITTED': {
      if (can('assignReviewers')) items.push({ label: 'Assign reviewers', dialog: { kind: 'assignReviewers' } });
      if (can('decide:reject')) items.push({ label: 'Reject', dialog: { kind: 'decision', decision: 'reject' } });
      break;
    }
    case 'UNDER_REVIEW': {
      if (can('decide:accept')) items.push({ label: 'Accept', dialog: { kind: 'decision', decision: 'accept' } });
      const reject = firstAllowed(row, ['reject', 'reject_and_resubmit']);
      if (reject) items.push({ label: 'Reject', dialog: { kind: 'decision', decision: reject } });
      const revise = firstAllowed(row, ['minor_revision', 'major_revision']);
      if (revise) items.push({ label: 'Request revisions', dialog: { kind: 'decision', decision: revise } });
      // More reviewers for the round in progress: the same dialog, which marks those already invited.
      if (can('assignReviewers')) items.push({ label: 'Add reviewers', dialog: { kind: 'assignReviewers' } });
      // A revised paper is back under review in round N+1: its previous reviewers may see it again.
      if (row.round >= 2 && can('assignReviewers')) items.push({ label: 'Invite previous reviewers', dialog: { kind: 'reinviteReviewers' } });
      break;
    }
    case 'ACCEPTED': {
      if (can('publish')) items.push({ label: 'Publish', dialog: { kind: 'publish' } });
      break;
    }
  }
  if (can('assignHandlingEditor')) {
    if (viewerId !== null && row.handlingEditor?.id !== viewerId) items.push({ label: 'Take paper', dialog: { kind: 'takePaper' } });
    items.push({ label: 'Assign handling editor', dialog: { kind: 'handlingEditor' } });
  }
  return items;
}
