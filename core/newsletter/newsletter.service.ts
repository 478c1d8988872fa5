import {
  NEWSLETTER_MESSAGES as M,
  newsletterSubscriptionSchema,
  SUBSCRIBED_ANSWER,
  type NewsletterLinkResult,
  type NewsletterSubscribed,
  type NewsletterSubscriptionInput,
} from '../../contract/newsletter/newsletter.schema';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { tokenSubscriptionId, verifyNewsletterToken } from './newsletter-links';
import { queueConfirmationRequest, queueNewsletterMail } from './newsletter-mail';
import { confirmSubscription, findSubscription, insertSubscription, lockSubscriptionByEmail, updateSubscription, type SubscriptionRow } from './newsletter.repo';

/** A repeat within this time sends no second confirmation request (the form cannot flood an inbox). */
const CONFIRMATION_RESEND_MS = 60 * 60 * 1000;

/**
 * Subscribes an address to new-publication notices (reading-side.md §2 "Information for
 * readers"), with double opt-in (issue 15; decision 0043). One row per address whatever its
 * letter case. A new address, or one that had unsubscribed, gets a confirmation request and
 * nothing else until it is confirmed; a confirmed one gets nothing more. The answer is the same
 * in every case, so the form reveals no one's subscription.
 */
export async function subscribeToNewsletter(ctx: Ctx, input: NewsletterSubscriptionInput): Promise<NewsletterSubscribed> {
  const data = newsletterSubscriptionSchema.parse(input);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const added = await insertSubscription(tx, { email: data.email, name: data.name || null, now });
    let row = added ?? (await lockSubscriptionByEmail(tx, data.email));
    if (!row) return;
    if (!added) {
      if (row.isActive && row.confirmedAt) return;
      if (!row.isActive) {
        // Back on, but only once the address confirms again: anyone could type it into the form.
        // (Only its owner could have unsubscribed it, with the mail's link: the request goes at once.)
        await updateSubscription(tx, row.id, { isActive: true, confirmedAt: null });
        row = { ...row, isActive: true, confirmedAt: null };
      } else if (row.confirmationSentAt && now.getTime() - row.confirmationSentAt.getTime() < CONFIRMATION_RESEND_MS) return;
    }
    await queueConfirmationRequest(ctx, tx, row);
    await updateSubscription(tx, row.id, { confirmationSentAt: now });
  });
  return { message: SUBSCRIBED_ANSWER };
}

/** The subscription a link names, when its token is valid for it. */
async function linked(ctx: Ctx, purpose: 'confirm' | 'unsubscribe', token: string): Promise<SubscriptionRow> {
  const invalid = () => new AppError('NOT_FOUND', purpose === 'confirm' ? M.confirmLinkInvalid : M.unsubscribeLinkInvalid);
  const id = tokenSubscriptionId(token);
  const row = id === null ? null : await findSubscription(ctx.db, id);
  if (!row || !verifyNewsletterToken(ctx.settings.jwtSecret, purpose, token, row, ctx.clock())) throw invalid();
  return row;
}

/** POST /api/newsletter-subscriptions/confirm/{token}: the address confirms; a welcome follows once. */
export async function confirmNewsletterSubscription(ctx: Ctx, token: string): Promise<NewsletterLinkResult> {
  const row = await linked(ctx, 'confirm', token);
  // Unsubscribed since the link was sent: the old link does not subscribe the address again.
  if (!row.isActive) throw new AppError('NOT_FOUND', M.confirmLinkInvalid);
  await ctx.db.transaction(async (tx) => {
    if (!(await confirmSubscription(tx, row.id, ctx.clock()))) return;
    await queueNewsletterMail(ctx, tx, row, `Welcome to ${ctx.settings.journalName}`, [
      `Thank you for confirming your subscription to ${ctx.settings.journalName}. You will receive notifications about new publications.`,
      `Read the latest issue at ${ctx.settings.publicUrl}/issues/current, or follow the RSS feeds listed at ${ctx.settings.publicUrl}/information-for-readers.`,
    ]);
  });
  return { message: M.confirmed };
}

/** POST /api/newsletter-subscriptions/unsubscribe/{token}: from the page, or one click from a mail client (RFC 8058). */
export async function unsubscribeFromNewsletter(ctx: Ctx, token: string): Promise<NewsletterLinkResult> {
  const row = await linked(ctx, 'unsubscribe', token);
  if (row.isActive) await updateSubscription(ctx.db, row.id, { isActive: false });
  return { message: M.unsubscribed };
}
