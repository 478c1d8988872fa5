import { describe, expect, it } from 'vitest';
import { expertiseKeywords, mergeExpertise, splitPersonName } from './reviewer-expertise';

describe('expertiseKeywords', () => {
  it('splits at commas, semicolons and line breaks, tidies spaces and drops repeats whatever their case', () => {
    expect(expertiseKeywords('Soil fertility,  biochar;Nutrient\ncycling\r\n, soil FERTILITY,, ')).toEqual(['Soil fertility', 'biochar', 'Nutrient', 'cycling']);
    expect(expertiseKeywords(['  Aquaculture ', 'aquaculture', '', 'Fish   nutrition'])).toEqual(['Aquaculture', 'Fish nutrition']);
    expect(expertiseKeywords('')).toEqual([]);
  });

  it('keeps at most 30 keywords of at most 100 characters, cut at a word where it can be', () => {
    expect(expertiseKeywords(Array.from({ length: 40 }, (_, i) => `topic ${i}`))).toHaveLength(30);
    const long = `${'word '.repeat(30)}end`;
    const [cut] = expertiseKeywords(long);
    expect(cut!.length).toBeLessThanOrEqual(100);
    expect(cut!.endsWith('word')).toBe(true);
    expect(expertiseKeywords('x'.repeat(150))).toEqual(['x'.repeat(100)]);
  });

  it('merges lists keeping the first list’s keywords first', () => {
    expect(mergeExpertise(['Maize breeding'], ['maize breeding', 'Drought tolerance'])).toEqual(['Maize breeding', 'Drought tolerance']);
  });
});

describe('splitPersonName', () => {
  it.each([
    ['Abena Owusu', { firstName: 'Abena', lastName: 'Owusu' }],
    ['  Efua   Mensah Darko ', { firstName: 'Efua Mensah', lastName: 'Darko' }],
    ['Prof. Efua Mensah Darko', { firstName: 'Efua Mensah', lastName: 'Darko' }],
    ['Dr Kwame Mensah', { firstName: 'Kwame', lastName: 'Mensah' }],
    ['Dr Mensah', { firstName: 'Dr', lastName: 'Mensah' }],
    ['Wanjiru', { firstName: 'Wanjiru', lastName: '' }],
  ])('splits %j', (name, expected) => {
    expect(splitPersonName(name)).toEqual(expected);
  });
});
