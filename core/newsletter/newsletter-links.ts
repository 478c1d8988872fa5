import { NEWSLETTER_CONFIRM_DAYS } from '../../contract/newsletter/newsletter.messages';
import { signatureMatches, signFor } from '../auth/signatures';

/**
 * The newsletter's confirmation and unsubscribe links (decision 0043): signed, so nothing is
 * stored for them and every mail can carry its own. A token is `{id}.{mac}` (unsubscribe, valid
 * for as long as the address is subscribed) or `{id}.{issued}.{mac}` (confirmation, valid
 * NEWSLETTER_CONFIRM_DAYS). The MAC covers the purpose, the subscription, its address and the
 * time, signed for this use alone (core/auth/signatures.ts).
 */
type Purpose = 'confirm' | 'unsubscribe';
const DAY = 86_400_000;

const PURPOSE = 'newsletter-links/v1';
const payloadOf = (purpose: Purpose, id: number, email: string, issued: string) => `${purpose}|${id}|${email.trim().toLowerCase()}|${issued}`;

export function newsletterToken(secret: Uint8Array, purpose: Purpose, subscription: { id: number; email: string }, now: Date): string {
  const issued = purpose === 'confirm' ? Math.floor(now.getTime() / 1000).toString(36) : '';
  const mac = signFor(secret, PURPOSE, payloadOf(purpose, subscription.id, subscription.email, issued));
  return purpose === 'confirm' ? `${subscription.id}.${issued}.${mac}` : `${subscription.id}.${mac}`;
}

/** The subscription id a token names, before its row is read; null when it cannot be one. */
export function tokenSubscriptionId(token: string): number | null {
  const id = Number(token.split('.')[0]);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** Whether the token was made for this purpose and subscription, and (a confirmation) is still fresh. */
export function verifyNewsletterToken(secret: Uint8Array, purpose: Purpose, token: string, subscription: { id: number; email: string }, now: Date): boolean {
  const parts = token.split('.');
  const [issued, mac] = purpose === 'confirm' ? [parts[1] ?? '', parts[2] ?? ''] : ['', parts[1] ?? ''];
  if (parts.length !== (purpose === 'confirm' ? 3 : 2) || Number(parts[0]) !== subscription.id) return false;
  if (purpose === 'confirm') {
    const at = parseInt(issued, 36) * 1000;
    if (!Number.isFinite(at) || at > now.getTime() + 60_000 || now.getTime() - at > NEWSLETTER_CONFIRM_DAYS * DAY) return false;
  }
  return signatureMatches(secret, PURPOSE, payloadOf(purpose, subscription.id, subscription.email, issued), mac);
}
