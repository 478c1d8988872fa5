import type { Submission } from '../../contract/papers/submission.schema';
import type { Db } from '../../db/client';
import type { Actor, Ctx } from '../context';
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
  const journal = ctx.settings.journalName;
  const paperUrl = `${ctx.settings.publicUrl}/paper/${paperId}`;
  const revision = version > 1;
  const what = revision ? `version ${version} of your manuscript` : 'your manuscript';
  const primary = submission.authors.find((author) => author.isPrimaryContact);
  const recipients = [{ name: `${actor.firstName} ${actor.lastName}`, email: actor.email }];
  if (primary && !sameAddress(primary.email, actor.email)) recipients.push({ name: primary.name, email: primary.email });

  for (const recipient of recipients) {
    await ctx.mail.queue(tx, {
      to: recipient.email,
      subject: `${journal}: ${revision ? `revision received (version ${version})` : 'submission received'} — "${submission.title}"`,
      text: [
        `Dear ${recipient.name},`,
        '',
        `Thank you: ${journal} has received ${what}, "${submission.title}" (manuscript no. ${paperId})${specialIssueTitle ? ` for the special issue "${specialIssueTitle}"` : ''}.`,
        revision
          ? 'It is back with the editors, who will check the changes against the reviewers’ comments.'
          : 'The editors will screen it first; you will hear from us when it goes to peer review or if anything is missing.',
        '',
        `Follow its progress at ${ctx.settings.publicUrl}/dashboard or ${paperUrl}.`,
        '',
        `The editorial office, ${journal}`,
      ].join('\n'),
    });
  }

  for (const editor of await listEditorialEmails(tx)) {
    await ctx.mail.queue(tx, {
      to: editor,
      subject: `${revision ? `Revised manuscript (version ${version})` : 'New submission'} no. ${paperId}: "${submission.title}"`,
      text: [
        `${revision ? `A revised version (${version})` : 'A new manuscript'} is waiting in the editors' queue.`,
        '',
        `Title: ${submission.title}`,
        `Category: ${submission.category}`,
        ...(specialIssueTitle ? [`Special issue: ${specialIssueTitle}`] : []),
        `Submitted by: ${actor.firstName} ${actor.lastName} <${actor.email}>`,
        '',
        `Open it at ${paperUrl} or in ${ctx.settings.publicUrl}/editor-dashboard.`,
      ].join('\n'),
    });
  }
}
