import type { MetaArgs } from 'react-router';
import { JOURNAL_NAME } from '../../../contract/journal/identity';
import { MIN_REVIEWERS, REVIEW_MODEL } from '../../../contract/journal/review';
import { MarkdownPage } from '../../features/journal/markdown-page';
import { pageMeta } from '../../features/journal/page-meta';
import { loadStaticPage } from '../../lib/static-pages.server';
import type { Route } from './+types/review-process';

export const meta = ({ matches }: MetaArgs) => pageMeta('Peer Review Process', `How manuscripts submitted to the ${JOURNAL_NAME} are reviewed: double-blind review, stages, timelines, decisions and appeals.`, matches);

/** The text from the content manager (decision 0047; edit it at /admin/cms); stages, timeline, decisions and appeals are blocks of the journal's data. */
export const loader = ({ context }: Route.LoaderArgs) => loadStaticPage(context, 'review-process');

/** reading-side.md §2 "Peer review process", §4 "Described review process"; decisions 0013 and 0016. */
export default function ReviewProcess({ loaderData }: Route.ComponentProps) {
  return (
    <MarkdownPage
      page={loaderData.page}
      eyebrow="For Authors"
      lead={
        <p className="mb-0">
          Every research manuscript receives {REVIEW_MODEL.toLowerCase()} by at least {MIN_REVIEWERS} independent experts. This page explains each stage, how long it takes and how decisions are made.
        </p>
      }
    />
  );
}
