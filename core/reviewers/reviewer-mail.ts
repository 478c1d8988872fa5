import { SET_PASSWORD_TTL_DAYS } from '../../contract/auth/token';
import type { ReviewerApplicationForm } from '../../contract/reviews/reviewer-application.schema';
import type { Db } from '../../db/client';
import type { Ctx } from '../context';

/**
 * The reviewer pool's mail (issue 14; decision 0041 "Applications"): templates in one place,
 * queued in the transaction of the change they report.
 */

type MailCtx = Pick<Ctx, 'mail' | 'settings'>;
interface Person {
  name: string;
  email: string;
}

const signature = (ctx: MailCtx) => ['', `The editorial office, ${ctx.settings.journalName}`];

/** To the editors (or the admins when there is no editor): a new application is waiting. */
export async function queueApplicationReceived(ctx: MailCtx, tx: Db, editors: Person[], application: ReviewerApplicationForm): Promise<void> {
  const optional = (label: string, text: string | undefined) => (text ? ['', `${label}:`, text] : []);
  for (const editor of editors) {
    await ctx.mail.queue(tx, {
      to: editor.email,
      subject: `New reviewer application: ${application.name}`,
      text: [
        `Dear ${editor.name},`,
        '',
        `${application.name} has applied to review for ${ctx.settings.journalName}.`,
        '',
        `Name: ${application.name}`,
        `Email: ${application.email}`,
        `Institution: ${application.institution}`,
        '',
        'Areas of expertise:',
        application.expertise,
        '',
        'Qualifications:',
        application.qualifications,
        ...optional('Publications', application.publications),
        ...optional('Motivation', application.motivation),
        '',
        `Approve or decline it under Applications on the editor dashboard: ${ctx.settings.publicUrl}/editor-dashboard?view=applications`,
      ].join('\n'),
    });
  }
}

const profileLine = (ctx: MailCtx, expertise: string[]) => [
  `Your expertise is recorded as: ${expertise.join(', ')}.`,
  `Editors match invitations to it. You can change it, your institution, and the dates you are unavailable, in the Reviewer Profile on your dashboard (${ctx.settings.publicUrl}/dashboard).`,
];

/** Approved, with a new account: the set-password link (the password reset page, valid SET_PASSWORD_TTL_DAYS). */
export async function queueApprovedWithNewAccount(ctx: MailCtx, tx: Db, applicant: Person, expertise: string[], link: string): Promise<void> {
  const { journalName, publicUrl } = ctx.settings;
  await ctx.mail.queue(tx, {
    to: applicant.email,
    subject: `Welcome to the reviewers of ${journalName}: set your password`,
    text: [
      `Dear ${applicant.name},`,
      '',
      `Thank you for offering to review for ${journalName}. The editors have approved your application, and you are now in the journal's reviewer pool.`,
      '',
      `We have created a reviewer account for you with this email address (${applicant.email}). It has no password yet. To choose one, open this link within ${SET_PASSWORD_TTL_DAYS} days; it opens the journal's password page, titled "Choose a New Password":`,
      '',
      link,
      '',
      `The link works once. Then sign in at ${publicUrl}/login with this email address and your new password. If the link has expired, ask for a new one at ${publicUrl}/forgot-password.`,
      '',
      ...profileLine(ctx, expertise),
      '',
      'When an editor invites you to review a manuscript, you will receive an email with its title and abstract, and you may accept or decline.',
      ...signature(ctx),
    ].join('\n'),
  });
}

/** Approved, for an address that already has an account: the account keeps everything, and gains the pool. */
export async function queueApprovedForExistingAccount(ctx: MailCtx, tx: Db, applicant: Person, expertise: string[]): Promise<void> {
  const { journalName, publicUrl } = ctx.settings;
  await ctx.mail.queue(tx, {
    to: applicant.email,
    subject: `Welcome to the reviewers of ${journalName}`,
    text: [
      `Dear ${applicant.name},`,
      '',
      `Thank you for offering to review for ${journalName}. The editors have approved your application, and you are now in the journal's reviewer pool.`,
      '',
      `You already have an account with this email address (${applicant.email}): it is now also a reviewer's account. Sign in as usual at ${publicUrl}/login; your submissions and everything else in your account stay as they were.`,
      '',
      ...profileLine(ctx, expertise),
      '',
      'When an editor invites you to review a manuscript, you will receive an email with its title and abstract, and you may accept or decline.',
      ...signature(ctx),
    ].join('\n'),
  });
}

/** Declined: a polite answer that leaves the door open. */
export async function queueApplicationDeclined(ctx: MailCtx, tx: Db, applicant: Person): Promise<void> {
  const { journalName, publicUrl } = ctx.settings;
  await ctx.mail.queue(tx, {
    to: applicant.email,
    subject: `Your application to review for ${journalName}`,
    text: [
      `Dear ${applicant.name},`,
      '',
      `Thank you for offering to review for ${journalName}, and for the time you gave to your application.`,
      '',
      'The editors have read it carefully, and they are not able to add you to the reviewer pool at present. This is often because the journal has enough reviewers in a field for now, and is no judgement of your work.',
      '',
      `You are welcome to apply again in the future (${publicUrl}/become-reviewer), and we hope you will consider ${journalName} for your own research.`,
      '',
      'With our thanks and best wishes,',
      ...signature(ctx).slice(1),
    ].join('\n'),
  });
}
