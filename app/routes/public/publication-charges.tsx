import { Link } from 'react-router';
import { discountRangeText, INSTITUTIONAL_ACCOUNTS as IA, JOURNAL_NAME, tierDiscountPercent } from '../../../contract/journal';
import { AdditionalChargesTable, CostSplitTable, FeeTable, FeeTierEligibility, PaymentTermsList, WaiverList } from '../../features/journal/fee-tables';
import { pageMeta } from '../../features/journal/page-meta';
import { PageSection, StaticPage } from '../../features/journal/static-page';

export const meta = () => pageMeta('Publication Charges', `Publication charges of the ${JOURNAL_NAME}: fees by article type, reduced rates, waivers, additional charges and payment terms.`);

/** acting-side.md §9 fees on one page; decisions 0010 (one table, computed discounts) and 0011 (fee on acceptance). */
export default function PublicationCharges() {
  return (
    <StaticPage
      title="Publication Charges"
      eyebrow="Policies"
      lead={
        <p className="mb-0">
          The {JOURNAL_NAME} is free to read. To cover the cost of review and publication, a modest fee is charged for accepted articles only, with reduced rates and full waivers so that cost never stands in the way of good research.
        </p>
      }
    >
      <PageSection id="fees" title="Fees by Article Type">
        <p>
          There is no charge to submit or for review. The fee below is invoiced once an article is accepted. Authors from developing countries pay {tierDiscountPercent('original-research', 'developing')}% less and students{' '}
          {tierDiscountPercent('original-research', 'students')}% less for an original research article ({discountRangeText('developing')} and {discountRangeText('students')} across all types).
        </p>
        <FeeTable />
        <h3 className="h5 mt-4">Who qualifies for each rate</h3>
        <FeeTierEligibility />
      </PageSection>

      <PageSection id="waivers" title="Full Waivers">
        <p>The fee is waived in full for:</p>
        <WaiverList />
        <p>
          Ask for a waiver or a reduced rate in your cover letter at submission. Requests are decided by the journal office apart from review; reviewers never see them and they play no part in the editorial decision.
        </p>
      </PageSection>

      <PageSection id="additional" title="Additional Charges">
        <AdditionalChargesTable />
      </PageSection>

      <PageSection id="institutions" title="Institutional Accounts">
        <p>
          Institutions that publish at least {IA.minArticlesPerYear} articles a year with the journal may open an account that pays their authors’ fees centrally, with a discount of {IA.discountMinPercent}-{IA.discountMaxPercent}% depending
          on volume. Please <Link to="/contact">contact the journal office</Link> for an agreement.
        </p>
      </PageSection>

      <PageSection id="payment" title="When and How to Pay">
        <PaymentTermsList />
        <p>
          See <Link to="/payment-methods">Payment Methods</Link> for the accepted methods and provider fees, and <Link to="/publication-fee">Publication Fee</Link> to estimate an invoice.
        </p>
      </PageSection>

      <PageSection id="costs" title="What the Fee Pays For">
        <CostSplitTable />
      </PageSection>
    </StaticPage>
  );
}
