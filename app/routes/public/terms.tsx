import type { MetaArgs } from 'react-router';
import { JOURNAL_NAME } from '../../../contract/journal/identity';
import { MarkdownPage } from '../../features/journal/markdown-page';
import { pageMeta } from '../../features/journal/page-meta';
import { loadStaticPage } from '../../lib/static-pages.server';
import type { Route } from './+types/terms';

export const meta = ({ matches }: MetaArgs) => pageMeta('Terms of Use', `The terms that apply to using the ${JOURNAL_NAME} website, its content and its submission system.`, matches);

/** The text from the content manager (decision 0047; edit it at /admin/cms). */
export const loader = ({ context }: Route.LoaderArgs) => loadStaticPage(context, 'terms');

/** Terms of use (reading-side.md §2 route table; footer link). */
export default function Terms({ loaderData }: Route.ComponentProps) {
  return <MarkdownPage page={loaderData.page} eyebrow="Policies" lead={<p className="mb-0">By using this website you agree to these terms. Please read them together with our Privacy Policy.</p>} />;
}
