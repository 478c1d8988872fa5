import { describe, expect, it } from 'vitest';
import { isRowNotFoundIssue, MAX_ROW_ID, parseRowId, queryNumber, rowIdParam } from './ids';

const id = rowIdParam({ invalid: 'The id must be a positive whole number.', notFound: 'Not found.' });

describe('rowIdParam: one schema for every id in a path', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', MAX_ROW_ID],
    ['007', 7],
  ])('%s → %d', (raw, value) => expect(id.parse(raw)).toBe(value));

  it.each(['0', '2147483648', '99999999999', '9'.repeat(190)])('%s names no row: a not-found issue', (raw) => {
    const issues = id.safeParse(raw).error!.issues;
    expect(issues).toHaveLength(1);
    expect(issues[0]!.message).toBe('Not found.');
    expect(isRowNotFoundIssue((issues[0] as { params?: unknown }).params)).toBe(true);
  });

  it.each(['', 'abc', '-1', '1.5', '1e3', ' 1', '0x10', 'Infinity', '1\u0000'])('%j is malformed: the invalid message', (raw) => {
    const issues = id.safeParse(raw).error!.issues;
    expect(issues.map((i) => i.message)).toEqual(['The id must be a positive whole number.']);
    expect(isRowNotFoundIssue((issues[0] as { params?: unknown }).params)).toBe(false);
  });
});

describe('parseRowId (pages, tokens)', () => {
  it.each([
    ['1', 1],
    ['2147483647', MAX_ROW_ID],
    ['2147483648', null],
    ['0', null],
    ['-1', null],
    ['1e3', null],
    ['', null],
    [undefined, null],
    [null, null],
  ])('%j → %s', (raw, value) => expect(parseRowId(raw)).toBe(value));

  it('takes anything (a token claim) and names no row unless it is the digits of one', () => {
    expect(parseRowId(12 as unknown)).toBeNull();
    expect(parseRowId({} as unknown)).toBeNull();
  });
});

describe('queryNumber', () => {
  const page = queryNumber('page', { min: 1, max: 100, default: 1 });
  it('defaults when missing or blank, and bounds the rest', () => {
    expect(page.parse(undefined)).toBe(1);
    expect(page.parse('')).toBe(1);
    expect(page.parse('7')).toBe(7);
    for (const bad of ['0', '101', '2147483648', '1e20', '1.5', 'abc', ['1', '2']]) expect(page.safeParse(bad).success, String(bad)).toBe(false);
  });
});
