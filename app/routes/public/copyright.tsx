import type { MetaArgs } from 'react-router';
import { JOURNAL_NAME, LICENCE } from '../../../contract/journal/identity';
import { MarkdownPage } from '../../features/journal/markdown-page';
import { pageMeta } from '../../features/journal/page-meta';
import { loadStaticPage } from '../../lib/static-pages.server';
import type { Route } from './+types/copyright';

export const meta = ({ matches }: MetaArgs) => pageMeta('Copyright', `Authors publishing in the ${JOURNAL_NAME} keep the copyright in their work, which is published under ${LICENCE.shortName}.`, matches);

/** The text from the content manager (decision 0047; edit it at /admin/cms). */
export const loader = ({ context }: Route.LoaderArgs) => loadStaticPage(context, 'copyright');

/** reading-side.md §1: authors keep copyright; licence CC BY 4.0. */
export default function Copyright({ loaderData }: Route.ComponentProps) {
  return <MarkdownPage page={loaderData.page} eyebrow="Policies" lead={<p className="mb-0">Authors keep the copyright in their articles. The journal asks only for the right to publish them first, under an open licence.</p>} />;
}
