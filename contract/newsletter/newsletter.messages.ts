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
  /** Double opt-in (issue 15; decision 0043): said after the spec's sentence, since nothing is sent before the reader confirms. */
  confirmByMail: 'Please confirm your address with the link in the message we have sent you.',
  confirmHeading: 'Confirm your subscription',
  confirmIntro: 'Press the button to confirm that you want notices of new publications at this address.',
  confirmButton: 'Confirm my subscription',
  confirmed: 'Your subscription is confirmed. You will receive notifications about new publications.',
  confirmLinkInvalid: 'This confirmation link is not valid or has expired. Subscribe again to receive a new one.',
  unsubscribeHeading: 'Unsubscribe',
  unsubscribeIntro: 'Press the button to stop receiving notices of new publications at this address.',
  unsubscribeButton: 'Unsubscribe',
  unsubscribed: 'You have been unsubscribed. You will receive no more notifications from us.',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid. Write to us through the contact page and we will remove your address.',
  linkFailed: 'Something went wrong. Please try again later.',
  tooManyLinkRequests: 'Too many requests from your network. Please wait a few minutes and try again.',
} as const;

/** What the subscribe call answers: the spec's sentence (word for word), then the request to confirm. */
export const SUBSCRIBED_ANSWER = `${NEWSLETTER_MESSAGES.subscribed} ${NEWSLETTER_MESSAGES.confirmByMail}`;
/** A confirmation link is valid this long; an unsubscribe link always. */
export const NEWSLETTER_CONFIRM_DAYS = 7;
