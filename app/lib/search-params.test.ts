import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { queryNumber } from '../../contract/http/ids';
import { paperStatusSchema } from '../../contract/papers/paper-status.schema';
import { readSearchParams, writeSearchParams } from './search-params';

/** The shape of the editor's submissions table state (page, pageSize, sort, status, q, mine). */
const submissionsQuery = z.object({
  page: queryNumber('page', { min: 1, max: 100_000, default: 1 }),
  pageSize: queryNumber('pageSize', { min: 1, max: 100, default: 20 }),
  sort: z.enum(['updated-desc', 'updated-asc', 'title']).default('updated-desc'),
  status: z.array(paperStatusSchema).default([]),
  q: z.string().trim().max(200).optional(),
  mine: z.stringbool().default(false),
});

const read = (search: string) => readSearchParams(new URLSearchParams(search), submissionsQuery);
const DEFAULTS = { page: 1, pageSize: 20, sort: 'updated-desc', status: [], mine: false };

describe('typed search params', () => {
  test('an address without params is the default state, and the default state writes no params', () => {
    expect(read('')).toEqual(DEFAULTS);
    expect(writeSearchParams(read(''), submissionsQuery).toString()).toBe('');
  });

  test('a state round-trips through the address', () => {
    const state = { page: 3, pageSize: 50, sort: 'title' as const, status: ['SUBMITTED' as const, 'UNDER_REVIEW' as const], q: 'cassava silage', mine: true };
    const params = writeSearchParams(state, submissionsQuery);
    expect(params.toString()).toBe('page=3&pageSize=50&sort=title&status=SUBMITTED&status=UNDER_REVIEW&q=cassava+silage&mine=true');
    expect(readSearchParams(params, submissionsQuery)).toEqual(state);
  });

  test('one value of an array field is a one-element array', () => {
    expect(read('status=ACCEPTED').status).toEqual(['ACCEPTED']);
  });

  test('writes only what differs from the defaults, and drops keys the schema does not know', () => {
    const params = writeSearchParams({ ...read(''), page: 2, q: '' }, submissionsQuery);
    expect(params.toString()).toBe('page=2');
    expect(writeSearchParams({ ...read(''), extra: 'x' } as never, submissionsQuery).toString()).toBe('');
  });

  test('bad values fall back to their defaults, field by field', () => {
    expect(read('page=abc&pageSize=1000&sort=random&status=LOST&mine=maybe&q=rice')).toEqual({ ...DEFAULTS, q: 'rice' });
    expect(read('page=0')).toEqual(DEFAULTS);
    expect(read('page=4&status=SUBMITTED&status=LOST')).toEqual({ ...DEFAULTS, page: 4 });
    // Empty values (a GET form's blank fields) count as not given.
    expect(read('q=&page=')).toEqual(DEFAULTS);
  });

  test('a field with nothing to fall back to is a bug in the schema, named', () => {
    const strict = z.object({ sort: z.enum(['a', 'b']) });
    expect(readSearchParams(new URLSearchParams('sort=a'), strict)).toEqual({ sort: 'a' });
    expect(() => readSearchParams(new URLSearchParams('sort=c'), strict)).toThrow(/"sort" needs a \.default\(\) or \.optional\(\)/);
  });
});
