import type { MetaArgs } from 'react-router';
import { JOURNAL_NAME } from '../../../contract/journal/identity';
import { MarkdownBody } from '../../features/journal/markdown-page';
import { pageMeta } from '../../features/journal/page-meta';
import { QuickNav, ScrollProgress, type QuickNavItem } from '../../features/journal/scroll-progress';
import { StaticPage } from '../../features/journal/static-page';
import { loadStaticPage } from '../../lib/static-pages.server';
import type { Route } from './+types/guidelines';

export const meta = ({ matches }: MetaArgs) =>
  pageMeta('Editorial Guidelines', `Editorial guidelines of the ${JOURNAL_NAME}: standards, evaluation criteria, review, decisions, language, figures, statistics and revision.`, matches);

/** The text from the content manager (decision 0047; edit it at /admin/cms): its eight sections carry the ids below (`## Title {#id}`). */
export const loader = ({ context }: Route.LoaderArgs) => loadStaticPage(context, 'guidelines');

/** reading-side.md §2 "Editorial guidelines": quick navigation to these eight sections, and a top progress bar. */
const GUIDELINE_SECTIONS: readonly QuickNavItem[] = [
  { id: 'standards', label: 'Standards' },
  { id: 'evaluation', label: 'Evaluation' },
  { id: 'review', label: 'Review' },
  { id: 'decision', label: 'Decision' },
  { id: 'language', label: 'Language' },
  { id: 'figures', label: 'Figures' },
  { id: 'statistics', label: 'Statistics' },
  { id: 'revision', label: 'Revision' },
];

export default function Guidelines({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  // A section the office removed from the text is left out of the quick navigation.
  const sections = GUIDELINE_SECTIONS.filter((section) => page.toc.some((entry) => entry.id === section.id));
  return (
    <>
      <ScrollProgress label="Reading progress" />
      <StaticPage
        toc={false}
        title={page.title}
        eyebrow="For Authors"
        lead={<p className="mb-0">The standards our editors and reviewers apply to every manuscript, so that authors know what is expected before they submit.</p>}
      >
        <QuickNav items={sections} label="Guideline sections" />
        <MarkdownBody segments={page.segments} />
      </StaticPage>
    </>
  );
}
