import { formatLongDate } from '../../contract/format/long-date';
import type { ReminderKind } from '../../contract/reviews/reviewer-constants';
import type { OutgoingMail } from '../mail/mail.repo';
import type { MailRenderer } from '../mail/mail-templates.service';

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

/** One reminder, rendered with the pass's renderer (the overrides are read once per batch). */
export function reminderMail(render: MailRenderer, input: ReminderMailInput): OutgoingMail {
  const values = {
    reviewerName: input.reviewerName,
    paperId: String(input.paperId),
    paperTitle: input.title,
    assignmentId: String(input.assignmentId),
  };
  const responseDueDate = formatLongDate(input.responseDueAt);
  const reviewDueDate = formatLongDate(input.dueAt);
  // Only the reminder being sent is rendered (a worker's pass writes thousands).
  const mail =
    input.kind === 'response-soon'
      ? render('reminder-response-soon', { ...values, responseDueDate })
      : input.kind === 'response-overdue'
        ? render('reminder-response-overdue', { ...values, responseDueDate })
        : input.kind === 'review-soon'
          ? render('reminder-review-soon', { ...values, reviewDueDate })
          : render('reminder-review-overdue', { ...values, reviewDueDate });
  return { to: input.reviewerEmail, ...mail, replyTo: input.replyTo };
}
