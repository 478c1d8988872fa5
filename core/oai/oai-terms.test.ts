import { describe, expect, it } from 'vitest';
import { categorySetSpec, endOf, formatDatestamp, oaiIdentifier, paperIdOfIdentifier, parseOaiDate, parseSetSpec, repositoryIdentifier, SET_SPEC_SYNTAX } from './oai-terms';

/** The OAI-PMH vocabulary of decision 0056. */
describe('identifiers', () => {
  it('are oai:{host}:paper/{id}, and only those name a paper', () => {
    const repository = repositoryIdentifier('https://journal.example.org:8443/');
    expect(repository).toBe('journal.example.org');
    expect(oaiIdentifier(repository, 12)).toBe('oai:journal.example.org:paper/12');
    expect(paperIdOfIdentifier(repository, 'oai:journal.example.org:paper/12')).toBe(12);
    for (const other of ['oai:journal.example.org:paper/012', 'oai:journal.example.org:paper/0', 'oai:journal.example.org:paper/2147483648', 'oai:elsewhere.org:paper/12', 'oai:journal.example.org:issue/1', 'paper/12', '']) {
      expect(paperIdOfIdentifier(repository, other), other).toBeNull();
    }
  });
});

describe('sets', () => {
  it('name issues by id and categories by a slug of their name', () => {
    expect(categorySetSpec('Crop Science and Production')).toBe('category:crop-science-and-production');
    expect(categorySetSpec('Agroforestry & Agro-Ecology')).toBe('category:agroforestry-agro-ecology');
    expect(categorySetSpec('Économie rurale')).toBe('category:economie-rurale');
    expect(SET_SPEC_SYNTAX.test(categorySetSpec('Économie rurale'))).toBe(true);
    expect(parseSetSpec('issue:7')).toEqual({ kind: 'issue', issueId: 7 });
    expect(parseSetSpec('category:animal-science')).toEqual({ kind: 'category', slug: 'animal-science' });
    for (const spec of ['issue:0', 'issue:x', 'issue:99999999999', 'category:', 'category:Animal', 'volume:1', 'issue']) expect(parseSetSpec(spec), spec).toBeNull();
  });
});

describe('from and until', () => {
  it('take a day or a second in UTC, and nothing else', () => {
    expect(parseOaiDate('2025-01-31')).toEqual({ at: new Date('2025-01-31T00:00:00Z'), granularity: 'day' });
    expect(parseOaiDate('2025-01-31T23:59:59Z')).toEqual({ at: new Date('2025-01-31T23:59:59Z'), granularity: 'second' });
    for (const bad of ['2025-02-29', '2025-1-31', '2025-01-31T24:00:00Z', '2025-01-31T23:59:59', '2025-01-31T23:59:59.000Z', '2025-01-31T23:59Z', '2025-01-31T23:59:59+01:00', 'yesterday', '']) {
      expect(parseOaiDate(bad), bad).toBeNull();
    }
  });

  it('are inclusive at their granularity', () => {
    expect(endOf(parseOaiDate('2025-01-31')!)).toEqual(new Date('2025-02-01T00:00:00Z'));
    expect(endOf(parseOaiDate('2025-01-31T10:00:00Z')!)).toEqual(new Date('2025-01-31T10:00:01Z'));
    expect(formatDatestamp(new Date('2025-01-31T10:00:00.999Z'))).toBe('2025-01-31T10:00:00Z');
  });
});
