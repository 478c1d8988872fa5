import type { MetaArgs } from 'react-router';
import { JOURNAL_NAME } from '../../../contract/journal/identity';
import { MarkdownPage } from '../../features/journal/markdown-page';
import { pageMeta } from '../../features/journal/page-meta';
import { loadStaticPage } from '../../lib/static-pages.server';
import type { Route } from './+types/manuscript-handling-fee';

export const meta = ({ matches }: MetaArgs) => pageMeta('Manuscript Handling Fee', `The ${JOURNAL_NAME} charges no fee on submission: the only charge is the publication fee for accepted articles.`, matches);

/** The text from the content manager (decision 0047; edit it at /admin/cms); the fee tables are blocks of the journal's fee data. */
export const loader = ({ context }: Route.LoaderArgs) => loadStaticPage(context, 'manuscript-handling-fee');

/** acting-side.md §2 /manuscript-handling-fee, under decision 0011: no charge on submission, one fee on acceptance. */
export default function ManuscriptHandlingFee({ loaderData }: Route.ComponentProps) {
  return <MarkdownPage page={loaderData.page} eyebrow="Fees" lead={<p className="mb-0">Handling your manuscript costs you nothing up front: there is no submission or handling charge, and nothing to pay if your manuscript is not accepted.</p>} />;
}
