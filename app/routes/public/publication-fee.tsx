import type { MetaArgs } from 'react-router';
import { formatUsd } from '../../../contract/journal/fees';
import { feeRowOf } from '../../../contract/journal/journal-facts';
import { useJournalFacts } from '../../lib/journal-facts';
import { JOURNAL_NAME } from '../../../contract/journal/identity';
import { MarkdownPage } from '../../features/journal/markdown-page';
import { pageMeta } from '../../features/journal/page-meta';
import { loadStaticPage } from '../../lib/static-pages.server';
import type { Route } from './+types/publication-fee';

export const meta = ({ matches }: MetaArgs) => pageMeta('Publication Fee', `The publication fee of the ${JOURNAL_NAME} by article type and rate, what it covers, and an estimate of your invoice.`, matches);

/** The text from the content manager (decision 0047; edit it at /admin/cms); the fee tables are blocks of the journal's fee data. */
export const loader = ({ context }: Route.LoaderArgs) => loadStaticPage(context, 'publication-fee');

/** The publication fee (acting-side.md §9), linked from the Guide for Authors; decisions 0010 and 0011. */
export default function PublicationFee({ loaderData }: Route.ComponentProps) {
  const headline = feeRowOf(useJournalFacts().fees, 'original-research');
  return <MarkdownPage page={loaderData.page} eyebrow="Fees" lead={
        <p className="mb-0">
          One fee per accepted article, from {formatUsd(headline.standard)} for a standard original research article, charged only after acceptance.
        </p>
      } />;
}
