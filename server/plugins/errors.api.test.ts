import { sql, type SQL } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { expectProblem } from '../../tests/support/problem';
import { openTestDatabase } from '../../tests/support/test-database';
import { errorsPlugin } from './errors';

/**
 * The last line of defence (DESIGN.md "API conventions"): input the validation missed and
 * PostgreSQL refuses is still the caller's mistake, a 400 in words, never a 500 or the SQL.
 * A route that hands raw input to the real database (PGlite, or PostgreSQL with DATABASE_URL)
 * stands for a route whose schema forgot a rule.
 */
let database: Database;
let app: FastifyInstance;

const QUERIES: Record<string, (input: string) => SQL> = {
  text: (input) => sql`select ${input}::text as value`,
  integer: (input) => sql`select ${input}::integer as value`,
  smallint: (input) => sql`select ${input}::smallint as value`,
  date: (input) => sql`select ${input}::date as value`,
  timestamp: (input) => sql`select ${input}::timestamptz as value`,
  tsvector: (input) => sql`select ${input}::tsvector as value`,
  divide: (input) => sql`select 1 / ${input}::integer as value`,
};

beforeAll(async () => {
  database = await openTestDatabase();
  app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  app.post('/raw/:kind', async (request) => {
    const { kind } = request.params as { kind: string };
    const { input } = request.body as { input: string };
    await database.db.execute(QUERIES[kind]!(input));
    return { ok: true };
  });
  app.post('/varchar-insert', async (request) => {
    const { input } = request.body as { input: string };
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table if not exists short_text (value varchar(3)) on commit drop`);
      await tx.execute(sql`insert into short_text (value) values (${input})`);
    });
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const send = (url: string, input: string) => app.inject({ method: 'POST', url, payload: { input } });

describe('PostgreSQL bad-input errors are a 400 with a readable detail and no internals', () => {
  it.each([
    ['NUL in text (22021)', 'text', 'a\u0000b', 'The request contains characters that are not allowed (control characters).'],
    ['letters for a number (22P02)', 'integer', 'abc', 'A value in the request is not in the expected form (a number, a date or similar).'],
    ['an integer out of range (22003)', 'integer', '99999999999', 'A number in the request is out of range.'],
    ['a smallint out of range (22003)', 'smallint', '40000', 'A number in the request is out of range.'],
    ['a date out of range (22008)', 'date', '2024-13-45', 'A date or time in the request is not valid.'],
    ['a malformed timestamp (22007)', 'timestamp', 'not a date', 'A date or time in the request is not valid.'],
    ['a word too long for a tsvector (54000)', 'tsvector', 'x'.repeat(3_000), 'The request is too large or too complex to process. Please shorten it.'],
  ])('%s', async (_label, kind, input, detail) => {
    const response = await send(`/raw/${kind}`, input);
    expectProblem(response, 400, detail);
    expect(response.body).not.toMatch(/select|Failed query|invalid byte sequence|out of range for type|node_modules/i);
  });

  it('a value too long for its column', async () => {
    expectProblem(await send('/varchar-insert', 'abcdef'), 400, 'A value in the request is too long.');
  });

  it('other database errors (a fault of ours, such as a division by zero) stay a 500 that shows only a reference', async () => {
    const response = await send('/raw/divide', '0');
    expect(response.statusCode).toBe(500);
    expect(response.json().detail).toMatch(/^Something went wrong on our side\./);
  });
});
