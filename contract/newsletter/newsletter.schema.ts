import { z } from 'zod';
import { emailField, optionalText } from '../auth/auth.schema';
import { NEWSLETTER_MESSAGES } from './newsletter.messages';

export { NEWSLETTER_MESSAGES } from './newsletter.messages';

/**
 * The readers' newsletter (reading-side.md §2 "Information for readers", §8; acting-side.md
 * §3 "Newsletter subscription", §5 "Newsletter box"). The spec's form only showed an alert;
 * here it subscribes for real (issue 5).
 */
export const newsletterSubscriptionSchema = z.object({
  email: emailField,
  name: optionalText('Name', 120),
});

export type NewsletterSubscriptionInput = z.input<typeof newsletterSubscriptionSchema>;

/** The same answer whether the address is new or already subscribed, so the form reveals no one's subscription. */
export const newsletterSubscribedSchema = z.object({
  message: z.literal(NEWSLETTER_MESSAGES.subscribed),
});

export type NewsletterSubscribed = z.infer<typeof newsletterSubscribedSchema>;
