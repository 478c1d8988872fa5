import { describe, expect, it } from 'vitest';
import { hasSearchCriteria, manuscriptFileName, paperSearchQuerySchema, parsePaperId } from './papers.schema';

describe('paperSearchQuerySchema (reading-side.md §2 "Paper search")', () => {
  it('treats empty boxes as not given and defaults to page 1', () => {
    const parsed = paperSearchQuerySchema.parse({ query: '  ', category: '', date: '', author: '', page: '' });
    expect(parsed).toEqual({ query: undefined, category: undefined, date: undefined, author: undefined, page: 1 });
    expect(hasSearchCriteria(parsed)).toBe(false);
  });

  it('keeps what is given, trimmed', () => {
    const parsed = paperSearchQuerySchema.parse({ query: ' cassava ', date: 'last_3_years', page: '2' });
    expect(parsed).toMatchObject({ query: 'cassava', date: 'last_3_years', page: 2 });
    expect(hasSearchCriteria(parsed)).toBe(true);
  });

  it.each([
    [{ query: 'x'.repeat(10_000) }],
    [{ author: 'x'.repeat(201) }],
    [{ date: 'last_week' }],
    [{ page: '0' }],
    [{ page: 'abc' }],
    [{ page: '1e9' }],
    [{ page: '2.5' }],
  ])('refuses %j', (input) => {
    expect(paperSearchQuerySchema.safeParse(input).success).toBe(false);
  });
});

describe('parsePaperId and manuscriptFileName', () => {
  it.each([
    ['1', 1],
    ['2147483647', 2147483647],
    ['2147483648', null],
    ['0', null],
    ['-1', null],
    ['abc', null],
    ['1.5', null],
    ['99999999999999999999', null],
    [undefined, null],
  ])('%s → %s', (raw, id) => expect(parsePaperId(raw)).toBe(id));

  it('names the file by its stored type', () => {
    expect(manuscriptFileName(7, 'application/pdf')).toBe('paper-7.pdf');
    expect(manuscriptFileName(7, 'application/msword')).toBe('paper-7.doc');
    expect(manuscriptFileName(7, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('paper-7.docx');
  });
});
