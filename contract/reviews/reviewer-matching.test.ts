import { describe, expect, it } from 'vitest';
import { conflictsOf, expertiseMatch, institutionOf, type ConflictInput } from './reviewer-matching';

const authors = [
  { name: 'Amina Bello', email: 'amina.bello@abu.edu.ng', affiliation: 'Department of Animal Science, Ahmadu Bello University, Zaria' },
  { name: 'Kwame Asante', email: 'kwame.asante@gmail.com', affiliation: 'University of Ghana' },
];
const base: ConflictInput = {
  authors,
  submitterId: 7,
  reviewer: { id: 40, email: 'rita@wur.nl', institution: 'Wageningen University & Research' },
  coAuthorEmails: new Set(),
  sharedDomains: new Set(['jals-demo.org']),
};
const kinds = (input: Partial<Omit<ConflictInput, 'reviewer'>> & { reviewer?: Partial<ConflictInput['reviewer']> }) =>
  conflictsOf({ ...base, ...input, reviewer: { ...base.reviewer, ...input.reviewer } }).map((c) => c.kind);

describe('conflicts of interest (decision 0041)', () => {
  it('finds none for an unrelated reviewer', () => {
    expect(kinds({})).toEqual([]);
  });

  it('an author, by address or as the submitting account, is only that', () => {
    expect(kinds({ reviewer: { email: ' Amina.Bello@ABU.edu.ng', institution: 'Ahmadu Bello University' } })).toEqual(['author']);
    expect(kinds({ reviewer: { id: 7 } })).toEqual(['author']);
  });

  it('the same institution, named within an affiliation, whatever the department', () => {
    expect(kinds({ reviewer: { institution: 'Ahmadu Bello University' } })).toEqual(['institution']);
    expect(kinds({ reviewer: { institution: 'Faculty of Agriculture, The University of Ghana' } })).toEqual(['institution']);
    expect(conflictsOf({ ...base, reviewer: { ...base.reviewer, institution: 'university of ghana' } })[0]!.label).toBe('Same institution as an author (University of Ghana)');
    // Departments of the same name at different universities share nothing.
    expect(kinds({ reviewer: { institution: 'Department of Animal Science, Bayero University Kano' } })).toEqual([]);
  });

  it('the same mail domain, unless anyone can have it', () => {
    expect(kinds({ reviewer: { email: 'musa@abu.edu.ng' } })).toEqual(['emailDomain']);
    expect(kinds({ reviewer: { email: 'someone@gmail.com' } })).toEqual([]);
    expect(kinds({ authors: [{ ...authors[0]!, email: 'amina@jals-demo.org' }], reviewer: { email: 'rita@jals-demo.org' } })).toEqual([]);
  });

  it('a co-author of one of the authors on another paper of the journal', () => {
    expect(kinds({ coAuthorEmails: new Set(['rita@wur.nl']) })).toEqual(['coAuthor']);
  });

  it('reports every conflict found, in order', () => {
    expect(kinds({ reviewer: { email: 'musa@abu.edu.ng', institution: 'Ahmadu Bello University' }, coAuthorEmails: new Set(['musa@abu.edu.ng']) })).toEqual(['institution', 'emailDomain', 'coAuthor']);
  });

  it('reads the institution of an affiliation: not the unit, the city or the country', () => {
    expect(institutionOf('Department of Soil Science, University of Ibadan, Ibadan, Nigeria')?.written).toBe('University of Ibadan');
    expect(institutionOf('School of Agriculture')?.written).toBe('School of Agriculture');
    // Two universities in one country share nothing.
    expect(kinds({ authors: [{ ...authors[0]!, affiliation: 'University of Ghana, Legon, Accra, Ghana' }], reviewer: { institution: 'Kwame Nkrumah University of Science and Technology, Kumasi, Ghana' } })).toEqual([]);
  });
});

describe('expertise match', () => {
  const paper = { category: 'Soil Science and Land Management', keywords: ['biochar', 'soil fertility', 'maize yield', 'Nigeria'] };

  it('counts keywords covered by an expertise entry, the category, and other shared words', () => {
    expect(expertiseMatch(paper, ['Soil fertility', 'Biochar', 'Nutrient cycling'])).toEqual({ score: 3 + 3, matched: ['biochar', 'soil fertility'] });
    expect(expertiseMatch(paper, ['Soil science', 'Land management'])).toEqual({ score: 2, matched: ['Soil Science and Land Management'] });
    expect(expertiseMatch(paper, ['Maize agronomy'])).toEqual({ score: 1, matched: [] });
    expect(expertiseMatch(paper, ['Plant pathology', 'Fungal diseases of cereals'])).toEqual({ score: 0, matched: [] });
  });

  it('ranks the better match higher', () => {
    const soil = expertiseMatch(paper, ['Soil fertility', 'Biochar']).score;
    const maize = expertiseMatch(paper, ['Maize yield']).score;
    const none = expertiseMatch(paper, ['Aquaculture']).score;
    expect(soil).toBeGreaterThan(maize);
    expect(maize).toBeGreaterThan(none);
  });
});
