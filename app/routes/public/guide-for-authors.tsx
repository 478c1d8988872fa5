import type { MetaArgs } from 'react-router';
import { JOURNAL_NAME } from '../../../contract/journal/identity';
import { MarkdownPage } from '../../features/journal/markdown-page';
import { pageMeta } from '../../features/journal/page-meta';
import { loadStaticPage } from '../../lib/static-pages.server';
import type { Route } from './+types/guide-for-authors';

export const meta = ({ matches }: MetaArgs) =>
  pageMeta('Guide for Authors', `How to prepare and submit a manuscript to the ${JOURNAL_NAME}: article types and limits, structure, formatting, references, review timeline and charges.`, matches);

/** The text from the content manager (decision 0047; edit it at /admin/cms); types, structure, formatting and timeline are blocks of the journal's data. */
export const loader = ({ context }: Route.LoaderArgs) => loadStaticPage(context, 'guide-for-authors');

/** reading-side.md §2 "Guide for authors": links /submit-paper, /publication-fee, /manuscript-template; types, structure, formatting, references, timeline, charges. */
export default function GuideForAuthors({ loaderData }: Route.ComponentProps) {
  return (
    <MarkdownPage
      page={loaderData.page}
      eyebrow="For Authors"
      lead={
        <p className="mb-0">
          Please read this guide before you submit. Manuscripts that follow it go to review faster; those that do not are returned for correction before review begins.
        </p>
      }
    />
  );
}
