import type { MetaArgs } from 'react-router';
import { JOURNAL_NAME, LICENCE } from '../../../contract/journal/identity';
import { MarkdownPage } from '../../features/journal/markdown-page';
import { pageMeta } from '../../features/journal/page-meta';
import { loadStaticPage } from '../../lib/static-pages.server';
import type { Route } from './+types/open-access-policy';

export const meta = ({ matches }: MetaArgs) => pageMeta('Open Access Policy', `The ${JOURNAL_NAME} is fully open access: every article is free to read and reuse under ${LICENCE.shortName} from the day it is published.`, matches);

/** The text from the content manager (decision 0047; edit it at /admin/cms). */
export const loader = ({ context }: Route.LoaderArgs) => loadStaticPage(context, 'open-access-policy');

/** reading-side.md §2 "Open access policy"; §1: authors keep copyright, CC BY 4.0, a modest fee with waivers. */
export default function OpenAccessPolicy({ loaderData }: Route.ComponentProps) {
  return <MarkdownPage page={loaderData.page} eyebrow="Policies" lead={<p className="mb-0">All content is freely available without charge to the reader or their institution, from the moment of publication and for good.</p>} />;
}
