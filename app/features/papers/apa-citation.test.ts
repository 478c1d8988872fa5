import { describe, expect, it } from 'vitest';
import { apaAuthorList, apaAuthorName, apaReference, citationText } from './apa-citation';

describe('APA reference (decision 0031)', () => {
  it('turns names into surname and initials', () => {
    expect(apaAuthorName('Adebayo O. Adeyemo')).toBe('Adeyemo, A. O.');
    expect(apaAuthorName('Jean-Pierre Mbeki')).toBe('Mbeki, J.-P.');
    expect(apaAuthorName('Plato')).toBe('Plato');
  });

  it('lists one, two and many authors with an ampersand before the last', () => {
    expect(apaAuthorList(['Ada Okafor'])).toBe('Okafor, A.');
    expect(apaAuthorList(['Ada Okafor', 'Kofi Mensah'])).toBe('Okafor, A., & Mensah, K.');
    expect(apaAuthorList(['Ada Okafor', 'Kofi Mensah', 'Wanjiru Kamau'])).toBe('Okafor, A., Mensah, K., & Kamau, W.');
    const many = Array.from({ length: 22 }, (_, i) => `Author N${i + 1}`);
    expect(apaAuthorList(many)).toMatch(/N19, A\., \. \. \. N22, A\.$/);
  });

  it('builds the reference from the paper data: authors, year, title, journal, volume(issue), pages, DOI', () => {
    const parts = apaReference(
      {
        title: 'Maize yields under conservation tillage',
        authors: [{ name: 'Ada Okafor' }, { name: 'Kofi Mensah' }],
        year: 2024,
        publicationDate: '2024-06-15',
        volume: 8,
        issue: 2,
        pages: '112-130',
        doi: '10.5555/jals.2024.0202',
      },
      'Journal of Agriculture and Life Sciences',
      'https://example.org/paper/1',
    );
    expect(citationText(parts)).toBe(
      'Okafor, A., & Mensah, K. (2024). Maize yields under conservation tillage. Journal of Agriculture and Life Sciences, 8(2), 112–130. https://doi.org/10.5555/jals.2024.0202',
    );
    expect(parts.filter((p) => p.italic).map((p) => p.text)).toEqual(['Journal of Agriculture and Life Sciences', '8']);
  });

  it('leaves out what the paper does not have, and links the article when there is no DOI', () => {
    const text = citationText(
      apaReference(
        { title: 'Why?', authors: [], year: null, publicationDate: null, volume: null, issue: null, pages: null, doi: null },
        'J',
        'https://example.org/paper/2',
      ),
    );
    expect(text).toBe('(n.d.). Why? J. https://example.org/paper/2');
  });
});
