import { ADDITIONAL_CHARGES, FEE_TABLE, type AdditionalCharge, type FeeRow } from './fees';
import { JOURNAL_NAME, JOURNAL_SHORT_NAME, PUBLISHER, RESPONSE_TIME } from './identity';
import { OFFICE_HOURS, OFFICE_TIME_ZONE, type OfficeHoursRow } from './office';

/**
 * The journal's facts that the admin edits in the content manager (issue 15 "Journal settings";
 * docs/decisions/0053-journal-settings.md). Zod-free, so every page may import the types and the
 * defaults without loading zod (decision 0032); the schemas are in contract/settings/journal-settings.ts.
 * The defaults are the facts the spec gives, the constants of contract/journal/: a journal that has
 * saved nothing shows exactly what it showed before.
 */

/** Who the journal is: the name and short name, its ISSNs (when it has them) and the publisher. */
export interface JournalIdentity {
  name: string;
  shortName: string;
  /** '1234-5679', or null when the journal has no print edition's ISSN. */
  issnPrint: string | null;
  issnOnline: string | null;
  publisher: string;
}

/** When the editorial office answers, and how soon it answers enquiries. */
export interface JournalOffice {
  hours: OfficeHoursRow[];
  /** Said once beside the hours: 'WAT (West Africa Time, UTC+1)'. */
  timeZone: string;
  /** '24-48 hours'. */
  responseTime: string;
}

/** The prices: the fee table per article type and the amount of each additional charge. */
export interface JournalFees {
  table: FeeRow[];
  charges: { id: AdditionalCharge['id']; amount: number }[];
}

/** What every page may show: the root loader hands these to each page (app/lib/journal-facts.ts). */
export interface JournalFacts {
  identity: JournalIdentity;
  office: JournalOffice;
  fees: JournalFees;
}

export const DEFAULT_IDENTITY: JournalIdentity = { name: JOURNAL_NAME, shortName: JOURNAL_SHORT_NAME, issnPrint: null, issnOnline: null, publisher: PUBLISHER };
export const DEFAULT_OFFICE: JournalOffice = { hours: OFFICE_HOURS.map((row) => ({ ...row })), timeZone: OFFICE_TIME_ZONE, responseTime: RESPONSE_TIME };
export const DEFAULT_FEES: JournalFees = {
  table: FEE_TABLE.map((row) => ({ ...row })),
  charges: ADDITIONAL_CHARGES.map((charge) => ({ id: charge.id, amount: charge.amount })),
};
export const DEFAULT_JOURNAL_FACTS: JournalFacts = { identity: DEFAULT_IDENTITY, office: DEFAULT_OFFICE, fees: DEFAULT_FEES };

/** The additional charges with the journal's amounts: the wording stays the spec's (contract/journal/fees.ts). */
export function chargesOf(fees: JournalFees): AdditionalCharge[] {
  return ADDITIONAL_CHARGES.map((charge) => ({ ...charge, amount: fees.charges.find((c) => c.id === charge.id)?.amount ?? charge.amount }));
}

/** The fee row of an article type in the journal's table (the default table's when the type is missing). */
export function feeRowOf(fees: JournalFees, type: FeeRow['type']): FeeRow {
  return fees.table.find((row) => row.type === type) ?? FEE_TABLE.find((row) => row.type === type)!;
}

/** How much below the standard fee a tier is, in whole percent (0 for standard or a free type). */
export function discountPercentOf(fees: JournalFees, type: FeeRow['type'], tier: 'standard' | 'developing' | 'students'): number {
  const row = feeRowOf(fees, type);
  return row.standard === 0 ? 0 : Math.round(((row.standard - row[tier]) / row.standard) * 100);
}

/** '20-33%' or '50%': a tier's discounts across the article types. */
export function discountRangeOf(fees: JournalFees, tier: 'developing' | 'students'): string {
  const values = fees.table.map((row) => discountPercentOf(fees, row.type, tier));
  const min = Math.min(...values);
  const max = Math.max(...values);
  return min === max ? `${min}%` : `${min}-${max}%`;
}

/** One line for footers and short notes: 'Monday - Friday 8:00 - 17:00 WAT; Saturday 9:00 - 14:00 WAT; Sunday Closed'. */
export function officeHoursLine(office: JournalOffice): string {
  return office.hours.map((row) => `${row.days} ${row.hours}`).join('; ');
}

export const ISSN_PATTERN = /^\d{4}-\d{3}[\dX]$/;

/**
 * ISO 3297: the eighth character is a check digit, 11 minus the weighted sum (weights 8 to 2) of
 * the first seven modulo 11; 10 is written X and 11 is 0. '0317-8471' passes, '0317-8472' does not.
 */
export function isValidIssn(issn: string): boolean {
  if (!ISSN_PATTERN.test(issn)) return false;
  const digits = issn.replace('-', '');
  const sum = [...digits.slice(0, 7)].reduce((total, digit, index) => total + Number(digit) * (8 - index), 0);
  const check = (11 - (sum % 11)) % 11;
  return digits[7] === (check === 10 ? 'X' : String(check));
}

/** The ISSN a citation carries: the online edition's, or the print edition's when it has only that. */
export const citationIssn = (identity: JournalIdentity): string | null => identity.issnOnline ?? identity.issnPrint;
