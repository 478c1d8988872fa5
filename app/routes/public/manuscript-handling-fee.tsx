import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { JOURNAL_NAME, PAYMENT_TERMS } from '../../../contract/journal';
import { CostSplitTable, FeeTable } from '../../features/journal/fee-tables';
import { pageMeta } from '../../features/journal/page-meta';
import { PageSection, StaticPage } from '../../features/journal/static-page';

export const meta = () => pageMeta('Manuscript Handling Fee', `The ${JOURNAL_NAME} charges no fee on submission: the only charge is the publication fee for accepted articles.`);

/** acting-side.md §2 /manuscript-handling-fee, under decision 0011: no charge on submission, one fee on acceptance. */
export default function ManuscriptHandlingFee() {
  return (
    <StaticPage
      title="Manuscript Handling Fee"
      eyebrow="Fees"
      lead={<p className="mb-0">Handling your manuscript costs you nothing up front: there is no submission or handling charge, and nothing to pay if your manuscript is not accepted.</p>}
    >
      <Alert variant="success" className="mb-5">
        <strong>No fee is charged on submission.</strong> Manuscript handling is included in the publication fee, which is invoiced only after acceptance.
      </Alert>

      <PageSection id="what" title="What Handling Includes">
        <ul>
          <li>Editorial screening of scope, originality, formatting and ethics approvals, with a similarity check.</li>
          <li>Assignment to a Section Editor and the search for independent reviewers.</li>
          <li>Double-blind peer review and the editorial decision, with the reviewers’ comments.</li>
          <li>Handling of revisions and, where needed, appeals.</li>
        </ul>
      </PageSection>

      <PageSection id="fees" title="The Only Charge: the Publication Fee">
        <p>
          When a manuscript is accepted, the corresponding author receives an invoice within {PAYMENT_TERMS.invoiceWithinHours} hours for the publication fee of its article type, payable within {PAYMENT_TERMS.dueWithinDays} days:
        </p>
        <FeeTable id="handling-fee-table" showDiscounts={false} />
        <p>
          Rejected and withdrawn manuscripts are never charged. Reduced rates, full waivers and additional charges are explained on <Link to="/publication-charges">Publication Charges</Link>.
        </p>
      </PageSection>

      <PageSection id="costs" title="Where the Money Goes">
        <CostSplitTable id="handling-cost-split" />
      </PageSection>
    </StaticPage>
  );
}
