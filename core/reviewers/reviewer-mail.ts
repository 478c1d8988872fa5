import { SET_PASSWORD_TTL_DAYS } from '../../contract/auth/token';
import type { ReviewerApplicationForm } from '../../contract/reviews/reviewer-application.schema';
import type { Db } from '../../db/client';
import type { Ctx } from '../context';
import { mailRenderer, renderMail } from '../mail/mail-templates.service';

/**
 * The reviewer pool's mail (issue 14; decision 0041 "Applications"): templates in one place,
 * queued in the transaction of the change they report.
 */

type MailCtx = Pick<Ctx, 'mail' | 'settings'>;
interface Person {
  name: string;
  email: string;
}

/** To the editors (or the admins when there is no editor): a new application is waiting. */
export async function queueApplicationReceived(ctx: MailCtx, tx: Db, editors: Person[], application: ReviewerApplicationForm): Promise<void> {
  const optional = (label: string, text: string | undefined) => (text ? `\n${label}:\n${text}` : '');
  const mail = await mailRenderer(ctx, tx);
  for (const editor of editors) {
    const values = {
      recipientName: editor.name,
      applicantName: application.name,
      applicantEmail: application.email,
      institution: application.institution,
      expertise: application.expertise,
      qualifications: application.qualifications,
      publicationsBlock: optional('Publications', application.publications),
      motivationBlock: optional('Motivation', application.motivation),
    };
    await ctx.mail.queue(tx, { to: editor.email, ...mail('reviewer-application-received', values) });
  }
}

/** Approved, with a new account: the set-password link (the password reset page, valid SET_PASSWORD_TTL_DAYS). */
export async function queueApprovedWithNewAccount(ctx: MailCtx, tx: Db, applicant: Person, expertise: string[], link: string): Promise<void> {
  const values = { recipientName: applicant.name, email: applicant.email, linkDays: String(SET_PASSWORD_TTL_DAYS), link, expertiseList: expertise.join(', ') };
  await ctx.mail.queue(tx, { to: applicant.email, ...(await renderMail(ctx, tx, 'reviewer-approved-new-account', values)) });
}

/** Approved, for an address that already has an account: the account keeps everything, and gains the pool. */
export async function queueApprovedForExistingAccount(ctx: MailCtx, tx: Db, applicant: Person, expertise: string[]): Promise<void> {
  const values = { recipientName: applicant.name, email: applicant.email, expertiseList: expertise.join(', ') };
  await ctx.mail.queue(tx, { to: applicant.email, ...(await renderMail(ctx, tx, 'reviewer-approved-existing-account', values)) });
}

/** Declined: a polite answer that leaves the door open. */
export async function queueApplicationDeclined(ctx: MailCtx, tx: Db, applicant: Person): Promise<void> {
  await ctx.mail.queue(tx, { to: applicant.email, ...(await renderMail(ctx, tx, 'reviewer-application-declined', { recipientName: applicant.name })) });
}
