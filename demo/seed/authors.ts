import { RESEARCHERS, type ResearcherKey } from '../content/people';
import { orcidFrom } from './random';

/** An author of a demo paper as paper_authors and the submission form hold it. */
export interface DemoAuthorRow {
  name: string;
  email: string;
  affiliation: string;
  orcid: string | null;
  isPrimaryContact: boolean;
}

/** The researchers of a demo paper, in order; `primary` is the index of the primary contact. */
export function authorsOf(keys: readonly ResearcherKey[], primary = 0): DemoAuthorRow[] {
  return keys.map((key, index) => {
    const person = RESEARCHERS[key];
    return {
      name: person.name,
      email: person.email,
      affiliation: person.affiliation,
      orcid: 'orcidSeed' in person && person.orcidSeed ? orcidFrom(person.orcidSeed) : null,
      isPrimaryContact: index === primary,
    };
  });
}
