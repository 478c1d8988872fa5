import { describe, expect, it } from 'vitest';
import { backToSearchHref } from './back-to-search.server';
import { paperHrefFromSearch } from './search-origin';

describe('Back to Search keeps the search (decision 0031)', () => {
  it('carries the search query string on the paper link', () => {
    expect(paperHrefFromSearch(7, '?query=soil+carbon&page=2')).toBe('/paper/7?from=query%3Dsoil%2Bcarbon%26page%3D2');
    expect(paperHrefFromSearch(7, '')).toBe('/paper/7');
  });

  it('returns to the same search, rebuilt from its valid fields', () => {
    const href = paperHrefFromSearch(7, '?query=soil carbon&date=last_3_years&page=2');
    const from = new URL(href, 'http://x').searchParams.get('from');
    expect(backToSearchHref(from)).toBe('/search?query=soil+carbon&date=last_3_years&page=2');
    expect(backToSearchHref('?author=Adeyemo&evil=1')).toBe('/search?author=Adeyemo');
  });

  it('falls back to an empty /search for anything that is not a search', () => {
    for (const from of [null, '', 'https://evil.example/', '//evil.example', 'date=tomorrow', 'page=2', 'query=' + 'a'.repeat(300), 'x'.repeat(3000)]) {
      expect(backToSearchHref(from), String(from)).toBe('/search');
    }
  });
});
