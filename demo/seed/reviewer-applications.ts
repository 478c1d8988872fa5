import type { Ctx } from '../../core/context';
import { MailSender } from '../../core/mail/mail-sender';
import { submitReviewerApplication } from '../../core/reviewers/reviewer-applications.service';
import { DEMO_REVIEWER_APPLICATIONS } from '../content/reviewer-applications';
import { NO_TRANSPORT, type DemoBase } from './editorial-history';

/**
 * The demo's open reviewer applications, sent through the service /become-reviewer calls, each at
 * its time (decision 0038): the editors' notices join the journal's past mail.
 */
export async function seedReviewerApplications(base: DemoBase): Promise<void> {
  for (const application of DEMO_REVIEWER_APPLICATIONS) {
    const at = new Date(application.at);
    const clock = () => at;
    const ctx: Ctx = { ...base, actor: null, clock, mail: new MailSender(base.db, NO_TRANSPORT, clock) };
    await submitReviewerApplication(ctx, application.form);
  }
}
