/** ORCID iDs (https://orcid.org): 0000-0002-1825-0097 — four groups, ISO 7064 MOD 11-2 check character. */
export const ORCID_PATTERN = /^(\d{4})-(\d{4})-(\d{4})-(\d{3}[\dX])$/;

/** The check character of the first 15 digits of an ORCID iD. */
export function orcidCheckDigit(baseDigits: string): string {
  let total = 0;
  for (const digit of baseDigits) total = (total + Number(digit)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? 'X' : String(result);
}

/** True when an ORCID iD has the right shape and check character. */
export function isValidOrcid(orcid: string): boolean {
  const match = ORCID_PATTERN.exec(orcid);
  if (!match) return false;
  const digits = match.slice(1).join('');
  return orcidCheckDigit(digits.slice(0, 15)) === digits[15];
}
