import { z } from 'zod';
import { emailField, optionalText } from '../auth/auth.schema';
import { SUBSCRIBED_ANSWER } from './newsletter.messages';

export { NEWSLETTER_MESSAGES, SUBSCRIBED_ANSWER } from './newsletter.messages';

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
  message: z.literal(SUBSCRIBED_ANSWER),
});

/** The signed token of a confirmation or unsubscribe link (decision 0043): `{id}.{…}`, URL-safe. */
export const newsletterLinkParamsSchema = z.object({ token: z.string().max(200).regex(/^[0-9]+\.[A-Za-z0-9_.-]+$/) });

/** What a confirmation or unsubscribe answers. */
export const newsletterLinkResultSchema = z.object({ message: z.string() });
export type NewsletterLinkResult = z.infer<typeof newsletterLinkResultSchema>;

export type NewsletterSubscribed = z.infer<typeof newsletterSubscribedSchema>;
