import { describe, expect, expectTypeOf, test } from 'vitest';
import type { z } from 'zod';
import { isProblem, problemSchema, type Problem } from './problem';

const samples: unknown[] = [
  { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'Invalid input' },
  { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'Invalid input', errors: { email: ['Email is required'] }, requestId: 'r1' },
  { type: 'about:blank', title: 'Bad Request', status: 400.5, detail: 'x' },
  { type: 'about:blank', title: 'Bad Request', status: '400', detail: 'x' },
  { type: 'about:blank', title: 'Bad Request', status: 400 },
  { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'x', errors: { email: 'no' } },
  { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'x', errors: { email: [1] } },
  { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'x', errors: [] },
  { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'x', requestId: 7 },
  null,
  'Bad Request',
  [],
];

describe('isProblem', () => {
  test.each(samples.map((sample) => [JSON.stringify(sample), sample]))('agrees with problemSchema on %s', (_name, sample) => {
    expect(isProblem(sample)).toBe(problemSchema.safeParse(sample).success);
  });
});

test('the hand-written Problem type is the schema\'s shape', () => {
  expectTypeOf<Problem>().toEqualTypeOf<z.infer<typeof problemSchema>>();
});
