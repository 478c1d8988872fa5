import { describe, expect, it } from 'vitest';
import { ADDITIONAL_CHARGES, FEE_TABLE, FEE_TIERS, WAIVER_KINDS } from '../journal/fees';
import { ARTICLE_TYPE_IDS } from '../journal/manuscripts';
import { computeInvoice, excessPages, formatCents, NO_EXTRAS, type InvoiceExtras } from './invoice-amounts';
import { displayStateOf, invoiceNumber } from './invoice.schema';

const charge = (id: string) => ADDITIONAL_CHARGES.find((c) => c.id === id)!.amount * 100;
const EXTRAS: Record<string, { extras: Partial<InvoiceExtras>; cents: (pageLimit: number) => number }> = {
  none: { extras: {}, cents: () => 0 },
  excessPages: { extras: { typesetPages: 0 }, cents: () => 3 * charge('excess-page') },
  colourFigures: { extras: { colourFigures: 4 }, cents: () => 4 * charge('colour-figure') },
  rushProcessing: { extras: { rushProcessing: true }, cents: () => charge('rush-processing') },
  languageEditing: { extras: { languageEditing: true }, cents: () => charge('language-editing') },
  extensiveRevision: { extras: { extensiveRevision: true }, cents: () => charge('extensive-revision') },
};

describe('the invoice amounts (issue 15; acting-side.md §9; decisions 0010, 0048)', () => {
  for (const type of ARTICLE_TYPE_IDS) {
    const row = FEE_TABLE.find((r) => r.type === type)!;
    for (const tier of FEE_TIERS) {
      for (const [name, extra] of Object.entries(EXTRAS)) {
        for (const waiver of [null, ...WAIVER_KINDS, 'office' as const]) {
          it(`${type} × ${tier} × ${name} × ${waiver ?? 'no waiver'}`, () => {
            // Three pages over the type's limit when the extra is excess pages.
            const extras = { ...NO_EXTRAS, ...extra.extras, ...(name === 'excessPages' ? { typesetPages: row.pageLimit + 3 } : {}) };
            const amounts = computeInvoice({ articleType: type, tier, extras, waiver });
            const fee = row[tier] * 100;
            const extraCents = extra.cents(row.pageLimit);
            expect(amounts.subtotalCents).toBe(row.standard * 100 + extraCents);
            expect(amounts.discountCents).toBe((row.standard - row[tier]) * 100);
            expect(amounts.lines[0]).toMatchObject({ kind: 'publication-fee', amountCents: row.standard * 100 });
            expect(amounts.lines.some((l) => l.kind === 'rate-discount')).toBe(tier !== 'standard');
            if (waiver) {
              expect(amounts.waivedCents).toBe(fee + extraCents);
              expect(amounts.totalCents).toBe(0);
              expect(amounts.lines.at(-1)!.kind).toBe('waiver');
            } else {
              expect(amounts.waivedCents).toBe(0);
              expect(amounts.totalCents).toBe(fee + extraCents);
            }
            expect(amounts.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(amounts.totalCents);
          });
        }
      }
    }
  }

  it('charges pages beyond the limit only, none before typesetting', () => {
    expect(excessPages({ table: FEE_TABLE, charges: ADDITIONAL_CHARGES }, 'technical-note', null)).toBe(0);
    expect(excessPages({ table: FEE_TABLE, charges: ADDITIONAL_CHARGES }, 'technical-note', 6)).toBe(0);
    expect(excessPages({ table: FEE_TABLE, charges: ADDITIONAL_CHARGES }, 'technical-note', 7)).toBe(1);
  });

  it('all extras together on a developing-country Original Research article: $150 + 2 pages + 1 colour figure + rush + editing + revision', () => {
    const amounts = computeInvoice({
      articleType: 'original-research',
      tier: 'developing',
      extras: { typesetPages: 17, colourFigures: 1, rushProcessing: true, languageEditing: true, extensiveRevision: true },
      waiver: null,
    });
    expect(amounts.totalCents).toBe((150 + 50 + 50 + 100 + 150 + 75) * 100);
    expect(amounts.lines.map((l) => l.label)).toEqual([
      'Original Research publication fee',
      'Developing countries rate',
      '2 excess pages (limit 15)',
      '1 colour figure',
      'Rush processing',
      'Language editing',
      'Extensive revision',
    ]);
  });

  it('numbers invoices INV-{year}-{sequence}, and an issued invoice past its due date is overdue', () => {
    expect(invoiceNumber(2026, 1)).toBe('INV-2026-0001');
    expect(invoiceNumber(2026, 12345)).toBe('INV-2026-12345');
    const due = new Date('2026-06-30T00:00:00Z');
    expect(displayStateOf('issued', due, new Date('2026-06-29T00:00:00Z'))).toBe('issued');
    expect(displayStateOf('issued', due, new Date('2026-07-01T00:00:00Z'))).toBe('overdue');
    expect(displayStateOf('paid', due, new Date('2026-07-01T00:00:00Z'))).toBe('paid');
    expect(formatCents(15000)).toBe('$150.00');
    expect(formatCents(-5000)).toBe('−$50.00');
  });
});
