/**
 * Choosing reviewers for a paper (issue 14; docs/decisions/0041-reviewers.md "Assignment"): how
 * well a reviewer's expertise matches the paper, and the conflicts of interest that need an
 * editor's explicit override. Pure and Zod-free: the server ranks with it and the modal explains
 * with the same labels.
 */

export const CONFLICT_KINDS = ['author', 'institution', 'emailDomain', 'coAuthor'] as const;
export type ConflictKind = (typeof CONFLICT_KINDS)[number];

export interface Conflict {
  kind: ConflictKind;
  /** What the modal says, e.g. 'Same institution as an author (University of Ibadan)'. */
  label: string;
}

/**
 * Addresses anyone can get: sharing one says nothing about a shared employer. The list covers the
 * providers authors of this journal use most; an institution's own domain is never on it.
 */
export const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.fr',
  'ymail.com',
  'hotmail.com',
  'hotmail.co.uk',
  'hotmail.fr',
  'outlook.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'mail.com',
  'yandex.com',
  'zoho.com',
  'qq.com',
  '163.com',
  'rediffmail.com',
]);

/** The journal's own additions to PUBLIC_MAIL_DOMAINS (a national research network, say): settings key. */
export const SHARED_MAIL_DOMAINS_SETTINGS_KEY = 'shared-mail-domains';

const clean = (text: string) => text.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
export const sameAddress = (a: string, b: string) => clean(a) === clean(b);
export const domainOf = (email: string) => clean(email).split('@')[1] ?? '';

/** A unit inside an institution: two people in departments of the same name at different universities share nothing. */
const UNIT = /^(department|dept|faculty|school|college of|division|unit|laboratory|lab|section|centre|center|institute of|programme|program) /;

/**
 * The institution an affiliation names, by a key compared without case, punctuation or a leading
 * "The", with the name as written. Affiliations read "unit, institution, city, country", so it is
 * the first comma-separated part that is not a unit ("Department of Soil Science, University of
 * Ibadan, Ibadan, Nigeria" names "University of Ibadan"; the city and the country are not an
 * employer two people share).
 */
export function institutionOf(affiliation: string): { key: string; written: string } | null {
  const parts = affiliation
    .split(/[,;]/)
    .map((written) => ({
      written: written.trim(),
      key: clean(written)
        .replace(/[^\p{L}\p{N} ]/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^the /, ''),
    }))
    .filter((part) => part.key.length > 0);
  return parts.find((part) => !UNIT.test(part.key)) ?? parts.at(-1) ?? null;
}

export interface PaperParty {
  name: string;
  email: string;
  affiliation: string;
}

export interface CandidateIdentity {
  id: number;
  email: string;
  institution: string;
}

export interface PaperConflictFacts {
  /** The paper's listed authors. */
  authors: readonly PaperParty[];
  submitterId: number | null;
  /** Addresses of everyone who co-authored another paper of this journal with one of the paper's authors. */
  coAuthorEmails: ReadonlySet<string>;
  /** Mail domains that say nothing about an employer: PUBLIC_MAIL_DOMAINS and the journal's additions. */
  sharedDomains: ReadonlySet<string>;
}

export interface ConflictInput extends PaperConflictFacts {
  reviewer: CandidateIdentity;
}

/**
 * The conflict check for one paper, prepared once for the whole pool: every conflict of interest
 * between a reviewer and the paper's authors, in CONFLICT_KINDS order.
 */
export function conflictCheck(paper: PaperConflictFacts): (reviewer: CandidateIdentity) => Conflict[] {
  const authorEmails = new Set(paper.authors.map((author) => clean(author.email)));
  const authorInstitutions = new Map(
    paper.authors.flatMap((author) => {
      const institution = institutionOf(author.affiliation);
      return institution ? [[institution.key, institution.written] as const] : [];
    }),
  );
  const authorDomains = new Set(paper.authors.map((author) => domainOf(author.email)).filter((domain) => domain && !PUBLIC_MAIL_DOMAINS.has(domain) && !paper.sharedDomains.has(domain)));
  // The author the affiliation shares an institution with, once per affiliation: a pool repeats them.
  const sharedInstitutions = new Map<string, string | undefined>();
  const sharedInstitutionOf = (affiliation: string) => {
    if (!sharedInstitutions.has(affiliation)) {
      const own = institutionOf(affiliation);
      sharedInstitutions.set(affiliation, own ? authorInstitutions.get(own.key) : undefined);
    }
    return sharedInstitutions.get(affiliation);
  };
  return (reviewer) => {
    const email = clean(reviewer.email);
    if (paper.submitterId === reviewer.id || authorEmails.has(email)) return [{ kind: 'author', label: 'An author of this paper' }];
    const conflicts: Conflict[] = [];
    const institution = sharedInstitutionOf(reviewer.institution);
    if (institution !== undefined) conflicts.push({ kind: 'institution', label: `Same institution as an author (${institution})` });
    const domain = domainOf(reviewer.email);
    if (authorDomains.has(domain)) conflicts.push({ kind: 'emailDomain', label: `Same email domain as an author (${domain})` });
    if (paper.coAuthorEmails.has(email)) conflicts.push({ kind: 'coAuthor', label: 'Co-authored a paper in this journal with an author' });
    return conflicts;
  };
}

/** Every conflict between one reviewer and the paper (conflictCheck for a single reviewer). */
export const conflictsOf = (input: ConflictInput): Conflict[] => conflictCheck(input)(input.reviewer);

/** The words of a keyword or an expertise entry that carry meaning. */
const STOP_WORDS = new Set(['and', 'of', 'the', 'in', 'for', 'on', 'to', 'a', 'an', 'with', 'by', 'other']);
const termsOf = (text: string) =>
  clean(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2 && !STOP_WORDS.has(word));

export interface MatchResult {
  /** Higher is better: 3 per keyword matched, 2 for the category, 1 per other shared word. */
  score: number;
  /** The paper's keywords (and category) the reviewer's expertise covers, for the modal. */
  matched: string[];
}

/**
 * How well a reviewer's expertise covers the paper, prepared once for the whole pool: a paper
 * keyword matches when an expertise entry contains all its words (or the reverse); the category
 * likewise; other shared words count a little. Explainable on purpose: the modal lists what matched.
 */
export function expertiseMatcher(paper: { category: string; keywords: readonly string[] }): (expertise: readonly string[]) => MatchResult {
  const phrases = [...paper.keywords.map((keyword) => ({ text: keyword.trim(), points: 3 })), { text: paper.category, points: 2 }].map((phrase) => ({
    ...phrase,
    words: termsOf(phrase.text),
  }));
  const paperWords = new Set(phrases.flatMap((phrase) => phrase.words));
  // What one expertise entry brings, worked out once per entry text: reviewers of a field share most
  // of theirs, and the pool is matched whole for every paper. Null for an entry without a meaningful word.
  const entries = new Map<string, { covers: boolean[]; words: string[] } | null>();
  const entryOf = (entry: string) => {
    let facts = entries.get(entry);
    if (facts === undefined) {
      const terms = termsOf(entry);
      facts =
        terms.length === 0
          ? null
          : {
              // The entry contains all the phrase's words, or the phrase all the entry's.
              covers: phrases.map(({ words }) => words.length > 0 && (words.every((word) => terms.includes(word)) || terms.every((term) => words.includes(term)))),
              words: terms.filter((word) => paperWords.has(word)),
            };
      entries.set(entry, facts);
    }
    return facts;
  };
  return (expertise) => {
    const own = expertise.map(entryOf).filter((facts) => facts !== null);
    const matched: string[] = [];
    const counted = new Set<string>();
    let score = 0;
    phrases.forEach((phrase, index) => {
      if (!own.some((facts) => facts.covers[index])) return;
      matched.push(phrase.text);
      score += phrase.points;
      for (const word of phrase.words) counted.add(word);
    });
    const shared = new Set(own.flatMap((facts) => facts.words).filter((word) => !counted.has(word)));
    return { score: score + shared.size, matched };
  };
}

/** The match of one reviewer (expertiseMatcher for a single reviewer). */
export const expertiseMatch = (paper: { category: string; keywords: readonly string[] }, expertise: readonly string[]): MatchResult => expertiseMatcher(paper)(expertise);
