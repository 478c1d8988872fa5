import { COST_SPLIT, FEE_TIER_ELIGIBILITY, FEE_TIER_LABELS, FEE_TIERS, FULL_WAIVERS, formatUsd, PAYMENT_METHODS, PAYMENT_TERMS, providerFee } from '../../../contract/journal/fees';
import { chargesOf, discountPercentOf, feeRowOf } from '../../../contract/journal/journal-facts';
import { useJournalFacts } from '../../lib/journal-facts';
import { ARTICLE_TYPES } from '../../../contract/journal/manuscripts';
import { ResponsiveTable } from './static-page';

const typeName = (id: string) => ARTICLE_TYPES.find((t) => t.id === id)?.name ?? id;

/** The fee table of acting-side.md §9 (decision 0010) as the journal set it (decision 0053), with the discounts computed from it. */
export function FeeTable({ id = 'fee-table', showDiscounts = true }: { id?: string; showDiscounts?: boolean }) {
  const { fees } = useJournalFacts();
  return (
    <ResponsiveTable id={id} caption="Publication fees by article type (US dollars, per accepted article)">
      <thead>
        <tr>
          <th scope="col">Article type</th>
          {FEE_TIERS.map((tier) => (
            <th scope="col" key={tier} className="text-end">
              {FEE_TIER_LABELS[tier]}
            </th>
          ))}
          <th scope="col" className="text-end">
            Page limit
          </th>
        </tr>
      </thead>
      <tbody>
        {fees.table.map((row) => (
          <tr key={row.type}>
            <th scope="row">{typeName(row.type)}</th>
            {FEE_TIERS.map((tier) => (
              <td key={tier} className="text-end">
                {formatUsd(row[tier])}
                {showDiscounts && tier !== 'standard' && <span className="d-block small text-body-secondary">{discountPercentOf(fees, row.type, tier)}% off</span>}
              </td>
            ))}
            <td className="text-end">{row.pageLimit} pages</td>
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}

export function FeeTierEligibility() {
  return (
    <dl className="row mb-0">
      {FEE_TIERS.map((tier) => (
        <div key={tier} className="col-md-4 mb-3">
          <dt>{FEE_TIER_LABELS[tier]}</dt>
          <dd className="mb-0">{FEE_TIER_ELIGIBILITY[tier]}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AdditionalChargesTable({ id = 'additional-charges' }: { id?: string }) {
  const charges = chargesOf(useJournalFacts().fees);
  return (
    <ResponsiveTable id={id} caption="Additional charges (US dollars)">
      <thead>
        <tr>
          <th scope="col">Service</th>
          <th scope="col" className="text-end">
            Charge
          </th>
          <th scope="col">When it applies</th>
        </tr>
      </thead>
      <tbody>
        {charges.map((charge) => (
          <tr key={charge.id}>
            <th scope="row">{charge.service}</th>
            <td className="text-end text-nowrap">
              {formatUsd(charge.amount)} {charge.unit}
            </td>
            <td>{charge.description}</td>
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}

export function WaiverList() {
  return (
    <ul>
      {FULL_WAIVERS.map((waiver) => (
        <li key={waiver.name} className="mb-1">
          <strong>{waiver.name}:</strong> {waiver.description}
        </li>
      ))}
    </ul>
  );
}

export function CostSplitTable({ id = 'cost-split' }: { id?: string }) {
  return (
    <ResponsiveTable id={id} caption="How each publication fee is spent">
      <thead>
        <tr>
          <th scope="col">Area</th>
          <th scope="col" className="text-end">
            Share
          </th>
          <th scope="col">What it pays for</th>
        </tr>
      </thead>
      <tbody>
        {COST_SPLIT.map((share) => (
          <tr key={share.area}>
            <th scope="row">{share.area}</th>
            <td className="text-end">{share.percent}%</td>
            <td>{share.description}</td>
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}

/** Payment terms under decision 0011: invoice on acceptance, never on submission. */
export function PaymentTermsList() {
  return (
    <ol className="jp-steps">
      <li>
        <strong>Acceptance.</strong> Nothing is charged on submission or during review; a rejected or withdrawn manuscript costs nothing.
      </li>
      <li>
        <strong>Invoice within {PAYMENT_TERMS.invoiceWithinHours} hours.</strong> The corresponding author receives an invoice by e-mail within {PAYMENT_TERMS.invoiceWithinHours} hours of acceptance, showing the fee for the article type, any reduced rate or waiver granted, and any additional charges.
      </li>
      <li>
        <strong>Payment within {PAYMENT_TERMS.dueWithinDays} days.</strong> Payment is due within {PAYMENT_TERMS.dueWithinDays} days of acceptance by any of the accepted payment methods.
      </li>
      <li>
        <strong>Verification in {PAYMENT_TERMS.verificationBusinessDays} business days.</strong> The journal office confirms the payment within {PAYMENT_TERMS.verificationBusinessDays} business days and sends a receipt.
      </li>
      <li>
        <strong>Publication.</strong> The article is published in the next available issue once payment is confirmed.
      </li>
    </ol>
  );
}

/** The providers' fees of acting-side.md §9, worked out on the headline fee. */
export function PaymentMethodsTable({ id = 'payment-methods' }: { id?: string }) {
  const example = feeRowOf(useJournalFacts().fees, 'original-research').standard;
  const range = (min: number, max: number) => (min === max ? formatUsd(min) : `${formatUsd(min)} - ${formatUsd(max)}`);
  return (
    <ResponsiveTable id={id} caption={`Payment methods and provider fees (example: a ${formatUsd(example)} Original Research fee)`}>
      <thead>
        <tr>
          <th scope="col">Method</th>
          <th scope="col">How to pay</th>
          <th scope="col" className="text-end">
            Provider fee
          </th>
          <th scope="col" className="text-end">
            On {formatUsd(example)}
          </th>
        </tr>
      </thead>
      <tbody>
        {PAYMENT_METHODS.map((method) => {
          const fee = providerFee(method.id, example);
          return (
            <tr key={method.id}>
              <th scope="row">{method.name}</th>
              <td>{method.description}</td>
              <td className="text-end text-nowrap">{method.feeText}</td>
              <td className="text-end text-nowrap">{range(fee.min, fee.max)}</td>
            </tr>
          );
        })}
      </tbody>
    </ResponsiveTable>
  );
}
