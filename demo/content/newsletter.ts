/**
 * Readers who subscribed to the newsletter through the box on /current-publications or
 * /information-for-readers (issue 15 "Demo"; decisions 0043, 0045), through the service the box
 * calls, each at its time: most confirmed the address from the mail, one never did, one left
 * later with the unsubscribe link, and one subscribed yesterday and has not confirmed yet. The
 * addresses use the reserved example.org domain.
 *
 * The manuscripts' timeline begins on 12 January 2026: the subscriptions before it are seeded
 * before the manuscripts, the recent one after the contact messages, so the journal's past mail
 * stays in the order it was written.
 */
export interface DemoNewsletterSubscription {
  at: string;
  email: string;
  name?: string;
  /** The reader follows the confirmation link at this time. */
  confirmedAt?: string;
  /** The reader follows the unsubscribe link of a newsletter mail at this time. */
  unsubscribedAt?: string;
}

export const DEMO_NEWSLETTER_SUBSCRIPTIONS: DemoNewsletterSubscription[] = [
  { at: '2025-09-08T07:14:00Z', email: 'adaeze.nwankwo@example.org', name: 'Adaeze Nwankwo', confirmedAt: '2025-09-08T07:31:00Z' },
  { at: '2025-09-19T13:02:00Z', email: 'm.diallo@example.org', name: 'Mamadou Diallo', confirmedAt: '2025-09-19T18:45:00Z', unsubscribedAt: '2025-12-02T09:10:00Z' },
  { at: '2025-10-06T10:27:00Z', email: 'library.acquisitions@example.org', name: 'Kenneth Dike Library, Acquisitions', confirmedAt: '2025-10-07T08:03:00Z' },
  { at: '2025-11-14T21:40:00Z', email: 'tunde.bakare@example.org', confirmedAt: '2025-11-15T06:12:00Z' },
  { at: '2025-12-09T15:55:00Z', email: 'wairimu.njoroge@example.org', name: 'Wairimu Njoroge' },
  { at: '2026-01-05T09:18:00Z', email: 'olusegun.adebayo@example.org', name: 'Olusegun Adebayo', confirmedAt: '2026-01-05T09:26:00Z' },
  { at: '2026-11-24T19:05:00Z', email: 'nana.asare@example.org', name: 'Nana Asare' },
];

/** The subscriptions seeded before the manuscripts' timeline, and those after the contact messages. */
export const NEWSLETTER_SEED_SPLIT = '2026-01-12T00:00:00Z';
