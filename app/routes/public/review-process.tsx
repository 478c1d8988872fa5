import { Link } from 'react-router';
import { EDITOR_TARGETS, JOURNAL_NAME, MIN_REVIEWERS, PAYMENT_TERMS, RECOMMENDED_REVIEWERS, REVIEW_MODEL } from '../../../contract/journal';
import { pageMeta } from '../../features/journal/page-meta';
import { AppealsText, DecisionList, ReviewSteps, ReviewTimelineTable } from '../../features/journal/review-blocks';
import { PageSection, StaticPage } from '../../features/journal/static-page';

export const meta = () => pageMeta('Peer Review Process', `How manuscripts submitted to the ${JOURNAL_NAME} are reviewed: double-blind review, stages, timelines, decisions and appeals.`);

/** reading-side.md §2 "Peer review process", §4 "Described review process"; decisions 0013 and 0016. */
export default function ReviewProcess() {
  return (
    <StaticPage
      title="Peer Review Process"
      eyebrow="For Authors"
      lead={
        <p className="mb-0">
          Every research manuscript receives {REVIEW_MODEL.toLowerCase()} by at least {MIN_REVIEWERS} independent experts. This page explains each stage, how long it takes and how decisions are made.
        </p>
      }
    >
      <PageSection id="model" title="Double-Blind Review">
        <p>
          Authors do not know who reviewed their work, and reviewers do not know whose work they review. Manuscripts are sent to reviewers without names, affiliations, acknowledgments or file properties that could identify the authors, and
          authors receive the reports anonymised as Reviewer 1, Reviewer 2 and so on. Editors choose {RECOMMENDED_REVIEWERS.min}-{RECOMMENDED_REVIEWERS.max} reviewers for each manuscript, never from the authors’ institutions or recent
          collaborators.
        </p>
      </PageSection>

      <PageSection id="stages" title="Stages of Review">
        <ReviewSteps />
      </PageSection>

      <PageSection id="timeline" title="Timeline">
        <ReviewTimelineTable />
        <p>
          Editors screen new submissions within {EDITOR_TARGETS.screeningDays} days, remind reviewers after {EDITOR_TARGETS.reviewerFollowUpWeeks} weeks and aim to complete review within {EDITOR_TARGETS.reviewCompleteWeeks} weeks.
        </p>
      </PageSection>

      <PageSection id="decisions" title="Editorial Decisions">
        <p>The Editor-in-Chief makes one of the following decisions, based on the reviewers’ reports and the Section Editor’s recommendation:</p>
        <DecisionList />
        <p>When revision is requested, authors submit a revised manuscript with a point-by-point response to every comment; the editor decides whether the revision returns to the reviewers.</p>
      </PageSection>

      <PageSection id="appeals" title="Appeals">
        <AppealsText />
      </PageSection>

      <PageSection id="after-acceptance" title="After Acceptance">
        <p>
          After acceptance an invoice for the publication fee follows within {PAYMENT_TERMS.invoiceWithinHours} hours; the article is published only after payment is confirmed (or a waiver granted). See{' '}
          <Link to="/publication-charges">Publication Charges</Link>.
        </p>
      </PageSection>

      <PageSection id="reviewers" title="For Reviewers">
        <p>
          Reviewers are asked to judge originality, soundness of methods, correctness of the analysis and clarity, to declare any conflict of interest, to keep the manuscript confidential and to return their report on time. Researchers who
          would like to review for the journal can <Link to="/become-reviewer">apply to become a reviewer</Link>.
        </p>
      </PageSection>
    </StaticPage>
  );
}
