import { Link } from 'react-router';
import { FEE_CURRENCY, INSTITUTIONAL_ACCOUNTS as IA, JOURNAL_NAME, PAYMENT_TERMS } from '../../../contract/journal';
import { PaymentMethodsTable, PaymentTermsList } from '../../features/journal/fee-tables';
import { OfficeHours } from '../../features/journal/office-hours';
import { pageMeta } from '../../features/journal/page-meta';
import { PageSection, StaticPage } from '../../features/journal/static-page';

export const meta = () => pageMeta('Payment Methods', `How to pay the ${JOURNAL_NAME} publication fee: PayPal, card, bank transfer or mobile money, provider fees and payment terms.`);

/** acting-side.md §9: payment methods, provider fees and payment terms (decision 0011). */
export default function PaymentMethods() {
  return (
    <StaticPage
      title="Payment Methods"
      eyebrow="Policies"
      lead={<p className="mb-0">Publication fees are invoiced in US dollars after acceptance and can be paid in four ways. Choose whichever is easiest from where you are.</p>}
    >
      <PageSection id="methods" title="Accepted Methods">
        <p>
          Every invoice carries its own number and the payment details for each method. Fees are in {FEE_CURRENCY}. Charges made by the payment provider or your bank are paid by the payer, so that the journal receives the invoiced amount; the
          table shows what they come to.
        </p>
        <PaymentMethodsTable />
      </PageSection>

      <PageSection id="steps" title="Payment Steps">
        <PaymentTermsList />
      </PageSection>

      <PageSection id="receipts" title="Receipts and Proof of Payment">
        <p>
          After a bank transfer or mobile money payment, send the transaction reference and the invoice number to the journal office so that it can be matched; verification takes {PAYMENT_TERMS.verificationBusinessDays} business days. A
          receipt is e-mailed to the corresponding author for every confirmed payment.
        </p>
      </PageSection>

      <PageSection id="institutions" title="Institutional Accounts">
        <p>
          Universities, research institutes and funders publishing at least {IA.minArticlesPerYear} articles a year can settle fees centrally on one account, with a {IA.discountMinPercent}-{IA.discountMaxPercent}% discount depending on volume.
        </p>
      </PageSection>

      <PageSection id="help" title="Help With Payment">
        <p>
          If you cannot pay within {PAYMENT_TERMS.dueWithinDays} days or need a different arrangement, write to us through the <Link to="/contact">contact page</Link> before the due date. Fees and waivers are explained on{' '}
          <Link to="/publication-charges">Publication Charges</Link>.
        </p>
        <OfficeHours />
      </PageSection>
    </StaticPage>
  );
}
