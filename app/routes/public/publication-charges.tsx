import type { MetaArgs } from 'react-router';
import { JOURNAL_NAME } from '../../../contract/journal/identity';
import { MarkdownPage } from '../../features/journal/markdown-page';
import { pageMeta } from '../../features/journal/page-meta';
import { loadStaticPage } from '../../lib/static-pages.server';
import type { Route } from './+types/publication-charges';

export const meta = ({ matches }: MetaArgs) => pageMeta('Publication Charges', `Publication charges of the ${JOURNAL_NAME}: fees by article type, reduced rates, waivers, additional charges and payment terms.`, matches);

/** The text from the content manager (decision 0047; edit it at /admin/cms); the fee tables are blocks of the journal's fee data. */
export const loader = ({ context }: Route.LoaderArgs) => loadStaticPage(context, 'publication-charges');

/** acting-side.md §9 fees on one page; decisions 0010 (one table, computed discounts) and 0011 (fee on acceptance). */
export default function PublicationCharges({ loaderData }: Route.ComponentProps) {
  return <MarkdownPage page={loaderData.page} eyebrow="Policies" lead={
        <p className="mb-0">
          The {JOURNAL_NAME} is free to read. To cover the cost of review and publication, a modest fee is charged for accepted articles only, with reduced rates and full waivers so that cost never stands in the way of good research.
        </p>
      } />;
}
