import type { MetaArgs } from 'react-router';
import { FOUNDED_YEAR, JOURNAL_NAME, PUBLISHER } from '../../../contract/journal/identity';
import { MarkdownPage } from '../../features/journal/markdown-page';
import { pageMeta } from '../../features/journal/page-meta';
import { useJournalFacts } from '../../lib/journal-facts';
import { loadStaticPage } from '../../lib/static-pages.server';
import type { Route } from './+types/about';

export const meta = ({ matches }: MetaArgs) =>
  pageMeta('About the Journal', `${JOURNAL_NAME}: an open-access, double-blind peer-reviewed journal in agriculture and the life sciences, published quarterly by the ${PUBLISHER} since ${FOUNDED_YEAR}.`, matches);

/** The text from the content manager (decision 0047; edit it at /admin/cms). */
export const loader = ({ context }: Route.LoaderArgs) => loadStaticPage(context, 'about');

/** reading-side.md §2 "About": overview, scope, frequency, peer review, ethics, open access and contact. */
export default function About({ loaderData }: Route.ComponentProps) {
  const { identity } = useJournalFacts();
  return <MarkdownPage page={loaderData.page} eyebrow={identity.publisher} lead={
        <p className="mb-0">
          The {identity.name} is an open-access, peer-reviewed journal publishing original research in agriculture and the life sciences, from the field to the laboratory and from the farm household to national policy.
        </p>
      } />;
}
