import { EXPERTISE_LIMITS } from './reviewer-application.messages';

/**
 * Pure rules of the reviewer pool (decision 0041 "Applications"), zod-free so the pages use them
 * too: the keywords an application's free-text expertise gives, and the names of an account made
 * from an application's one name field.
 */

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Expertise keywords, in order, without repeats (letter case ignored): the text split at commas,
 * semicolons and line breaks, each part at most EXPERTISE_LIMITS.keywordLength characters (cut at a
 * word where it can be), at most EXPERTISE_LIMITS.keywords of them.
 */
export function expertiseKeywords(text: string | readonly string[]): string[] {
  const parts = typeof text === 'string' ? text.split(/[,;\n\r]+/) : text;
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const part of parts) {
    let keyword = tidy(part);
    if (keyword.length > EXPERTISE_LIMITS.keywordLength) {
      const cut = keyword.slice(0, EXPERTISE_LIMITS.keywordLength);
      const space = cut.lastIndexOf(' ');
      keyword = (space > EXPERTISE_LIMITS.keywordLength / 2 ? cut.slice(0, space) : cut).trim();
    }
    const key = keyword.toLowerCase();
    if (!keyword || seen.has(key)) continue;
    seen.add(key);
    keywords.push(keyword);
    if (keywords.length === EXPERTISE_LIMITS.keywords) break;
  }
  return keywords;
}

/** Both lists' keywords, the first list's first (an existing profile keeps what it had). */
export const mergeExpertise = (kept: readonly string[], added: readonly string[]): string[] => expertiseKeywords([...kept, ...added]);

/** Titles that open a name on a form but are not part of it (the account keeps the person's name). */
const TITLES = /^(dr|prof|professor|mr|mrs|ms|miss|mx|engr|rev)\.?$/i;

/**
 * First and last name of an account made from an application's name: the last word is the last
 * name, the words before it the first name, a leading title dropped while two words remain ("Dr Mensah" stays
 * as it is). One
 * word is a first name with an empty last name.
 */
export function splitPersonName(name: string): { firstName: string; lastName: string } {
  const words = tidy(name).split(' ').filter(Boolean);
  while (words.length > 2 && TITLES.test(words[0]!)) words.shift();
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1)! };
}
