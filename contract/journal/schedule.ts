/**
 * Publication frequency (reading-side.md §1, §9): quarterly, on the 15th of March, June,
 * September and December, plus special issues on themes set by the Editorial Board.
 */
export const PUBLICATION_FREQUENCY = 'Quarterly';
export const ISSUES_PER_YEAR = 4;
export const ISSUE_DAY_OF_MONTH = 15;
/** Months as JavaScript numbers them (0 = January). */
export const ISSUE_MONTHS = [2, 5, 8, 11] as const;

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'March 15', 'June 15', 'September 15', 'December 15'. */
export const ISSUE_DATES: readonly string[] = ISSUE_MONTHS.map((month) => `${MONTH_NAMES[month]} ${ISSUE_DAY_OF_MONTH}`);

/** 'March 15, June 15, September 15 and December 15'. */
export const ISSUE_SCHEDULE_TEXT = `${ISSUE_DATES.slice(0, -1).join(', ')} and ${ISSUE_DATES[ISSUE_DATES.length - 1]}`;

/** The next regular issue date on or after `from` (UTC), e.g. for "next issue" notices. */
export function nextIssueDate(from: Date): Date {
  const year = from.getUTCFullYear();
  for (const y of [year, year + 1]) {
    for (const month of ISSUE_MONTHS) {
      const candidate = new Date(Date.UTC(y, month, ISSUE_DAY_OF_MONTH));
      if (candidate.getTime() >= Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate())) return candidate;
    }
  }
  /* c8 ignore next */
  throw new Error('unreachable: a year always has a next issue date');
}

/** Special issues (acting-side.md §9): an extended abstract of up to 400 words; 2-3 guest editors. */
export const SPECIAL_ISSUE_RULES = {
  proposalAbstractMaxWords: 400,
  guestEditorsMin: 2,
  guestEditorsMax: 3,
} as const;
