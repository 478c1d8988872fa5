import { APPEALS } from '../../../contract/journal/review';
import { PUBLIC_PAPER_STATUS } from '../../../contract/papers/paper-status';
import type { PaperDetail, TimelineEvent } from '../../../contract/papers/papers.schema';
import type { ReviewAssignmentStatus } from '../../../contract/papers/workflow/paper-relations';
import { formatLongDate } from '../../lib/format';

/**
 * Which of the paper's workflow parts the article page shows, read from what the server sent
 * (decisions 0034, 0035) and, for the staff-only and author-only parts, from the viewer's access
 * flags as well: the API sends them empty to others, and the page does not rely on that alone.
 * Zod-free and pure, so the public paper page can use it (decision 0032).
 */

/** The owner's appeal against the last rejection: the form, or where the appeal stands. */
export type AppealView = 'form' | 'open' | 'decided';

export interface WorkflowView {
  /** An anonymised reviewer's view (decision 0035): a notice instead of authors, no file, no citation. */
  reviewerNotice: boolean;
  /** Authors of an unpublished paper, and staff always. */
  timeline: boolean;
  /** Authors and staff, when a decision has been sent. */
  decisionLetters: boolean;
  /** Staff only. */
  editorial: boolean;
  /** Authors only (the form for the owner within the window). */
  appeal: AppealView | null;
  /** Staff, when the paper has appeals: each with its reasons, file and outcome. */
  staffAppeals: boolean;
}

type ViewedPaper = Pick<PaperDetail, 'status' | 'access' | 'timeline' | 'decisions' | 'workflow' | 'appeals'>;

function appealView(paper: ViewedPaper): AppealView | null {
  const { access, workflow } = paper;
  if (!access.isAuthor) return null;
  if (access.isOwner && workflow.actions.includes('appeal')) return 'form';
  if (workflow.appeal === 'open') return 'open';
  return workflow.appeal ? 'decided' : null;
}

export function workflowView(paper: ViewedPaper): WorkflowView {
  const { access } = paper;
  const published = paper.status === PUBLIC_PAPER_STATUS;
  const privileged = access.isAuthor || access.isStaff;
  return {
    reviewerNotice: access.isReviewer && !privileged,
    timeline: paper.timeline.length > 0 && (access.isStaff || (access.isAuthor && !published)),
    decisionLetters: privileged && paper.decisions.length > 0,
    editorial: access.isStaff,
    appeal: appealView(paper),
    staffAppeals: access.isStaff && paper.appeals.length > 0,
  };
}

/** The form fields of an appeal (POST /api/papers/{id}/appeals: JSON {reasons}, or multipart with the file). */
export const APPEAL_FIELDS = { reasons: 'reasons', file: 'file' } as const;
export type AppealField = keyof typeof APPEAL_FIELDS;

/** Shown whole up to this many events; a longer timeline folds its earlier events away. */
export const TIMELINE_VISIBLE_EVENTS = 5;

/**
 * The timeline in order, oldest first: the latest `visible` events stay in view and the earlier
 * ones go behind a disclosure, so a long history does not push the rest of the page down.
 */
export function splitTimeline<T extends Pick<TimelineEvent, 'at'>>(events: readonly T[], visible = TIMELINE_VISIBLE_EVENTS): { earlier: T[]; recent: T[] } {
  const ordered = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  // Folding away a single event saves nothing: show all of them then.
  if (ordered.length <= visible + 1) return { earlier: [], recent: ordered };
  return { earlier: ordered.slice(0, ordered.length - visible), recent: ordered.slice(ordered.length - visible) };
}

/** The decisions newest first: the latest letter is the one an author acts on. */
export function newestFirst<T extends { at: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

export const REVIEW_STATUS_LABELS: Record<ReviewAssignmentStatus, string> = {
  INVITED: 'Invited',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

/** "Round 2", or the state before any review round has opened. */
export const roundLabel = (round: number) => (round > 0 ? `Round ${round}` : 'Not yet sent to review');

/** The page's own texts around the workflow (the spec quotes none of them). */
export const WORKFLOW_TEXTS = {
  timelineHeading: 'Timeline',
  decisionLettersHeading: 'Decision letters',
  editorialHeading: 'Editorial',
  appealHeading: 'Appeal this decision',
  appealOpenHeading: 'Your appeal is being considered',
  appealOpen: `The editors are considering your appeal. You will receive their answer by email, usually within ${APPEALS.answeredIn}.`,
  appealDecidedHeading: 'Your appeal has been decided',
  appealDecided: 'The editors have decided your appeal. Their letter, also sent to you by email, is below.',
  appealPending: 'Waiting for an editor’s decision.',
  staffAppealsHeading: 'Appeals',
  appealFailed: 'Failed to send your appeal. Please try again.',
  reviewerNoticeHeading: 'Anonymised view for reviewers',
  reviewerNotice:
    'You are reviewing this paper, so you see it as double-blind review requires: without its authors, their declarations or files. Your review workspace, with the manuscript to review, opens from the link in your invitation.',
} as const;

/** The window and the answer time of an appeal (APPEALS), with the last day to file it. */
export function appealExplanation(deadline: string | null): string {
  const until = deadline ? `, that is until ${formatLongDate(deadline)}` : '';
  return `You may appeal a rejection within ${APPEALS.windowDays} days of the decision${until}. Explain why you believe the decision should change; you may add a PDF or Word file. The editors answer appeals within ${APPEALS.answeredIn}, by email.`;
}
