import { describe, expect, test } from 'vitest';
import { MAX_AUTHORS } from '../../../contract/papers/submission.schema';
import { addAuthor, canRemoveAuthor, choosePrimary, emptyAuthor, removeAuthor, withOnePrimary, type AuthorEntry } from './authors';

const author = (name: string, isPrimaryContact = false): AuthorEntry => ({ name, email: `${name.toLowerCase()}@example.org`, affiliation: 'Nsukka', orcid: '', isPrimaryContact });
const primaries = (list: AuthorEntry[]) => list.filter((a) => a.isPrimaryContact).map((a) => a.name);

describe('the authors list (acting-side.md §5 "Submission")', () => {
  test('removing the primary contact makes the first remaining author primary', () => {
    const list = [author('Ada'), author('Bola', true), author('Chi')];
    const next = removeAuthor(list, 1);
    expect(next.map((a) => a.name)).toEqual(['Ada', 'Chi']);
    expect(primaries(next)).toEqual(['Ada']);
  });

  test('removing the first author when it is primary hands the role to the new first author', () => {
    expect(primaries(removeAuthor([author('Ada', true), author('Bola')], 0))).toEqual(['Bola']);
  });

  test('removing another author keeps the primary contact', () => {
    expect(primaries(removeAuthor([author('Ada'), author('Bola'), author('Chi', true)], 0))).toEqual(['Chi']);
  });

  test('at least one author always remains', () => {
    const only = [author('Ada', true)];
    expect(removeAuthor(only, 0)).toEqual(only);
    expect(canRemoveAuthor(1)).toBe(false);
    expect(canRemoveAuthor(2)).toBe(true);
  });

  test('an index outside the list changes nothing', () => {
    const list = [author('Ada', true), author('Bola')];
    expect(removeAuthor(list, 5)).toEqual(list);
    expect(choosePrimary(list, -1)).toEqual(list);
  });

  test('choosing a primary contact leaves exactly one', () => {
    expect(primaries(choosePrimary([author('Ada', true), author('Bola'), author('Chi')], 2))).toEqual(['Chi']);
  });

  test('a list with no or several primaries is normalised to one', () => {
    expect(primaries(withOnePrimary([author('Ada'), author('Bola')]))).toEqual(['Ada']);
    expect(primaries(withOnePrimary([author('Ada'), author('Bola', true), author('Chi', true)]))).toEqual(['Bola']);
  });

  test('a new author card is empty, not primary, and the list stops at the maximum', () => {
    const next = addAuthor([author('Ada', true)]);
    expect(next[1]).toEqual(emptyAuthor());
    expect(primaries(next)).toEqual(['Ada']);
    const full = Array.from({ length: MAX_AUTHORS }, (_, i) => author(`A${i}`, i === 0));
    expect(addAuthor(full)).toHaveLength(MAX_AUTHORS);
  });
});
