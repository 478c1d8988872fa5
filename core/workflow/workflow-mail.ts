import { formatLongDate } from '../../contract/format/long-date';
import { APPEALS, REVIEW_TIMELINE } from '../../contract/journal/review';
import { anonymousReviewerLabel } from '../../contract/papers/paper-visibility.policy';
import { statusLabel } from '../../contract/papers/paper-status';
import { APPEAL_OUTCOME_LABELS, DECISION_LABELS, type AppealOutcome, type EditorialDecision } from '../../contract/papers/workflow/editorial-decisions';
import { appealDeadline } from '../../contract/papers/workflow/paper-workflow.policy';
import type { MailTemplateKey, MailTemplateValues } from '../../contract/mail/mail-templates';
import type { Db } from '../../db/client';
import { mailRenderer } from '../mail/mail-templates.service';
import type { Ctx } from '../context';
import { reviewerNumbers, type PaperState } from './paper-workflow';
import { invitationLink, type InvitationDueDates } from '../reviews/invitations';
import { findUsers, listEditorialContacts, type UserRow } from './workflow.repo';

/**
 * Every workflow mail (issue 13): templates in one place, queued in the transaction of the change
 * they report, with the handling editor as Reply-To. The demo writes them to DATA_DIR/mail and
 * shows them at /admin/mail.
 */

export interface Person {
  name: string;
  email: string;
}

export const nameOf = (user: Pick<UserRow, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`;
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const REVISION_WEEKS = REVIEW_TIMELINE.find((stage) => stage.id === 'revision')?.maxWeeks ?? 4;

function unique(people: Person[]): Person[] {
  const seen: Person[] = [];
  for (const person of people) if (!seen.some((p) => sameAddress(p.email, person.email))) seen.push(person);
  return seen;
}

/** The corresponding side of a paper: the submitting account and the primary contact. */
export async function correspondingAuthors(db: Db, state: PaperState): Promise<Person[]> {
  const [submitter] = state.paper.submitterId ? await findUsers(db, [state.paper.submitterId]) : [];
  const primary = state.authors.find((a) => a.isPrimaryContact);
  return unique([...(submitter ? [{ name: nameOf(submitter), email: submitter.email }] : []), ...(primary ? [{ name: primary.name, email: primary.email }] : [])]);
}

/** Every author of the paper and the submitting account (the publication notice). */
async function allAuthors(db: Db, state: PaperState): Promise<Person[]> {
  return unique([...(await correspondingAuthors(db, state)), ...state.authors.map((a) => ({ name: a.name, email: a.email }))]);
}

/** The handling editor, or every editor when nobody handles the paper yet. */
export async function editorsOf(db: Db, state: PaperState): Promise<Person[]> {
  const handler = state.paper.handlingEditorId ? (await findUsers(db, [state.paper.handlingEditorId]))[0] : undefined;
  const people = handler ? [handler] : await listEditorialContacts(db);
  return people.map((user) => ({ name: nameOf(user), email: user.email }));
}

/** The handling editor's address, the Reply-To of what the authors and reviewers receive. */
export async function replyToOf(db: Db, state: PaperState): Promise<string | null> {
  if (!state.paper.handlingEditorId) return null;
  const [handler] = await findUsers(db, [state.paper.handlingEditorId]);
  return handler?.email ?? null;
}

export function paperLine(state: PaperState) {
  return `manuscript no. ${state.paper.id}, "${state.paper.title}"`;
}

export async function send(ctx: Ctx, tx: Db, to: Person[], subject: string, body: (person: Person) => string[], replyTo: string | null): Promise<void> {
  for (const person of to) await ctx.mail.queue(tx, { to: person.email, subject, text: body(person).join('\n'), replyTo });
}

export const signature = (ctx: Ctx) => ['', `The editorial office, ${ctx.settings.journalName}`];

/** A templated mail to each person (the content manager's text, decision 0054), their name filled in. */
export async function sendTemplate<K extends MailTemplateKey>(
  ctx: Ctx,
  tx: Db,
  to: Person[],
  key: K,
  values: Omit<MailTemplateValues<K>, 'recipientName'>,
  replyTo: string | null,
): Promise<void> {
  if (to.length === 0) return;
  const mail = await mailRenderer(ctx, tx);
  for (const person of to) await ctx.mail.queue(tx, { to: person.email, ...mail(key, { ...values, recipientName: person.name } as MailTemplateValues<K>), replyTo });
}

/** The manuscript's number and title, as every notice names it. */
export const paperValues = (state: PaperState) => ({ paperId: String(state.paper.id), paperTitle: state.paper.title });

const OPENINGS: Record<EditorialDecision, (journal: string) => string> = {
  accept: (journal) => `I am pleased to tell you that your manuscript has been accepted for publication in ${journal}. It will now be prepared for publication, and you will hear from us when it is published.`,
  minor_revision: () =>
    `Your manuscript needs minor revisions before it can be accepted. Please revise it in the light of the comments below and send the revised version, with a point-by-point response, within ${REVISION_WEEKS} weeks. The editor will check the changes, usually without a new round of review.`,
  major_revision: () =>
    `Your manuscript needs major revisions before it can be considered further. Please revise it in the light of the comments below and send the revised version, with a point-by-point response to every comment, within ${REVISION_WEEKS} weeks. The revised manuscript will return to the reviewers.`,
  reject_and_resubmit: (journal) =>
    `We cannot accept your manuscript in its present form. The work is promising, but it needs new data or analysis; a substantially revised manuscript would be welcome in ${journal} as a new submission.`,
  reject: (journal) => `I regret to tell you that your manuscript has not been accepted for publication in ${journal}.`,
};

/** The template of a decision letter (issue 13): the editor edits it before it is sent. */
export function decisionLetterTemplate(
  ctx: Ctx,
  state: PaperState,
  input: { decision: EditorialDecision; comments?: string; editorName: string; addressee: string },
): { subject: string; letter: string } {
  const numbers = reviewerNumbers(state);
  const reviews = state.assignments.filter((a) => a.round === state.paper.reviewRound && a.status === 'COMPLETED' && (a.commentsToAuthor ?? '').trim() !== '');
  const paperUrl = `${ctx.settings.publicUrl}/paper/${state.paper.id}`;
  const lines = [
    `Dear ${input.addressee},`,
    '',
    `Decision on ${paperLine(state)}: ${DECISION_LABELS[input.decision]}.`,
    '',
    OPENINGS[input.decision](ctx.settings.journalName),
  ];
  if (input.comments?.trim()) lines.push('', "Editor's comments:", input.comments.trim());
  for (const review of reviews) lines.push('', `${anonymousReviewerLabel(numbers.get(review.reviewerId)!)}:`, review.commentsToAuthor!.trim());
  if (input.decision === 'minor_revision' || input.decision === 'major_revision') {
    lines.push('', `Send the revised version from your dashboard (${ctx.settings.publicUrl}/dashboard) or from the paper's page (${paperUrl}).`);
  }
  if (input.decision === 'reject' || input.decision === 'reject_and_resubmit') {
    lines.push('', `If you believe the decision rests on a mistake, you may appeal within ${APPEALS.windowDays} days from the paper's page (${paperUrl}), giving your reasons; appeals are answered in ${APPEALS.answeredIn}.`);
  }
  lines.push('', 'Yours sincerely,', input.editorName, ctx.settings.journalName);
  return { subject: `${ctx.settings.journalName}: decision on manuscript no. ${state.paper.id} — "${state.paper.title}"`, letter: lines.join('\n') };
}

const APPEAL_OPENINGS: Record<AppealOutcome | 'reversedToAccepted', (journal: string) => string> = {
  upheld: () =>
    'An editor who did not take the original decision has considered your appeal, with the reviews and your reasons. The decision stands: the manuscript remains rejected. This closes the appeal.',
  reversed: () =>
    'An editor who did not take the original decision has considered your appeal, with the reviews and your reasons. The rejection is withdrawn, and your manuscript returns to peer review in a new round; you will hear from us when the reviews are in.',
  reversedToAccepted: (journal) =>
    `An editor who did not take the original decision has considered your appeal, with the reviews and your reasons. The rejection is withdrawn, and your manuscript is accepted for publication in ${journal}. It will now be prepared for publication.`,
  modified: () =>
    `An editor who did not take the original decision has considered your appeal, with the reviews and your reasons. The rejection becomes a request for revisions: please revise the manuscript in the light of the reviews and send the revised version, with a point-by-point response, within ${REVISION_WEEKS} weeks.`,
};

/** The template of an appeal's outcome letter: the editor edits it before it is sent. */
export function appealLetterTemplate(
  ctx: Ctx,
  state: PaperState,
  input: { outcome: AppealOutcome; reversedTo?: string; filedAt: Date; editorName: string; addressee: string },
): { subject: string; letter: string } {
  const opening = input.outcome === 'reversed' && input.reversedTo === 'ACCEPTED' ? APPEAL_OPENINGS.reversedToAccepted : APPEAL_OPENINGS[input.outcome];
  const lines = [
    `Dear ${input.addressee},`,
    '',
    `Your appeal of ${formatLongDate(input.filedAt)} on ${paperLine(state)}: ${APPEAL_OUTCOME_LABELS[input.outcome]}.`,
    '',
    opening(ctx.settings.journalName),
  ];
  if (input.outcome === 'modified') lines.push('', `Send the revised version from the paper's page (${ctx.settings.publicUrl}/paper/${state.paper.id}).`);
  lines.push('', 'Yours sincerely,', input.editorName, ctx.settings.journalName);
  return { subject: appealDecidedSubject(ctx, state, input.outcome), letter: lines.join('\n') };
}

const appealDecidedSubject = (ctx: Ctx, state: PaperState, outcome: AppealOutcome) =>
  `${ctx.settings.journalName}: your appeal on manuscript no. ${state.paper.id} — ${APPEAL_OUTCOME_LABELS[outcome]}`;

/** The decision letter, as the editor sent it, to the corresponding authors. */
export async function queueDecisionLetter(ctx: Ctx, tx: Db, state: PaperState, subject: string, letter: string): Promise<void> {
  await send(ctx, tx, await correspondingAuthors(tx, state), subject, () => [letter], await replyToOf(tx, state));
}

export async function queueHandlingEditorAssigned(ctx: Ctx, tx: Db, state: PaperState, editor: UserRow, by: string): Promise<void> {
  await sendTemplate(
    ctx,
    tx,
    [{ name: nameOf(editor), email: editor.email }],
    'handling-editor-assigned',
    { ...paperValues(state), assignedBy: by, paperCategory: state.paper.category, statusLabel: statusLabel(state.paper.status) },
    null,
  );
}

/** One invitation: the reviewer, their assignment and the link's token (only the mail holds it). */
export interface ReviewInvitation {
  reviewer: UserRow;
  assignmentId: number;
  token: string;
}

/**
 * The invitation to review (decision 0041): the title and the abstract, nothing of the authors;
 * the two due dates; the link that opens this assignment, to accept or decline without signing in.
 */
export async function queueReviewInvitations(ctx: Ctx, tx: Db, state: PaperState, invitations: ReviewInvitation[], due: InvitationDueDates): Promise<void> {
  const replyTo = await replyToOf(tx, state);
  for (const { reviewer, assignmentId, token } of invitations) {
    await sendTemplate(
      ctx,
      tx,
      [{ name: nameOf(reviewer), email: reviewer.email }],
      'review-invitation',
      {
        ...paperValues(state),
        paperCategory: state.paper.category,
        abstract: state.paper.abstract,
        responseDueDate: formatLongDate(due.responseDueAt),
        reviewDueDate: formatLongDate(due.dueAt),
        link: invitationLink(ctx.settings.publicUrl, assignmentId, token),
      },
      replyTo,
    );
  }
}

export async function queueRevisionReceived(ctx: Ctx, tx: Db, state: PaperState, version: number): Promise<void> {
  await sendTemplate(ctx, tx, await editorsOf(tx, state), 'revision-handling-editors', { ...paperValues(state), version: String(version), nextRound: String(state.paper.reviewRound + 1) }, null);
}

export async function queuePublicationNotice(ctx: Ctx, tx: Db, state: PaperState, details: { doi: string | null; issue: string }): Promise<void> {
  await sendTemplate(
    ctx,
    tx,
    await allAuthors(tx, state),
    'publication-notice',
    { ...paperValues(state), issue: details.issue, doiLine: details.doi ? `DOI: https://doi.org/${details.doi}` : '' },
    await replyToOf(tx, state),
  );
}

export async function queueAppealReceived(ctx: Ctx, tx: Db, state: PaperState, decidedAt: Date): Promise<void> {
  const values = { ...paperValues(state), decisionDate: formatLongDate(decidedAt) };
  await sendTemplate(ctx, tx, await correspondingAuthors(tx, state), 'appeal-received', { ...values, appealsAnsweredIn: APPEALS.answeredIn }, await replyToOf(tx, state));
  await sendTemplate(ctx, tx, await editorsOf(tx, state), 'appeal-filed', values, null);
}

export async function queueAppealDecided(ctx: Ctx, tx: Db, state: PaperState, outcome: AppealOutcome, letter: string): Promise<void> {
  await send(
    ctx,
    tx,
    await correspondingAuthors(tx, state),
    appealDecidedSubject(ctx, state, outcome),
    () => [letter],
    await replyToOf(tx, state),
  );
}

/** The last day to appeal, as letters and the paper page print it. */
export const appealDeadlineText = (decidedAt: Date) => formatLongDate(appealDeadline(decidedAt));
