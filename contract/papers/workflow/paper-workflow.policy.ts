import { APPEALS, MIN_REVIEWERS } from '../../journal/review';
import { AUTHOR_JOURNEY_MESSAGES as J } from '../author-journey.messages';
import { statusLabel, type PaperStatus } from '../paper-status';
import { DECISION_LABELS, DECISION_STATUS, EDITORIAL_DECISIONS, type EditorialDecision } from './editorial-decisions';
import { isAuthorRelation, isStaffRelation, type PaperRelations } from './paper-relations';
import { WORKFLOW_MESSAGES as M } from './paper-workflow.messages';

/**
 * The one state machine of a paper's life (docs/decisions/0034-paper-workflow.md): status ×
 * action × the actor's relations to the paper → allowed (and the status it leads to) or the
 * reason it is not. Every service enforces it before it writes; every screen reads its flags;
 * nothing else decides. Zod-free and pure: the pages import it.
 */

export const WORKFLOW_ACTIONS = [
  'revise',
  'withdraw',
  'assignHandlingEditor',
  'assignReviewers',
  'submitReview',
  ...EDITORIAL_DECISIONS.map((decision) => `decide:${decision}` as const),
  'publish',
  'appeal',
  'decideAppeal',
  'overrideStatus',
] as const;
export type WorkflowAction = (typeof WORKFLOW_ACTIONS)[number];
export const decideAction = (decision: EditorialDecision) => `decide:${decision}` as const;

/** What the rules need to know about the paper. */
export interface WorkflowPaper {
  status: PaperStatus;
  /** The review round in progress: 0 before the first review, N+1 after the N-th revision. */
  round: number;
  /** Distinct reviewers with a completed review, all rounds (the journal promises MIN_REVIEWERS). */
  completedReviewers: number;
  /** Completed reviews of the current round. */
  roundCompletedReviews: number;
  /** The latest editorial decision. */
  lastDecision: { decision: EditorialDecision; at: Date } | null;
  /** The appeal against the latest decision, if any. */
  appeal: 'none' | 'open' | 'decided';
  /** The paper's invoice is paid or waived (issue 15; decision 0048). */
  feeCleared: boolean;
  /** The invoice's number (INV-2026-0001), named when publication is refused; null: none issued. */
  invoiceNumber: string | null;
}

export interface WorkflowActor {
  relations: PaperRelations;
  /** The actor holds an assignment on this paper, in its current round, that is not yet completed. */
  holdsOpenReview: boolean;
  /** The actor took the paper's latest editorial decision (an appeal goes to someone else). */
  madeLastDecision: boolean;
}

export type WorkflowVerdict =
  | { allowed: true; to: PaperStatus | null }
  | { allowed: false; code: 'unauthenticated' | 'forbidden' | 'conflict'; reason: string };

const DAY_MS = 86_400_000;
const allow = (to: PaperStatus | null = null): WorkflowVerdict => ({ allowed: true, to });
const forbid = (reason: string): WorkflowVerdict => ({ allowed: false, code: 'forbidden', reason });
const conflict = (reason: string): WorkflowVerdict => ({ allowed: false, code: 'conflict', reason });

/** The last day an appeal against a decision made at `decidedAt` is accepted (APPEALS.windowDays). */
export const appealDeadline = (decidedAt: Date) => new Date(decidedAt.getTime() + APPEALS.windowDays * DAY_MS);

type Who = 'owner' | 'staff' | 'reviewer' | 'admin';

/** Who may take each action at all, whatever the status. */
const ACTION_ACTOR: Record<WorkflowAction, Who> = {
  revise: 'owner',
  withdraw: 'owner',
  appeal: 'owner',
  assignHandlingEditor: 'staff',
  assignReviewers: 'staff',
  'decide:accept': 'staff',
  'decide:minor_revision': 'staff',
  'decide:major_revision': 'staff',
  'decide:reject_and_resubmit': 'staff',
  'decide:reject': 'staff',
  publish: 'staff',
  decideAppeal: 'staff',
  submitReview: 'reviewer',
  overrideStatus: 'admin',
};

function checkActor(who: Who, actor: WorkflowActor): WorkflowVerdict | null {
  const { relations } = actor;
  if (relations.has('anonymous')) return { allowed: false, code: 'unauthenticated', reason: M.signIn };
  switch (who) {
    case 'owner':
      return relations.has('owner') ? null : forbid(relations.has('coAuthor') ? M.ownerOnly : M.authorsOnly);
    case 'staff':
      if (!isStaffRelation(relations)) return forbid(M.editorsOnly);
      // An editor never handles their own paper: another editor must (COPE; decision 0034).
      return isAuthorRelation(relations) ? forbid(M.ownPaper) : null;
    case 'admin':
      return relations.has('admin') ? null : forbid(M.adminsOnly);
    case 'reviewer':
      return actor.holdsOpenReview ? null : forbid(M.reviewersOnly);
  }
}

/** Statuses in which each action may be taken, and where it leads (null: the status stays). */
const FROM: Record<WorkflowAction, Partial<Record<PaperStatus, PaperStatus | null>>> = {
  revise: { REVISIONS_REQUIRED: 'UNDER_REVIEW' },
  withdraw: { SUBMITTED: 'WITHDRAWN' },
  assignHandlingEditor: { SUBMITTED: null, UNDER_REVIEW: null, REVISIONS_REQUIRED: null, ACCEPTED: null, REJECTED: null },
  assignReviewers: { SUBMITTED: 'UNDER_REVIEW', UNDER_REVIEW: null },
  submitReview: { UNDER_REVIEW: null },
  'decide:accept': { UNDER_REVIEW: DECISION_STATUS.accept },
  'decide:minor_revision': { UNDER_REVIEW: DECISION_STATUS.minor_revision },
  'decide:major_revision': { UNDER_REVIEW: DECISION_STATUS.major_revision },
  'decide:reject_and_resubmit': { UNDER_REVIEW: DECISION_STATUS.reject_and_resubmit },
  // A desk rejection needs no reviews (acting-side.md §4: SUBMITTED → reject).
  'decide:reject': { SUBMITTED: DECISION_STATUS.reject, UNDER_REVIEW: DECISION_STATUS.reject },
  publish: { ACCEPTED: 'PUBLISHED' },
  appeal: { REJECTED: null },
  // The outcome decides the status (appealOutcomeStatus).
  decideAppeal: { REJECTED: null },
  overrideStatus: {
    SUBMITTED: null,
    UNDER_REVIEW: null,
    REVISIONS_REQUIRED: null,
    ACCEPTED: null,
    PUBLISHED: null,
    REJECTED: null,
    WITHDRAWN: null,
  },
};

/** Facts beyond the status that an allowed status still needs. */
function checkFacts(action: WorkflowAction, paper: WorkflowPaper, now: Date, target?: PaperStatus): WorkflowVerdict | null {
  // The admin's override (decision 0050) still needs what its target needs: publishing, a cleared fee.
  if (action === 'overrideStatus' && target === 'PUBLISHED' && !paper.feeCleared) return conflict(M.feeNotCleared(paper.invoiceNumber));
  if (action.startsWith('decide:') && action !== 'decide:reject') {
    // After a minor revision the editor checks the changes without a new round (DECISION_CATEGORIES).
    const editorChecksRevision = paper.round > 1 && paper.lastDecision?.decision === 'minor_revision';
    if (paper.roundCompletedReviews === 0 && !editorChecksRevision) return conflict(M.noReviewYet);
    if (action === 'decide:accept' && paper.completedReviewers < MIN_REVIEWERS) return conflict(M.tooFewReviewers(paper.completedReviewers));
  }
  if (action === 'publish' && !paper.feeCleared) return conflict(M.feeNotCleared(paper.invoiceNumber));
  if (action === 'appeal') {
    if (!paper.lastDecision || DECISION_STATUS[paper.lastDecision.decision] !== 'REJECTED') return conflict(M.nothingToAppeal);
    if (paper.appeal !== 'none') return conflict(M.alreadyAppealed);
    const deadline = appealDeadline(paper.lastDecision.at);
    if (now.getTime() > deadline.getTime()) return conflict(M.appealWindowClosed(deadline));
  }
  if (action === 'decideAppeal' && paper.appeal !== 'open') return conflict(M.noOpenAppeal);
  return null;
}

/**
 * May this actor take this action on this paper now, and where does it lead? `target`: the status
 * an admin's overrideStatus sets (decision 0050), checked like the action that would reach it.
 */
export function decideWorkflow(action: WorkflowAction, paper: WorkflowPaper, actor: WorkflowActor, now: Date, target?: PaperStatus): WorkflowVerdict {
  const refused = checkActor(ACTION_ACTOR[action], actor);
  if (refused) return refused;
  const from = FROM[action];
  if (!(paper.status in from)) return conflict(statusConflict(action, paper.status));
  // An appeal is considered by an editor who did not take the decision appealed against (COPE).
  if (action === 'decideAppeal' && actor.madeLastDecision) return forbid(M.ownDecision);
  return checkFacts(action, paper, now, target) ?? allow(action === 'overrideStatus' ? (target ?? null) : (from[paper.status] ?? null));
}

/** Every action the actor may take now (the screens' canX flags). */
export function allowedActions(paper: WorkflowPaper, actor: WorkflowActor, now: Date): Set<WorkflowAction> {
  return new Set(WORKFLOW_ACTIONS.filter((action) => decideWorkflow(action, paper, actor, now).allowed));
}

/** How the conflict sentence names each editor action (acting-side.md §4's words). */
const EDITOR_ACTION_WORDS: Partial<Record<WorkflowAction, string>> = {
  assignReviewers: 'assign reviewers',
  'decide:accept': 'accept it',
  'decide:minor_revision': 'request revisions',
  'decide:reject': 'reject it',
  publish: 'publish it',
};

/** acting-side.md §4's table, read from FROM: what an editor may do from each status. */
export function editorActionsFrom(status: PaperStatus): WorkflowAction[] {
  // Adding reviewers to a paper already under review is not a status change, so §4 does not list it there.
  return (Object.keys(EDITOR_ACTION_WORDS) as WorkflowAction[]).filter(
    (action) => status in FROM[action] && (action !== 'assignReviewers' || status === 'SUBMITTED'),
  );
}

const joinWords = (words: string[]) => (words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`);

/** The 409 sentence: names the current status and what is allowed from it (issue 13). */
export function statusConflict(action: WorkflowAction, status: PaperStatus): string {
  const specific = M.statusSpecific[action];
  if (specific) return specific(statusLabel(status));
  const options = editorActionsFrom(status).map((a) => EDITOR_ACTION_WORDS[a]!);
  const what = options.length ? `From ${statusLabel(status)} an editor may ${joinWords(options)}.` : `No editorial action is possible from ${statusLabel(status)}.`;
  return `This paper is ${statusLabel(status)}, so it cannot ${ACTION_VERB[action]}. ${what}`;
}

const ACTION_VERB: Record<WorkflowAction, string> = {
  revise: 'be revised',
  withdraw: 'be withdrawn',
  assignHandlingEditor: 'be assigned to a handling editor',
  assignReviewers: 'be sent to reviewers',
  submitReview: 'be reviewed',
  'decide:accept': `be given the decision ${DECISION_LABELS.accept}`,
  'decide:minor_revision': `be given the decision ${DECISION_LABELS.minor_revision}`,
  'decide:major_revision': `be given the decision ${DECISION_LABELS.major_revision}`,
  'decide:reject_and_resubmit': `be given the decision ${DECISION_LABELS.reject_and_resubmit}`,
  'decide:reject': `be given the decision ${DECISION_LABELS.reject}`,
  publish: 'be published',
  appeal: 'be appealed',
  decideAppeal: 'have an appeal decided',
  overrideStatus: 'change status',
};

/**
 * The spec's status call (acting-side.md §7 POST /editor/papers/{id}/status {status, comments}):
 * which action a requested status is. REVISIONS_REQUIRED is a Major Revision (a new round of
 * review, the safer reading; decision 0034); the decision call names minor revisions.
 */
export function actionForStatus(status: PaperStatus): WorkflowAction | null {
  switch (status) {
    case 'REJECTED':
      return 'decide:reject';
    case 'ACCEPTED':
      return 'decide:accept';
    case 'REVISIONS_REQUIRED':
      return 'decide:major_revision';
    case 'UNDER_REVIEW':
      return 'assignReviewers';
    case 'PUBLISHED':
      return 'publish';
    case 'WITHDRAWN':
      return 'withdraw';
    case 'SUBMITTED':
      return null;
  }
}

/**
 * Submitting a new paper (acting-side.md §4 "Special issue statuses"; decision 0019): anyone signed
 * in; to a special issue only while it is open and its deadline (a date, inclusive) has not passed.
 * null: allowed; otherwise why not.
 */
export function specialIssueRefusal(issue: { status: string; deadline: string | null }, now: Date): string | null {
  if (issue.status !== 'open') return J.specialIssueNotOpen;
  const today = now.toISOString().slice(0, 10);
  if (issue.deadline && issue.deadline.slice(0, 10) < today) return J.specialIssueDeadlinePassed;
  return null;
}
