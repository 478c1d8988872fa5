import { formatLongDate } from '../../format/long-date';
import { INVOICE_MESSAGES } from '../../invoices/invoice.schema';
import { MIN_REVIEWERS } from '../../journal/review';
import { AUTHOR_JOURNEY_MESSAGES as J } from '../author-journey.messages';
import type { WorkflowAction } from './paper-workflow.policy';

/** Why the workflow policy refuses (docs/decisions/0034-paper-workflow.md). One place, used by the API and the pages. */
export const WORKFLOW_MESSAGES = {
  signIn: 'Please sign in first.',
  ownerOnly: 'Only the author who submitted this paper can do this; co-authors see it read-only.',
  authorsOnly: 'Only the author who submitted this paper can do this.',
  editorsOnly: 'Only editors can do this.',
  adminsOnly: 'Only administrators can do this.',
  reviewersOnly: 'Only a reviewer with an open assignment on this paper can send a review.',
  ownPaper: 'You are an author of this paper, so another editor must handle it.',
  noReviewYet: 'No review of the current round is complete yet: until one is, the only decision possible is Reject.',
  tooFewReviewers: (n: number) =>
    `Accepting needs completed reviews from at least ${MIN_REVIEWERS} independent reviewers; this paper has ${n === 0 ? 'none' : n === 1 ? 'one' : n}.`,
  /** Names the invoice (issue 15): INVOICE_MESSAGES has the words. */
  feeNotCleared: (invoiceNumber: string | null) => (invoiceNumber ? INVOICE_MESSAGES.notCleared(invoiceNumber) : INVOICE_MESSAGES.noInvoice),
  nothingToAppeal: 'Only a rejection can be appealed.',
  alreadyAppealed: 'An appeal against this decision has already been filed.',
  appealWindowClosed: (deadline: Date) => `Appeals must be filed within 30 days of the decision; the time for this one ended on ${formatLongDate(deadline)}.`,
  ownDecision: 'You took the decision under appeal, so another editor must decide the appeal.',
  noOpenAppeal: 'This paper has no appeal waiting for a decision.',
  /** Actions whose refusal the author's screens already word (acting-side.md §4; issue 6). */
  statusSpecific: {
    revise: () => J.revisionNotRequested,
    withdraw: () => J.notWithdrawable,
    appeal: () => 'Only a rejected paper can be appealed.',
    submitReview: (status: string) => `This paper is ${status}, so reviews are not being collected for it.`,
  } as Partial<Record<WorkflowAction, (statusLabel: string) => string>>,
} as const;
