import { describe, expect, it } from 'vitest';
import {
  articleFee,
  COST_SPLIT,
  discountRangeText,
  estimateCharges,
  FEE_TABLE,
  formatUsd,
  HEADLINE_FEE,
  providerFee,
  tierDiscountPercent,
  tierDiscountRange,
} from './fees';
import { ARTICLE_TYPE_IDS } from './manuscripts';

describe('fee table (acting-side.md §9; decision 0010)', () => {
  it('holds the spec table word for word', () => {
    expect(FEE_TABLE.map((r) => [r.type, r.standard, r.developing, r.students, r.pageLimit])).toEqual([
      ['original-research', 200, 150, 100, 15],
      ['review', 250, 200, 125, 20],
      ['short-communication', 150, 100, 75, 8],
      ['case-study', 175, 125, 90, 12],
      ['technical-note', 125, 90, 65, 6],
    ]);
    expect(HEADLINE_FEE.standard).toBe(200);
  });

  it('prices every article type in every tier, cheaper tiers never dearer', () => {
    for (const type of ARTICLE_TYPE_IDS) {
      expect(articleFee(type, 'standard')).toBeGreaterThan(articleFee(type, 'developing'));
      expect(articleFee(type, 'developing')).toBeGreaterThan(articleFee(type, 'students'));
    }
  });

  it('computes the discounts from the table', () => {
    expect(tierDiscountPercent('original-research', 'standard')).toBe(0);
    expect(tierDiscountPercent('original-research', 'developing')).toBe(25);
    expect(tierDiscountPercent('original-research', 'students')).toBe(50);
    expect(tierDiscountPercent('review', 'developing')).toBe(20);
    expect(tierDiscountPercent('short-communication', 'developing')).toBe(33);
    expect(tierDiscountPercent('case-study', 'students')).toBe(49);
    expect(tierDiscountPercent('technical-note', 'students')).toBe(48);
    expect(tierDiscountRange('developing')).toEqual({ min: 20, max: 33 });
    expect(tierDiscountRange('students')).toEqual({ min: 48, max: 50 });
    expect(discountRangeText('developing')).toBe('20-33%');
    expect(discountRangeText('standard')).toBe('0%');
  });
});

describe('estimateCharges', () => {
  it('charges only the fee within the page limit', () => {
    expect(estimateCharges({ type: 'original-research', tier: 'standard', pages: 15 })).toEqual({
      lines: [{ label: 'Original Research publication fee (Standard)', amount: 200 }],
      total: 200,
    });
  });

  it('adds $25 per excess page (a part page counts as a page) and the optional services', () => {
    const estimate = estimateCharges({
      type: 'short-communication',
      tier: 'students',
      pages: 9.5,
      colourFigures: 2,
      rushProcessing: true,
      languageEditing: true,
      extensiveRevision: true,
    });
    expect(estimate.lines).toEqual([
      { label: 'Short Communication publication fee (Students)', amount: 75 },
      { label: '2 excess pages', amount: 50 },
      { label: '2 colour figures', amount: 100 },
      { label: 'Rush processing', amount: 100 },
      { label: 'Language editing', amount: 150 },
      { label: 'Extensive revision', amount: 75 },
    ]);
    expect(estimate.total).toBe(550);
  });

  it('ignores negative counts', () => {
    expect(estimateCharges({ type: 'review', tier: 'developing', pages: 3, colourFigures: -4 }).total).toBe(200);
  });
});

describe('providerFee', () => {
  it('applies the provider rates of acting-side.md §9', () => {
    expect(providerFee('paypal', 200)).toEqual({ min: 6.1, max: 6.1 });
    expect(providerFee('card', 200)).toEqual({ min: 5, max: 5 });
    expect(providerFee('bank-transfer', 200)).toEqual({ min: 15, max: 25 });
    expect(providerFee('mobile-money', 150)).toEqual({ min: 1.5, max: 3 });
    expect(providerFee('paypal', 125)).toEqual({ min: 3.93, max: 3.93 });
  });
});

describe('cost split and money format', () => {
  it('adds up to 100%', () => {
    expect(COST_SPLIT.reduce((sum, s) => sum + s.percent, 0)).toBe(100);
    expect(COST_SPLIT.map((s) => s.percent)).toEqual([40, 30, 20, 10]);
  });

  it('formats US dollars', () => {
    expect(formatUsd(200)).toBe('$200');
    expect(formatUsd(6.1)).toBe('$6.10');
    expect(formatUsd(1250)).toBe('$1,250');
  });
});
