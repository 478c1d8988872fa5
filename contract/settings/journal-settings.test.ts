import { describe, expect, it } from 'vitest';
import { DEFAULT_JOURNAL_FACTS, discountRangeOf, isValidIssn, officeHoursLine } from '../journal/journal-facts';
import { discountRangeText } from '../journal/fees';
import { feesSettingsSchema, identitySettingsSchema, JOURNAL_SETTINGS_MESSAGES as M, officeSettingsSchema } from './journal-settings';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('ISSN (ISO 3297 check digit)', () => {
  it('accepts numbers whose check digit matches, X standing for 10', () => {
    for (const issn of ['0317-8471', '2049-3630', '1234-5679', '2434-561X', '0028-0836']) expect(isValidIssn(issn), issn).toBe(true);
  });
  it('refuses a wrong check digit and anything not shaped 1234-5679', () => {
    for (const issn of ['0317-8472', '1234-567X', '12345679', '1234-56789', 'abcd-efgh', '']) expect(isValidIssn(issn), issn).toBe(false);
  });
  it('the identity schema says which: the form, the digit, or the same number twice', () => {
    const base = DEFAULT_JOURNAL_FACTS.identity;
    expect(issues(identitySettingsSchema.safeParse({ ...base, issnPrint: '0317 8471', issnOnline: '0317-8472' }))).toEqual({ issnPrint: M.issnFormat, issnOnline: M.issnCheckDigit });
    expect(issues(identitySettingsSchema.safeParse({ ...base, issnPrint: '0317-8471', issnOnline: '0317-8471' }))).toEqual({ issnOnline: M.issnSame });
    expect(identitySettingsSchema.parse({ ...base, issnPrint: ' ', issnOnline: '2434-561x' })).toMatchObject({ issnPrint: null, issnOnline: '2434-561X' });
  });
});

describe('the defaults are the spec’s facts and pass their own schemas', () => {
  it('identity, office and fees', () => {
    expect(identitySettingsSchema.parse(DEFAULT_JOURNAL_FACTS.identity)).toEqual(DEFAULT_JOURNAL_FACTS.identity);
    expect(officeSettingsSchema.parse(DEFAULT_JOURNAL_FACTS.office)).toEqual(DEFAULT_JOURNAL_FACTS.office);
    expect(feesSettingsSchema.parse(DEFAULT_JOURNAL_FACTS.fees)).toEqual(DEFAULT_JOURNAL_FACTS.fees);
    expect(officeHoursLine(DEFAULT_JOURNAL_FACTS.office)).toBe('Monday - Friday 8:00 - 17:00 WAT; Saturday 9:00 - 14:00 WAT; Sunday Closed');
    expect(discountRangeOf(DEFAULT_JOURNAL_FACTS.fees, 'developing')).toBe(discountRangeText('developing'));
  });
});

describe('the fee table', () => {
  const table = DEFAULT_JOURNAL_FACTS.fees.table;
  const charges = DEFAULT_JOURNAL_FACTS.fees.charges;
  it('keeps reduced rates at or below the standard fee, amounts whole and not negative, page limits 1 or more', () => {
    const bad = table.map((row, i) => (i === 0 ? { ...row, developing: 201, students: 250, pageLimit: 0 } : i === 2 ? { ...row, standard: 12.5 } : row));
    expect(issues(feesSettingsSchema.safeParse({ table: bad, charges: [{ ...charges[0]!, amount: -5 }, ...charges.slice(1)] }))).toEqual({
      'table.0.developing': M.developingAboveStandard,
      'table.0.students': M.studentsAboveStandard,
      'table.0.pageLimit': M.pageLimit,
      'table.2.standard': M.wholeAmount,
      'charges.0.amount': M.wholeAmount,
    });
  });
  it('needs one row per article type and one amount per charge; a free type is allowed', () => {
    expect(issues(feesSettingsSchema.safeParse({ table: [table[0], table[0], ...table.slice(2)], charges: charges.slice(1) }))).toEqual({ table: M.tableTypes, charges: M.chargeIds });
    const free = table.map((row, i) => (i === 4 ? { ...row, standard: 0, developing: 0, students: 0 } : row));
    expect(feesSettingsSchema.safeParse({ table: free, charges }).success).toBe(true);
  });
});
