import type { MetaArgs } from 'react-router';
import { JOURNAL_NAME } from '../../../contract/journal/identity';
import { MarkdownPage } from '../../features/journal/markdown-page';
import { pageMeta } from '../../features/journal/page-meta';
import { loadStaticPage } from '../../lib/static-pages.server';
import type { Route } from './+types/ethics';

export const meta = ({ matches }: MetaArgs) => pageMeta('Publication Ethics', `Publication ethics of the ${JOURNAL_NAME}: duties of authors, reviewers and editors, research ethics, conflicts of interest, misconduct, corrections and retractions.`, matches);

/** The text from the content manager (decision 0047; edit it at /admin/cms). */
export const loader = ({ context }: Route.LoaderArgs) => loadStaticPage(context, 'ethics');

/** reading-side.md §2 "Publication ethics": the eight sections, in the spec's order. */
export default function Ethics({ loaderData }: Route.ComponentProps) {
  return (
    <MarkdownPage
      page={loaderData.page}
      eyebrow="For Authors"
      lead={<p className="mb-0">The journal follows the Core Practices of the Committee on Publication Ethics (COPE). Authors, reviewers and editors share responsibility for the integrity of what we publish.</p>}
    />
  );
}
