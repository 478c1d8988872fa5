import type { MetaArgs } from 'react-router';
import { JOURNAL_NAME } from '../../../contract/journal/identity';
import { MarkdownPage } from '../../features/journal/markdown-page';
import { pageMeta } from '../../features/journal/page-meta';
import { loadStaticPage } from '../../lib/static-pages.server';
import type { Route } from './+types/payment-methods';

export const meta = ({ matches }: MetaArgs) => pageMeta('Payment Methods', `How to pay the ${JOURNAL_NAME} publication fee: PayPal, card, bank transfer or mobile money, provider fees and payment terms.`, matches);

/** The text from the content manager (decision 0047; edit it at /admin/cms); the fee tables are blocks of the journal's fee data. */
export const loader = ({ context }: Route.LoaderArgs) => loadStaticPage(context, 'payment-methods');

/** acting-side.md §9: payment methods, provider fees and payment terms (decision 0011). */
export default function PaymentMethods({ loaderData }: Route.ComponentProps) {
  return <MarkdownPage page={loaderData.page} eyebrow="Policies" lead={<p className="mb-0">Publication fees are invoiced in US dollars after acceptance and can be paid in four ways. Choose whichever is easiest from where you are.</p>} />;
}
