import { anonymousReviewerLabel } from '../../contract/papers/paper-visibility.policy';
import { isOpenAssignment } from '../../contract/papers/workflow/paper-relations';
import type { Db } from '../../db/client';
import type { Ctx } from '../context';
import { reviewerNumbers, type PaperState } from '../workflow/paper-workflow';
import { editorsOf, paperLine, replyToOf, send, signature, type Person } from '../workflow/workflow-mail';

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

const paperUrl = (ctx: Ctx, state: PaperState) => `${ctx.settings.publicUrl}/paper/${state.paper.id}`;

export async function queueReviewReceived(ctx: Ctx, tx: Db, state: PaperState, reviewer: ReviewerRef, recommendation: string): Promise<void> {
  await send(
    ctx,
    tx,
    await editorsOf(tx, state),
    `Review received: ${reviewer.label} on manuscript no. ${state.paper.id}`,
    (person) => [
      `Dear ${person.name},`,
      '',
      `${reviewer.name} (${reviewer.label}) has sent a review of ${paperLine(state)} (round ${state.paper.reviewRound}).`,
      `Recommendation: ${recommendation}.`,
      '',
      `Read it at ${paperUrl(ctx, state)}.`,
    ],
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
  await send(
    ctx,
    tx,
    await editorsOf(tx, state),
    `Invitation declined: ${reviewer.name} on manuscript no. ${state.paper.id}`,
    (person) => [
      `Dear ${person.name},`,
      '',
      `${reviewer.name} has declined the invitation to review ${paperLine(state)} (round ${state.paper.reviewRound}).`,
      '',
      'Reason:',
      answer.reason,
      '',
      answer.suggested ? `Suggested instead: ${answer.suggested.name} <${answer.suggested.email}>` : 'No other reviewer was suggested.',
      '',
      left,
      '',
      `Invite another reviewer at ${paperUrl(ctx, state)} or from ${ctx.settings.publicUrl}/editor-dashboard.`,
    ],
    null,
  );
}

export async function queueRoundReviewsIn(ctx: Ctx, tx: Db, state: PaperState, reviews: { label: string; name: string; recommendation: string }[]): Promise<void> {
  await send(
    ctx,
    tx,
    await editorsOf(tx, state),
    `All reviews are in: manuscript no. ${state.paper.id}, round ${state.paper.reviewRound}`,
    (person) => [
      `Dear ${person.name},`,
      '',
      `The last review of round ${state.paper.reviewRound} of ${paperLine(state)} is in. The round is ready for your decision:`,
      '',
      ...reviews.map((review) => `- ${review.label} (${review.name}): ${review.recommendation}`),
      '',
      `Read the reviews side by side and decide at ${paperUrl(ctx, state)}.`,
    ],
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
  const manuscript = `manuscript no. ${state.paper.id}, "${state.paper.title}"`;
  await send(
    ctx,
    tx,
    [reviewer],
    `${ctx.settings.journalName}: ${accepted ? 'review' : 'invitation to review'} of manuscript no. ${state.paper.id} cancelled`,
    (person) => [
      `Dear ${person.name},`,
      '',
      accepted
        ? `The editor has withdrawn your assignment to review ${manuscript} (round ${state.paper.reviewRound}). Your review is no longer needed, and no further action is needed from you.`
        : `The editor has withdrawn the invitation to review ${manuscript} (round ${state.paper.reviewRound}). No further action is needed from you.`,
      '',
      'The link in the invitation no longer works. Thank you for your time; we hope to ask you again.',
      ...signature(ctx),
    ],
    await replyToOf(tx, state),
  );
}
