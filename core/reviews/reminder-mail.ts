import { formatLongDate } from '../../contract/format/long-date';
import type { ReminderKind } from '../../contract/reviews/reviewer-constants';
import type { OutgoingMail } from '../mail/mail.repo';
import type { CoreSettings } from '../context';

/**
 * The reminders' texts (decision 0041): the paper's title and the assignment's link only, never
 * an author's name. The invitation's token is not stored, so the link asks the reviewer to sign in
 * or to use the link of the invitation.
 */
export interface ReminderMailInput {
  kind: ReminderKind;
  assignmentId: number;
  paperId: number;
  title: string;
  reviewerName: string;
  reviewerEmail: string;
  responseDueAt: Date | null;
  dueAt: Date | null;
  replyTo: string | null;
}

export function reminderMail(settings: Pick<CoreSettings, 'journalName' | 'publicUrl'>, input: ReminderMailInput): OutgoingMail {
  const manuscript = `manuscript no. ${input.paperId}, "${input.title}"`;
  const subjects: Record<ReminderKind, () => string> = {
    'response-soon': () => `please answer our invitation to review manuscript no. ${input.paperId} by ${formatLongDate(input.responseDueAt)}`,
    'response-overdue': () => `your answer to our invitation to review manuscript no. ${input.paperId} is overdue`,
    'review-soon': () => `your review of manuscript no. ${input.paperId} is due on ${formatLongDate(input.dueAt)}`,
    'review-overdue': () => `your review of manuscript no. ${input.paperId} is overdue`,
  };
  // Only the reminder being sent is written (a worker's pass writes thousands).
  const openings: Record<ReminderKind, () => string> = {
    'response-soon': () => `This is a reminder of our invitation to review ${manuscript}. Please accept or decline it by ${formatLongDate(input.responseDueAt)}.`,
    'response-overdue': () => `We have not yet had your answer to our invitation to review ${manuscript}, which was due on ${formatLongDate(input.responseDueAt)}. Please accept or decline it, so that the authors are not kept waiting.`,
    'review-soon': () => `Thank you for agreeing to review ${manuscript}. Your review is due on ${formatLongDate(input.dueAt)}.`,
    'review-overdue': () => `Your review of ${manuscript} was due on ${formatLongDate(input.dueAt)}. Please send it as soon as you can, or tell the editor when you expect to.`,
  };
  const text = [
    `Dear ${input.reviewerName},`,
    '',
    openings[input.kind](),
    '',
    `Open the assignment from the link in your invitation email, or sign in and go to ${settings.publicUrl}/review/${input.assignmentId}.`,
    input.kind.startsWith('response') ? 'If you cannot review it, please decline there: the editor will then invite someone else.' : 'If you can no longer review it, please reply to this email.',
    '',
    `The editorial office, ${settings.journalName}`,
  ].join('\n');
  return { to: input.reviewerEmail, subject: `${settings.journalName}: ${subjects[input.kind]()}`, text, replyTo: input.replyTo };
}
