import { NEWSLETTER_MESSAGES, newsletterSubscriptionSchema, type NewsletterSubscribed, type NewsletterSubscriptionInput } from '../../contract/newsletter/newsletter.schema';
import type { Ctx } from '../context';
import { insertSubscription, reactivateSubscription } from './newsletter.repo';

/**
 * Subscribes an address to new-publication notices (reading-side.md §2 "Information for
 * readers"). One row per address whatever its letter case; subscribing again succeeds without
 * a second row and turns an unsubscribed address back on. A welcome mail goes out only for a
 * new address, so repeats cannot be used to flood someone's inbox.
 */
export async function subscribeToNewsletter(ctx: Ctx, input: NewsletterSubscriptionInput): Promise<NewsletterSubscribed> {
  const data = newsletterSubscriptionSchema.parse(input);
  await ctx.db.transaction(async (tx) => {
    const added = await insertSubscription(tx, { email: data.email, name: data.name || null, now: ctx.clock() });
    if (!added) {
      await reactivateSubscription(tx, data.email);
      return;
    }
    await ctx.mail.queue(tx, {
      to: data.email,
      subject: `Your subscription to ${ctx.settings.journalName}`,
      text: [
        data.name ? `Dear ${data.name},` : 'Dear reader,',
        '',
        `Thank you for subscribing to ${ctx.settings.journalName}. You will receive notifications about new publications.`,
        `Read the latest issue at ${ctx.settings.publicUrl}/issues/current, or follow the RSS feeds listed at ${ctx.settings.publicUrl}/information-for-readers.`,
        '',
        `If you did not ask for this, reply to this message or write to us through ${ctx.settings.publicUrl}/contact and we will remove your address.`,
      ].join('\n'),
    });
  });
  return { message: NEWSLETTER_MESSAGES.subscribed };
}
