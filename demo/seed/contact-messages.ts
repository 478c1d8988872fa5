import { listContactMessages, markContactMessageRead, replyToContactMessage, submitContactMessage } from '../../core/contact/contact.service';
import { issueFormToken } from '../../core/contact/form-token';
import type { Actor, Ctx } from '../../core/context';
import { MailSender } from '../../core/mail/mail-sender';
import { DEMO_CONTACT_MESSAGES, type DemoContactMessage } from '../content/contact';
import { NO_TRANSPORT, type DemoBase } from './editorial-history';

/**
 * The demo's contact messages (decision 0042), sent through the service /contact calls, each at
 * its time, with the token the page would have given a few minutes earlier; the admin reads one
 * and replies to one through the dashboard's services. The office's mail and the reply join the
 * journal's past mail.
 */
export async function seedContactMessages(base: DemoBase, admin: Actor): Promise<void> {
  const at = (time: string, actor: Actor | null = null): Ctx => {
    const now = new Date(time);
    const clock = () => now;
    return { ...base, actor, clock, mail: new MailSender(base.db, NO_TRANSPORT, clock) };
  };
  const ids = new Map<DemoContactMessage, number>();
  const idOf = (item: DemoContactMessage) => ids.get(item)!;
  // One timeline, oldest first, so the mail the steps cause is in the order things happened.
  type Step = { at: string; run: () => Promise<unknown> };
  const steps = DEMO_CONTACT_MESSAGES.flatMap((item): Step[] => [
    {
      at: item.at,
      run: async () => {
        const formToken = issueFormToken(base.settings.jwtSecret, new Date(Date.parse(item.at) - 4 * 60_000));
        await submitContactMessage(at(item.at), { ...item.form, formToken, website: '' });
        const found = await listContactMessages(at(item.at, admin), { page: 1, pageSize: 1, q: item.form.email, status: 'all', sort: 'newest' });
        ids.set(item, found.items[0]!.id);
      },
    },
    ...(item.readAt ? [{ at: item.readAt, run: () => markContactMessageRead(at(item.readAt!, admin), idOf(item)) }] : []),
    ...(item.reply ? [{ at: item.reply.at, run: () => replyToContactMessage(at(item.reply!.at, admin), idOf(item), { body: item.reply!.body }) }] : []),
  ]);
  for (const step of steps.sort((a, b) => Date.parse(a.at) - Date.parse(b.at))) await step.run();
}
