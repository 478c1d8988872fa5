/** Zod-free: the subscribe form imports these without loading zod and the schemas (decision 0032). */

/**
 * Texts of the readers' newsletter (reading-side.md §8, acting-side.md §3 "Newsletter
 * subscription"), used by the API and the form.
 */
export const NEWSLETTER_MESSAGES = {
  /** reading-side.md §8 "Subscribe success alert", word for word. */
  subscribed: 'Subscription successful! You will receive notifications about new publications.',
  failed: 'Subscription failed. Please try again later.',
  tooManyRequests: 'Too many subscription requests from your network. Please wait a few minutes and try again.',
} as const;
