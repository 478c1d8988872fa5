import { describe, expect, it } from 'vitest';
import { cslItem, cslName } from './csl-item';

/** Decision 0044: the CSL-JSON record of a paper and the names in it. */
describe('cslName: byline names split with citation-js’s name parser', () => {
  it.each([
    ['Jean-Pierre Dubois', { given: 'Jean-Pierre', family: 'Dubois' }],
    ['María José García', { given: 'María José', family: 'García' }],
    ['Ludwig van Beethoven', { given: 'Ludwig', 'non-dropping-particle': 'van', family: 'Beethoven' }],
    // The parser takes a lone O for the Irish particle: a middle initial stays a given name.
    ['Adebayo O. Adeyemo', { given: 'Adebayo O.', family: 'Adeyemo' }],
    ['A. O.  Adeyemo ', { given: 'A. O.', family: 'Adeyemo' }],
    ['Okonjo-Iweala, Ngozi', { given: 'Ngozi', family: 'Okonjo-Iweala' }],
    ['Madonna', { family: 'Madonna' }],
  ])('%s', (name, parts) => {
    expect(cslName(name)).toEqual(parts);
  });
});

describe('cslItem', () => {
  const paper = { id: 7, title: ' A study ', authors: [], volume: null, issue: null, year: null, pages: null, doi: null, publicationDate: null };
  const journal = { name: 'Journal of Agriculture and Life Sciences', issn: null, publicUrl: 'https://jals.example/' };

  it('leaves out what the paper does not have, and invents nothing', () => {
    expect(cslItem(paper, journal)).toEqual({ id: 'paper-7', type: 'article-journal', title: 'A study', 'container-title': journal.name, URL: 'https://jals.example/paper/7' });
  });

  it('gives the issue’s year when the paper sits in an issue of another year than its publication date', () => {
    expect(cslItem({ ...paper, year: 2025, publicationDate: '2024-12-20T00:00:00.000Z' }, journal).issued).toEqual({ 'date-parts': [[2025]] });
    expect(cslItem({ ...paper, year: 2024, publicationDate: '2024-12-20T00:00:00.000Z' }, journal).issued).toEqual({ 'date-parts': [[2024, 12, 20]] });
  });
});
