import { Link } from 'react-router';
import { formatUsd, HEADLINE_FEE, JOURNAL_NAME, LICENCE, PAYMENT_TERMS } from '../../../contract/journal';
import { FeeEstimator } from '../../features/journal/fee-estimator';
import { AdditionalChargesTable, FeeTable, WaiverList } from '../../features/journal/fee-tables';
import { pageMeta } from '../../features/journal/page-meta';
import { PageSection, StaticPage } from '../../features/journal/static-page';

export const meta = () => pageMeta('Publication Fee', `The publication fee of the ${JOURNAL_NAME} by article type and rate, what it covers, and an estimate of your invoice.`);

/** The publication fee (acting-side.md §9), linked from the Guide for Authors; decisions 0010 and 0011. */
export default function PublicationFee() {
  return (
    <StaticPage
      title="Publication Fee"
      eyebrow="Fees"
      lead={
        <p className="mb-0">
          One fee per accepted article, from {formatUsd(HEADLINE_FEE.standard)} for a standard original research article, charged only after acceptance.
        </p>
      }
    >
      <PageSection id="fee" title="The Fee">
        <p>
          The publication fee (article processing charge) pays for making an article permanently free to read under {LICENCE.shortName}. It depends on the article type and on the corresponding author’s circumstances, and covers the whole
          process: handling, peer review, copy-editing, typesetting, DOI registration, online publication and archiving.
        </p>
        <FeeTable id="publication-fee-table" />
      </PageSection>

      <PageSection id="estimate" title="Estimate Your Invoice">
        <p>Choose your article type and rate, and add any extra pages or optional services:</p>
        <FeeEstimator />
      </PageSection>

      <PageSection id="extras" title="Additional Charges">
        <AdditionalChargesTable id="publication-fee-additional" />
      </PageSection>

      <PageSection id="waivers" title="Waivers">
        <p>No author is refused publication for inability to pay. The fee is waived in full for:</p>
        <WaiverList />
      </PageSection>

      <PageSection id="when" title="When the Fee Is Due">
        <p>
          Nothing is payable at submission. The invoice is sent within {PAYMENT_TERMS.invoiceWithinHours} hours of acceptance and is due within {PAYMENT_TERMS.dueWithinDays} days; the article is published as soon as payment is confirmed. See{' '}
          <Link to="/payment-methods">Payment Methods</Link> and <Link to="/publication-charges">Publication Charges</Link>.
        </p>
      </PageSection>
    </StaticPage>
  );
}
