import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import {
  discountRangeText,
  formatUsd,
  HEADLINE_FEE,
  JOURNAL_NAME,
  LICENCE,
  MANUSCRIPT_FORMAT as F,
  MIN_REVIEWERS,
  PAYMENT_TERMS,
  SCOPE_AREAS,
} from '../../../contract/journal';
import { ArticleTypesTable, FormattingList, ManuscriptStructureList } from '../../features/journal/manuscript-blocks';
import { pageMeta } from '../../features/journal/page-meta';
import { ReviewTimelineTable } from '../../features/journal/review-blocks';
import { PageSection, StaticPage } from '../../features/journal/static-page';

export const meta = () =>
  pageMeta('Guide for Authors', `How to prepare and submit a manuscript to the ${JOURNAL_NAME}: article types and limits, structure, formatting, references, review timeline and charges.`);

/** reading-side.md §2 "Guide for authors": links /submit-paper, /publication-fee, /manuscript-template; types, structure, formatting, references, timeline, charges. */
export default function GuideForAuthors() {
  return (
    <StaticPage
      title="Guide for Authors"
      eyebrow="For Authors"
      lead={
        <p className="mb-0">
          Please read this guide before you submit. Manuscripts that follow it go to review faster; those that do not are returned for correction before review begins.
        </p>
      }
    >
      <div className="d-flex flex-wrap gap-2 mb-5">
        <Link to="/submit-paper" className="btn btn-primary">
          Submit Paper
        </Link>
        <Link to="/manuscript-template" className="btn btn-outline-primary">
          Manuscript Template
        </Link>
        <Link to="/publication-fee" className="btn btn-outline-primary">
          Publication Fee
        </Link>
      </div>

      <PageSection id="before" title="Before You Submit">
        <p>
          The journal considers manuscripts in its scope ({SCOPE_AREAS.slice(0, 4).join(', ').toLowerCase()} and the other areas listed on the <Link to="/about">About</Link> page) that have not been published and are not under consideration
          elsewhere. Posting a preprint is allowed; please say so in the cover letter. All authors must have approved the submission.
        </p>
      </PageSection>

      <PageSection id="types" title="Article Types">
        <p>Choose the type that fits your work; the limits below apply to the main text and exclude references, tables and figure legends.</p>
        <ArticleTypesTable withDescriptions />
      </PageSection>

      <PageSection id="structure" title="Manuscript Structure">
        <p>
          Research articles follow the order below; reviews may use their own headings after the introduction. The <Link to="/manuscript-template">manuscript template</Link> already contains these sections.
        </p>
        <ManuscriptStructureList />
      </PageSection>

      <PageSection id="formatting" title="Formatting">
        <FormattingList />
        <Alert variant="info" className="mb-0">
          Review is double-blind: remove author names, affiliations and acknowledgments that identify you from the manuscript file and its document properties. They belong on the separate title page.
        </Alert>
      </PageSection>

      <PageSection id="references" title="References">
        <p>
          Cite and list references in {F.referenceStyle} style: in the text as (Author, Year), (Author &amp; Author, Year) or (Author et al., Year); in the list alphabetically by first author, with a DOI for every work that has one. For example:
        </p>
        <ul className="small">
          <li>
            Author, A. A., &amp; Author, B. B. (Year). Title of the article. <em>Journal Name, Volume</em>(Issue), first–last page. https://doi.org/xx.xxxx/xxxxx
          </li>
          <li>
            Author, A. A. (Year). <em>Title of the book</em> (Edition). Publisher. https://doi.org/xx.xxxx/xxxxx
          </li>
          <li>
            Author, A. A., &amp; Author, B. B. (Year). Title of the chapter. In E. E. Editor (Ed.), <em>Title of the book</em> (pp. first–last). Publisher.
          </li>
        </ul>
      </PageSection>

      <PageSection id="submission" title="Submitting Your Manuscript">
        <p>
          Submit through the online system (<Link to="/submit-paper">Submit Paper</Link>) after signing in. You will need: the title, abstract and {F.keywordsMin}-{F.keywordsMax} keywords; the subject category; every author’s name, e-mail and
          affiliation with one primary contact; the anonymised manuscript file; a cover letter explaining the contribution; and statements on funding, ethics approval, conflicts of interest and acknowledgments.
        </p>
        <p>You can follow the status of your submission on your dashboard and will be notified by e-mail of every decision.</p>
      </PageSection>

      <PageSection id="timeline" title="Review Timeline">
        <p>
          Each manuscript is reviewed double-blind by at least {MIN_REVIEWERS} independent reviewers. See <Link to="/review-process">Peer Review Process</Link> for the details.
        </p>
        <ReviewTimelineTable />
      </PageSection>

      <PageSection id="charges" title="Publication Charges">
        <p>
          There is no charge for submission or review. After acceptance, the publication fee for an original research article is {formatUsd(HEADLINE_FEE.standard)}; authors from developing countries pay {formatUsd(HEADLINE_FEE.developing)} and
          students {formatUsd(HEADLINE_FEE.students)}. Across article types, developing-country rates are {discountRangeText('developing')} and student rates {discountRangeText('students')} below the standard fee, and full waivers are
          available for authors from least developed countries or in financial hardship.
        </p>
        <p>
          The invoice follows within {PAYMENT_TERMS.invoiceWithinHours} hours of acceptance and is payable within {PAYMENT_TERMS.dueWithinDays} days; the article is published once payment is confirmed. See{' '}
          <Link to="/publication-fee">Publication Fee</Link> for every article type and additional charges.
        </p>
      </PageSection>

      <PageSection id="after-acceptance" title="After Acceptance">
        <p>
          Accepted articles are copy-edited and typeset; the corresponding author receives proofs to check, correcting only typesetting errors. Published articles carry the {LICENCE.name} licence ({LICENCE.shortName}); the authors keep
          the copyright.
        </p>
      </PageSection>
    </StaticPage>
  );
}
