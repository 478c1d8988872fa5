import { describe, expect, it } from 'vitest';
import { numberAffiliations } from './article-authors';

const author = (name: string, affiliation: string) => ({ name, affiliation, isPrimaryContact: false, orcid: null, email: null });

describe('byline affiliations (decision 0031)', () => {
  it('numbers distinct affiliations in order of first mention; shared ones share a number', () => {
    const { affiliations, numbersOf } = numberAffiliations([author('A', 'Univ X'), author('B', 'Univ Y'), author('C', 'Univ X'), author('D', '')]);
    expect(affiliations).toEqual(['Univ X', 'Univ Y']);
    expect(numbersOf).toEqual([[1], [2], [1], []]);
  });

  it('reads several affiliations of one author separated by semicolons', () => {
    const { affiliations, numbersOf } = numberAffiliations([author('A', 'Univ X; Institute Z'), author('B', 'Institute Z')]);
    expect(affiliations).toEqual(['Univ X', 'Institute Z']);
    expect(numbersOf).toEqual([[1, 2], [2]]);
  });
});
