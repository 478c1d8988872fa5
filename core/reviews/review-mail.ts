import { anonymousReviewerLabel } from '../../contract/papers/paper-visibility.policy';
import { isOpenAssignment } from '../../contract/papers/workflow/paper-relations';
import type { Db } from '../../db/client';
import type { Ctx } from '../context';
import { reviewerNumbers, type PaperState } from '../workflow/paper-workflow';
import { editorsOf, paperValues, replyToOf, sendTemplate, type Person } from '../workflow/workflow-mail';

/**
 * What editors are told about a round's reviewers (decision 0041): a decline with its reason and
 * the suggested alternative, each review as it arrives, and the moment the last review of the
 * round is in. Editors know who reviews, so these name the reviewer. Queued in the transaction of
 * the change they report, to the handling editor (or every editor while nobody handles the paper).
 * And what a reviewer is told when an editor cancels their invitation or assignment: like the
 * invitation, the manuscript's number and title only, nothing of its authors.
 */

export interface ReviewerRef {
  name: string;
  /** 'Reviewer N', as the authors will read the review. */
  label: string;
}

export async function queueReviewReceived(ctx: Ctx, tx: Db, state: PaperState, reviewer: ReviewerRef, recommendation: string): Promise<void> {
  await sendTemplate(
    ctx,
    tx,
    await editorsOf(tx, state),
    'review-received',
    { ...paperValues(state), reviewerName: reviewer.name, reviewerLabel: reviewer.label, round: String(state.paper.reviewRound), recommendation },
    null,
  );
}

export async function queueInvitationDeclined(
  ctx: Ctx,
  tx: Db,
  state: PaperState,
  reviewer: Pick<ReviewerRef, 'name'>,
  answer: { reason: string; suggested: { name: string; email: string } | null; openLeft: number; completed: number },
): Promise<void> {
  const left =
    answer.openLeft > 0
      ? `${answer.openLeft} ${answer.openLeft === 1 ? 'reviewer is' : 'reviewers are'} still invited or reviewing in this round.`
      : answer.completed > 0
        ? 'No other reviewer is still working on this round.'
        : 'No reviewer is left on this round: please invite another.';
  await sendTemplate(
    ctx,
    tx,
    await editorsOf(tx, state),
    'invitation-declined',
    {
      ...paperValues(state),
      reviewerName: reviewer.name,
      round: String(state.paper.reviewRound),
      reason: answer.reason,
      suggestedLine: answer.suggested ? `Suggested instead: ${answer.suggested.name} <${answer.suggested.email}>` : 'No other reviewer was suggested.',
      openLeftLine: left,
    },
    null,
  );
}

export async function queueRoundReviewsIn(ctx: Ctx, tx: Db, state: PaperState, reviews: { label: string; name: string; recommendation: string }[]): Promise<void> {
  await sendTemplate(
    ctx,
    tx,
    await editorsOf(tx, state),
    'round-reviews-in',
    { ...paperValues(state), round: String(state.paper.reviewRound), reviewList: reviews.map((review) => `- ${review.label} (${review.name}): ${review.recommendation}`).join('\n') },
    null,
  );
}

/** The round's reviews and open invitations once assignment `id` has this status (the editors' mail says what is left). */
export function roundAfter(state: PaperState, id: number, status: string) {
  const round = state.assignments.filter((a) => a.round === state.paper.reviewRound).map((a) => (a.id === id ? { ...a, status } : a));
  return { open: round.filter((a) => isOpenAssignment(a.status)), completed: round.filter((a) => a.status === 'COMPLETED') };
}
export type RoundAfter = ReturnType<typeof roundAfter>;

/** "All reviews are in", when the change left no open invitation or assignment in the round and at least one review. */
export async function tellEditorsIfRoundComplete(ctx: Ctx, tx: Db, state: PaperState, after: RoundAfter): Promise<void> {
  if (after.open.length > 0 || after.completed.length === 0) return;
  const numbers = reviewerNumbers(state);
  await queueRoundReviewsIn(
    ctx,
    tx,
    state,
    after.completed.map((a) => ({ label: anonymousReviewerLabel(numbers.get(a.reviewerId)!), name: `${a.reviewerFirstName} ${a.reviewerLastName}`, recommendation: a.recommendation ?? '' })),
  );
}

/**
 * The editor cancelled an invitation (`accepted` false) or an accepted assignment (issue 14): the
 * reviewer need do nothing more. The editor's reason stays with the editors.
 */
export async function queueReviewCancelled(ctx: Ctx, tx: Db, state: PaperState, reviewer: Person, accepted: boolean): Promise<void> {
  await sendTemplate(ctx, tx, [reviewer], accepted ? 'review-cancelled' : 'invitation-cancelled', { ...paperValues(state), round: String(state.paper.reviewRound) }, await replyToOf(tx, state));
}
