import type { MetaArgs } from 'react-router';
import { NewsletterLinkPage } from '../../features/newsletter/newsletter-link';
import { pageTitle } from '../../lib/section-titles';

export const meta = ({ matches }: MetaArgs) => [{ title: pageTitle('Confirm your subscription', matches) }, { name: 'robots', content: 'noindex' }, { name: 'referrer', content: 'no-referrer' }];

/** The address carries the link's token: never kept by a cache, never sent on as a referrer. */
export function headers() {
  return { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };
}

/** The link of a newsletter mail (decision 0043). */
export default function NewsletterConfirm() {
  return <NewsletterLinkPage purpose="confirm" />;
}
