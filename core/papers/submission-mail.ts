import type { Submission } from '../../contract/papers/submission.schema';
import type { Db } from '../../db/client';
import type { Actor, Ctx } from '../context';
import { mailRenderer } from '../mail/mail-templates.service';
import { listEditorialEmails } from './submission.repo';

export interface SubmissionNotice {
  paperId: number;
  version: number;
  submission: Submission;
  actor: Actor;
  specialIssueTitle: string | null;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Issue 6: a confirmation to the submitter and the primary contact, and a notice to the editors,
 * queued in the submission's transaction (the outbox sends them only if it commits).
 */
export async function queueSubmissionMails(ctx: Ctx, tx: Db, notice: SubmissionNotice): Promise<void> {
  const { paperId, version, submission, actor, specialIssueTitle } = notice;
  const revision = version > 1;
  const primary = submission.authors.find((author) => author.isPrimaryContact);
  const recipients = [{ name: `${actor.firstName} ${actor.lastName}`, email: actor.email }];
  if (primary && !sameAddress(primary.email, actor.email)) recipients.push({ name: primary.name, email: primary.email });
  const mail = await mailRenderer(ctx, tx);
  const paper = { paperTitle: submission.title, paperId: String(paperId) };

  for (const recipient of recipients) {
    const values = { ...paper, recipientName: recipient.name, specialIssuePart: specialIssueTitle ? ` for the special issue "${specialIssueTitle}"` : '' };
    const rendered = revision ? mail('revision-received', { ...values, version: String(version) }) : mail('submission-received', values);
    await ctx.mail.queue(tx, { to: recipient.email, ...rendered });
  }

  const editorValues = {
    ...paper,
    paperCategory: submission.category,
    specialIssueLine: specialIssueTitle ? `Special issue: ${specialIssueTitle}` : '',
    submittedBy: `${actor.firstName} ${actor.lastName} <${actor.email}>`,
  };
  const editorsMail = revision ? mail('revision-editors-notice', { ...editorValues, version: String(version) }) : mail('submission-editors-notice', editorValues);
  for (const editor of await listEditorialEmails(tx)) await ctx.mail.queue(tx, { to: editor, ...editorsMail });
}
