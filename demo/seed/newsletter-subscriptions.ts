import type { Actor, Ctx } from '../../core/context';
import { MailSender } from '../../core/mail/mail-sender';
import { newsletterToken } from '../../core/newsletter/newsletter-links';
import { listNewsletterSubscriptions } from '../../core/newsletter/newsletter-admin.service';
import { confirmNewsletterSubscription, subscribeToNewsletter, unsubscribeFromNewsletter } from '../../core/newsletter/newsletter.service';
import { DEMO_NEWSLETTER_SUBSCRIPTIONS, NEWSLETTER_SEED_SPLIT } from '../content/newsletter';
import { NO_TRANSPORT, type DemoBase } from './editorial-history';

/**
 * The demo's newsletter readers (decisions 0043, 0045): each subscribes through the service the
 * box calls, confirms with the link of the mail (a token as the mail carries it) and, for one,
 * unsubscribes with the link of a later mail; every step at its time, in one timeline. `part`
 * picks the steps before the manuscripts' timeline or after it (demo/content/newsletter.ts).
 */
export async function seedNewsletterSubscriptions(base: DemoBase, admin: Actor, part: 'early' | 'recent'): Promise<void> {
  const at = (time: string, actor: Actor | null = null): Ctx => {
    const now = new Date(time);
    const clock = () => now;
    return { ...base, actor, clock, mail: new MailSender(base.db, NO_TRANSPORT, clock) };
  };
  const split = Date.parse(NEWSLETTER_SEED_SPLIT);
  const inPart = (time: string) => (part === 'early' ? Date.parse(time) < split : Date.parse(time) >= split);
  const ids = new Map<string, number>();
  const subscription = (email: string) => ({ id: ids.get(email)!, email });
  type Step = { at: string; run: () => Promise<unknown> };
  const steps = DEMO_NEWSLETTER_SUBSCRIPTIONS.flatMap((reader): Step[] => [
    {
      at: reader.at,
      run: async () => {
        await subscribeToNewsletter(at(reader.at), { email: reader.email, name: reader.name ?? '' });
        const found = await listNewsletterSubscriptions(at(reader.at, admin), { q: reader.email, pageSize: 1 });
        ids.set(reader.email, found.items[0]!.id);
      },
    },
    ...(reader.confirmedAt
      ? [{ at: reader.confirmedAt, run: () => confirmNewsletterSubscription(at(reader.confirmedAt!), newsletterToken(base.settings.jwtSecret, 'confirm', subscription(reader.email), new Date(reader.at))) }]
      : []),
    ...(reader.unsubscribedAt
      ? [{ at: reader.unsubscribedAt, run: () => unsubscribeFromNewsletter(at(reader.unsubscribedAt!), newsletterToken(base.settings.jwtSecret, 'unsubscribe', subscription(reader.email), new Date(reader.confirmedAt!))) }]
      : []),
  ]);
  for (const step of steps.filter((s) => inPart(s.at)).sort((a, b) => Date.parse(a.at) - Date.parse(b.at))) await step.run();
}
