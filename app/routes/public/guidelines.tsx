import type { MetaArgs } from 'react-router';
import { Link } from 'react-router';
import { requireAdditionalCharge, formatUsd } from '../../../contract/journal/fees';
import { JOURNAL_NAME } from '../../../contract/journal/identity';
import { ARTICLE_TYPES, MANUSCRIPT_FORMAT as F } from '../../../contract/journal/manuscripts';
import { DECISION_CATEGORIES, EDITOR_TARGETS, MIN_REVIEWERS, RECOMMENDED_REVIEWERS, REVIEW_TIMELINE } from '../../../contract/journal/review';
import { pageMeta } from '../../features/journal/page-meta';
import { QuickNav, ScrollProgress, type QuickNavItem } from '../../features/journal/scroll-progress';
import { PageSection, StaticPage } from '../../features/journal/static-page';

export const meta = ({ matches }: MetaArgs) => pageMeta('Editorial Guidelines', `Editorial guidelines of the ${JOURNAL_NAME}: standards, evaluation criteria, review, decisions, language, figures, statistics and revision.`, matches);

/** reading-side.md §2 "Editorial guidelines": quick navigation to these eight sections, and a top progress bar. */
const SECTIONS: readonly QuickNavItem[] = [
  { id: 'standards', label: 'Standards' },
  { id: 'evaluation', label: 'Evaluation' },
  { id: 'review', label: 'Review' },
  { id: 'decision', label: 'Decision' },
  { id: 'language', label: 'Language' },
  { id: 'figures', label: 'Figures' },
  { id: 'statistics', label: 'Statistics' },
  { id: 'revision', label: 'Revision' },
];

const revision = REVIEW_TIMELINE.find((s) => s.id === 'revision')!;

export default function Guidelines() {
  return (
    <>
      <ScrollProgress label="Reading progress" />
      <StaticPage
        toc={false}
        title="Editorial Guidelines"
        eyebrow="For Authors"
        lead={<p className="mb-0">The standards our editors and reviewers apply to every manuscript, so that authors know what is expected before they submit.</p>}
      >
        <QuickNav items={SECTIONS} label="Guideline sections" />

        <PageSection id="standards" title="Editorial Standards">
          <p>
            The journal publishes work that is original, methodologically sound, relevant to agriculture and the life sciences and clearly reported. Manuscripts must follow the <Link to="/guide-for-authors">Guide for Authors</Link> and the
            journal’s <Link to="/ethics">publication ethics</Link>. Editors judge each manuscript on its merits alone, independently of the authors’ identity, institution or ability to pay.
          </p>
        </PageSection>

        <PageSection id="evaluation" title="Evaluation Criteria">
          <ul>
            <li>Originality: does the work add new knowledge, data or methods?</li>
            <li>Significance: does it matter to science, practice or policy in its field?</li>
            <li>Methods: are the design, sampling, replication and analysis adequate for the questions asked?</li>
            <li>Results and conclusions: are they supported by the data, with limitations acknowledged?</li>
            <li>Presentation: is the manuscript well organised, within the limits of its article type and in line with the literature?</li>
          </ul>
        </PageSection>

        <PageSection id="review" title="Peer Review">
          <p>
            After screening (within {EDITOR_TARGETS.screeningDays} days), the Section Editor invites {RECOMMENDED_REVIEWERS.min}-{RECOMMENDED_REVIEWERS.max} independent reviewers; every manuscript needs at least {MIN_REVIEWERS} reports.
            Review is double-blind. Editors follow up with reviewers after {EDITOR_TARGETS.reviewerFollowUpWeeks} weeks and aim to complete review within {EDITOR_TARGETS.reviewCompleteWeeks} weeks. Details are on{' '}
            <Link to="/review-process">Peer Review Process</Link>.
          </p>
        </PageSection>

        <PageSection id="decision" title="Editorial Decision">
          <p>
            The Editor-in-Chief decides on the basis of the reports and the Section Editor’s recommendation. The possible decisions are {DECISION_CATEGORIES.map((d) => d.name).join(', ').replace(/, ([^,]*)$/, ' and $1')}. Reviewers’
            recommendations are advisory; where they conflict, the editor may seek a further opinion. Every decision is sent with the reviewers’ comments and the editor’s reasons.
          </p>
        </PageSection>

        <PageSection id="language" title="Language and Style">
          <p>
            Manuscripts are written in clear English, either British or American spelling used consistently. Use the active voice where it helps, define abbreviations at first use, use SI units and give scientific names in italics. Authors
            whose manuscripts need substantial language work may ask for professional language editing ({formatUsd(requireAdditionalCharge('language-editing').amount)}); using it is never a condition of acceptance.
          </p>
        </PageSection>

        <PageSection id="figures" title="Figures and Tables">
          <ul>
            <li>Figures at {F.figureMinDpi} dpi or more, readable in greyscale, with axis labels and units; uploaded as separate files.</li>
            <li>Tables as editable tables, each understandable on its own with its title and notes.</li>
            <li>
              No more figures and tables together than the article type allows (for example {ARTICLE_TYPES[0]!.maxFiguresOrTables} for {ARTICLE_TYPES[0]!.name.toLowerCase()}); put further material in supplementary files.
            </li>
            <li>No manipulation of images beyond uniform adjustments of brightness and contrast applied to the whole image.</li>
          </ul>
        </PageSection>

        <PageSection id="statistics" title="Statistics">
          <ul>
            <li>Describe the experimental design, the unit of replication and the number of replicates.</li>
            <li>Name the statistical tests and software (with version) and check that their assumptions hold.</li>
            <li>Report means with a measure of variability (standard deviation or standard error, stated), exact P values where possible, and effect sizes or confidence intervals.</li>
            <li>Make the data behind the results available on request or in a public repository, as stated in the data availability statement.</li>
          </ul>
        </PageSection>

        <PageSection id="revision" title="Revision">
          <p>
            Authors normally have {revision.duration} to revise. Submit the revised manuscript with changes highlighted and a point-by-point response to every comment, explaining any suggestion not followed. Revisions are submitted through your
            dashboard; a revision that does not answer the comments may be declined.
          </p>
        </PageSection>
      </StaticPage>
    </>
  );
}
