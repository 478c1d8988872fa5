import type { MetaArgs } from 'react-router';
import { JOURNAL_NAME } from '../../../contract/journal/identity';
import { MarkdownPage } from '../../features/journal/markdown-page';
import { pageMeta } from '../../features/journal/page-meta';
import { loadStaticPage } from '../../lib/static-pages.server';
import type { Route } from './+types/faq';

export const meta = ({ matches }: MetaArgs) => pageMeta('Frequently Asked Questions', `Answers to common questions about submitting to, publishing in and reading the ${JOURNAL_NAME}.`, matches);

/** The text from the content manager (decision 0047; edit it at /admin/cms): a section per topic, a level-3 heading per question. */
export const loader = ({ context }: Route.LoaderArgs) => loadStaticPage(context, 'faq');

/** Support page (reading-side.md §2 route table), linked from the contact page. */
export default function Faq({ loaderData }: Route.ComponentProps) {
  return <MarkdownPage page={loaderData.page} eyebrow="Support" lead={<p className="mb-0">Quick answers to the questions authors and readers ask most often.</p>} className="jp-faq" />;
}
