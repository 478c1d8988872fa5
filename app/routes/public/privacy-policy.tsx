import type { MetaArgs } from 'react-router';
import { JOURNAL_NAME } from '../../../contract/journal/identity';
import { MarkdownPage } from '../../features/journal/markdown-page';
import { pageMeta } from '../../features/journal/page-meta';
import { loadStaticPage } from '../../lib/static-pages.server';
import type { Route } from './+types/privacy-policy';

export const meta = ({ matches }: MetaArgs) => pageMeta('Privacy Policy', `How the ${JOURNAL_NAME} collects, uses, keeps and protects personal data.`, matches);

/** The text from the content manager (decision 0047; edit it at /admin/cms). */
export const loader = ({ context }: Route.LoaderArgs) => loadStaticPage(context, 'privacy-policy');

/** reading-side.md §2 "Privacy policy"; acting-side.md §9 retention (7 years financial, 3 years communications) and the age of 18. */
export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <MarkdownPage page={loaderData.page} eyebrow="Policies" lead={<p className="mb-0">We collect only the personal data needed to run the journal, use it only for that purpose, and never sell it.</p>} />;
}
