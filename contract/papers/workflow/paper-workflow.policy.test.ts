import { describe, expect, it } from 'vitest';
import { AUTHOR_JOURNEY_MESSAGES as J } from '../author-journey.messages';
import { PAPER_STATUSES, type PaperStatus } from '../paper-status';
import type { PaperRelation } from './paper-relations';
import {
  actionForStatus,
  allowedActions,
  appealDeadline,
  decideWorkflow,
  editorActionsFrom,
  specialIssueRefusal,
  statusConflict,
  WORKFLOW_ACTIONS,
  type WorkflowAction,
  type WorkflowPaper,
} from './paper-workflow.policy';
import { WORKFLOW_MESSAGES as M } from './paper-workflow.messages';

/**
 * The state machine of decision 0034, checked against a table written here (not read from the
 * policy): every status × action × relation.
 */
type Who = 'owner' | 'staff' | 'reviewer' | 'admin';
type To = PaperStatus | 'same';
const ALL_SAME = Object.fromEntries(PAPER_STATUSES.map((s) => [s, 'same'])) as Record<PaperStatus, To>;

const TABLE: Record<WorkflowAction, { who: Who; from: Partial<Record<PaperStatus, To>> }> = {
  revise: { who: 'owner', from: { REVISIONS_REQUIRED: 'UNDER_REVIEW' } },
  withdraw: { who: 'owner', from: { SUBMITTED: 'WITHDRAWN' } },
  appeal: { who: 'owner', from: { REJECTED: 'same' } },
  assignHandlingEditor: { who: 'staff', from: { SUBMITTED: 'same', UNDER_REVIEW: 'same', REVISIONS_REQUIRED: 'same', ACCEPTED: 'same', REJECTED: 'same' } },
  assignReviewers: { who: 'staff', from: { SUBMITTED: 'UNDER_REVIEW', UNDER_REVIEW: 'same' } },
  submitReview: { who: 'reviewer', from: { UNDER_REVIEW: 'same' } },
  'decide:accept': { who: 'staff', from: { UNDER_REVIEW: 'ACCEPTED' } },
  'decide:minor_revision': { who: 'staff', from: { UNDER_REVIEW: 'REVISIONS_REQUIRED' } },
  'decide:major_revision': { who: 'staff', from: { UNDER_REVIEW: 'REVISIONS_REQUIRED' } },
  'decide:reject_and_resubmit': { who: 'staff', from: { UNDER_REVIEW: 'REJECTED' } },
  'decide:reject': { who: 'staff', from: { SUBMITTED: 'REJECTED', UNDER_REVIEW: 'REJECTED' } },
  publish: { who: 'staff', from: { ACCEPTED: 'PUBLISHED' } },
  decideAppeal: { who: 'staff', from: { REJECTED: 'same' } },
  overrideStatus: { who: 'admin', from: ALL_SAME },
};

/** Relations as a person holds them; the reviewer cases differ in whether their review is still open. */
const PEOPLE: { name: string; relations: PaperRelation[]; openReview?: boolean; is: Who[] }[] = [
  { name: 'anonymous', relations: ['anonymous'], is: [] },
  { name: 'signed in, no relation', relations: ['signedIn'], is: [] },
  { name: 'owner', relations: ['owner'], is: ['owner'] },
  { name: 'co-author by confirmed email', relations: ['coAuthor'], is: [] },
  { name: 'reviewer with an open review', relations: ['reviewer'], openReview: true, is: ['reviewer'] },
  { name: 'reviewer whose review is done', relations: ['reviewer'], openReview: false, is: [] },
  { name: 'handling editor', relations: ['handlingEditor', 'editor'], is: ['staff'] },
  { name: 'any editor', relations: ['editor'], is: ['staff'] },
  { name: 'admin', relations: ['admin'], is: ['staff', 'admin'] },
  { name: 'editor who is a co-author', relations: ['editor', 'coAuthor'], is: [] },
  { name: 'admin who submitted it', relations: ['admin', 'owner'], is: ['owner', 'admin'] },
];

const NOW = new Date('2026-06-15T12:00:00Z');
const DAY = 86_400_000;

/** Facts under which every action is possible if the status and the person allow it. */
function favourable(status: PaperStatus, action: WorkflowAction): WorkflowPaper {
  return {
    status,
    round: 1,
    completedReviewers: 2,
    roundCompletedReviews: 2,
    lastDecision: { decision: 'reject', at: new Date(NOW.getTime() - 3 * DAY) },
    appeal: action === 'decideAppeal' ? 'open' : 'none',
    feeCleared: true,
    invoiceNumber: 'INV-2026-0001',
  };
}

describe('decideWorkflow: every status × action × relation (decision 0034)', () => {
  for (const action of WORKFLOW_ACTIONS) {
    for (const status of PAPER_STATUSES) {
      for (const person of PEOPLE) {
        const { who, from } = TABLE[action];
        it(`${action} from ${status} by ${person.name}`, () => {
          const verdict = decideWorkflow(action, favourable(status, action), { relations: new Set(person.relations), holdsOpenReview: person.openReview ?? false, madeLastDecision: false }, NOW);
          if (person.relations.includes('anonymous')) {
            expect(verdict).toEqual({ allowed: false, code: 'unauthenticated', reason: M.signIn });
          } else if (!person.is.includes(who)) {
            expect(verdict).toMatchObject({ allowed: false, code: 'forbidden' });
          } else if (!(status in from)) {
            expect(verdict).toEqual({ allowed: false, code: 'conflict', reason: statusConflict(action, status) });
          } else {
            expect(verdict).toEqual({ allowed: true, to: from[status] === 'same' ? null : from[status] });
          }
        });
      }
    }
  }
});

const editor = { relations: new Set<PaperRelation>(['editor']), holdsOpenReview: false, madeLastDecision: false };
const owner = { relations: new Set<PaperRelation>(['owner']), holdsOpenReview: false, madeLastDecision: false };
const underReview = (facts: Partial<WorkflowPaper>): WorkflowPaper => ({ ...favourable('UNDER_REVIEW', 'decide:accept'), lastDecision: null, ...facts });

describe('the facts beyond the status', () => {
  it('a decision other than Reject needs a completed review of the round', () => {
    const paper = underReview({ round: 2, roundCompletedReviews: 0, lastDecision: { decision: 'major_revision', at: NOW } });
    for (const decision of ['accept', 'minor_revision', 'major_revision', 'reject_and_resubmit'] as const) {
      expect(decideWorkflow(`decide:${decision}`, paper, editor, NOW)).toEqual({ allowed: false, code: 'conflict', reason: M.noReviewYet });
    }
    expect(decideWorkflow('decide:reject', paper, editor, NOW)).toEqual({ allowed: true, to: 'REJECTED' });
  });

  it('after a minor revision the editor may decide on the revised version without a new round', () => {
    const paper = underReview({ round: 2, roundCompletedReviews: 0, lastDecision: { decision: 'minor_revision', at: NOW } });
    expect(decideWorkflow('decide:accept', paper, editor, NOW)).toEqual({ allowed: true, to: 'ACCEPTED' });
    expect(decideWorkflow('decide:minor_revision', paper, editor, NOW)).toEqual({ allowed: true, to: 'REVISIONS_REQUIRED' });
  });

  it('acceptance needs two independent reviewers', () => {
    expect(decideWorkflow('decide:accept', underReview({ completedReviewers: 1, roundCompletedReviews: 1 }), editor, NOW)).toEqual({
      allowed: false,
      code: 'conflict',
      reason: 'Accepting needs completed reviews from at least 2 independent reviewers; this paper has one.',
    });
    expect(decideWorkflow('decide:major_revision', underReview({ completedReviewers: 1, roundCompletedReviews: 1 }), editor, NOW).allowed).toBe(true);
  });

  it('publishing waits for the publication charge (the fees issue sets it)', () => {
    const paper = { ...favourable('ACCEPTED', 'publish'), feeCleared: false };
    expect(decideWorkflow('publish', paper, editor, NOW)).toEqual({ allowed: false, code: 'conflict', reason: M.feeNotCleared('INV-2026-0001') });
    expect(M.feeNotCleared('INV-2026-0001')).toContain('INV-2026-0001');
    expect(decideWorkflow('publish', { ...paper, invoiceNumber: null }, editor, NOW)).toEqual({ allowed: false, code: 'conflict', reason: M.feeNotCleared(null) });
  });

  it('an appeal is accepted up to 30 days after the rejection, once', () => {
    const rejectedAt = new Date('2026-05-01T10:00:00Z');
    const paper: WorkflowPaper = { ...favourable('REJECTED', 'appeal'), lastDecision: { decision: 'reject', at: rejectedAt } };
    expect(appealDeadline(rejectedAt).toISOString()).toBe('2026-05-31T10:00:00.000Z');
    expect(decideWorkflow('appeal', paper, owner, new Date('2026-05-31T10:00:00Z'))).toEqual({ allowed: true, to: null });
    expect(decideWorkflow('appeal', paper, owner, new Date('2026-05-31T10:00:01Z'))).toEqual({
      allowed: false,
      code: 'conflict',
      reason: 'Appeals must be filed within 30 days of the decision; the time for this one ended on May 31, 2026.',
    });
    expect(decideWorkflow('appeal', { ...paper, appeal: 'open' }, owner, rejectedAt)).toEqual({ allowed: false, code: 'conflict', reason: M.alreadyAppealed });
    expect(decideWorkflow('appeal', { ...paper, appeal: 'decided' }, owner, rejectedAt)).toEqual({ allowed: false, code: 'conflict', reason: M.alreadyAppealed });
    expect(decideWorkflow('appeal', { ...paper, lastDecision: { decision: 'reject_and_resubmit', at: rejectedAt } }, owner, rejectedAt).allowed).toBe(true);
    expect(decideWorkflow('appeal', { ...paper, lastDecision: null }, owner, rejectedAt)).toEqual({ allowed: false, code: 'conflict', reason: M.nothingToAppeal });
  });

  it('an appeal is decided only while one is open', () => {
    const paper = { ...favourable('REJECTED', 'decideAppeal'), appeal: 'decided' as const };
    expect(decideWorkflow('decideAppeal', paper, editor, NOW)).toEqual({ allowed: false, code: 'conflict', reason: M.noOpenAppeal });
  });

  it('the editor who took the decision under appeal does not decide the appeal; a colleague does', () => {
    const paper = favourable('REJECTED', 'decideAppeal');
    expect(decideWorkflow('decideAppeal', paper, { ...editor, madeLastDecision: true }, NOW)).toEqual({ allowed: false, code: 'forbidden', reason: M.ownDecision });
    expect(decideWorkflow('decideAppeal', paper, { relations: new Set(['admin']), holdsOpenReview: false, madeLastDecision: true }, NOW)).toMatchObject({ allowed: false, code: 'forbidden' });
    expect(decideWorkflow('decideAppeal', paper, editor, NOW)).toEqual({ allowed: true, to: null });
  });

  it('co-authors are told only the submitting author acts; editors on their own paper are sent to a colleague', () => {
    const paper = favourable('SUBMITTED', 'withdraw');
    expect(decideWorkflow('withdraw', paper, { relations: new Set(['coAuthor']), holdsOpenReview: false, madeLastDecision: false }, NOW)).toEqual({ allowed: false, code: 'forbidden', reason: M.ownerOnly });
    expect(decideWorkflow('decide:reject', paper, { relations: new Set(['editor', 'coAuthor']), holdsOpenReview: false, madeLastDecision: false }, NOW)).toEqual({
      allowed: false,
      code: 'forbidden',
      reason: M.ownPaper,
    });
  });
});

describe('what the screens and the 409s say', () => {
  it('reads acting-side.md §4 from the policy', () => {
    const words = (status: PaperStatus) => editorActionsFrom(status).sort();
    expect(words('SUBMITTED')).toEqual(['assignReviewers', 'decide:reject']);
    expect(words('UNDER_REVIEW')).toEqual(['decide:accept', 'decide:minor_revision', 'decide:reject']);
    expect(words('ACCEPTED')).toEqual(['publish']);
    for (const status of ['REVISIONS_REQUIRED', 'PUBLISHED', 'REJECTED', 'WITHDRAWN'] as const) expect(words(status)).toEqual([]);
  });

  it('a refused change names the current status and what is allowed', () => {
    expect(statusConflict('publish', 'UNDER_REVIEW')).toBe('This paper is UNDER REVIEW, so it cannot be published. From UNDER REVIEW an editor may accept it, request revisions or reject it.');
    expect(statusConflict('decide:accept', 'SUBMITTED')).toBe(
      'This paper is SUBMITTED, so it cannot be given the decision Accept. From SUBMITTED an editor may assign reviewers or reject it.',
    );
    expect(statusConflict('decide:reject', 'WITHDRAWN')).toBe('This paper is WITHDRAWN, so it cannot be given the decision Reject. No editorial action is possible from WITHDRAWN.');
    expect(statusConflict('withdraw', 'UNDER_REVIEW')).toBe(J.notWithdrawable);
    expect(statusConflict('revise', 'SUBMITTED')).toBe(J.revisionNotRequested);
  });

  it('maps the spec status call to actions', () => {
    expect(actionForStatus('REJECTED')).toBe('decide:reject');
    expect(actionForStatus('ACCEPTED')).toBe('decide:accept');
    expect(actionForStatus('REVISIONS_REQUIRED')).toBe('decide:major_revision');
    expect(actionForStatus('UNDER_REVIEW')).toBe('assignReviewers');
    expect(actionForStatus('PUBLISHED')).toBe('publish');
    expect(actionForStatus('SUBMITTED')).toBeNull();
  });

  it('lists the actions open to a person (canX flags)', () => {
    expect([...allowedActions(favourable('SUBMITTED', 'withdraw'), owner, NOW)]).toEqual(['withdraw']);
    expect([...allowedActions(favourable('ACCEPTED', 'publish'), editor, NOW)].sort()).toEqual(['assignHandlingEditor', 'publish']);
  });
});

describe('submitting to a special issue (acting-side.md §4)', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it('takes papers only while open and until the end of the deadline day', () => {
    expect(specialIssueRefusal({ status: 'open', deadline: '2026-06-15' }, now)).toBeNull();
    expect(specialIssueRefusal({ status: 'open', deadline: null }, now)).toBeNull();
    expect(specialIssueRefusal({ status: 'open', deadline: '2026-06-14' }, now)).toBe(J.specialIssueDeadlinePassed);
    for (const status of ['closed', 'planning', 'review', 'unknown']) expect(specialIssueRefusal({ status, deadline: '2027-01-01' }, now)).toBe(J.specialIssueNotOpen);
  });
});
