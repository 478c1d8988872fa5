import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

/** Decision 0064: which failures are "the database is away" (a 503 to retry) and which are not. */
const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection, wrapped by Drizzle', wrapped(withCode('ECONNRESET'))],
    ['an administrator shutting the server down', wrapped(withCode('57P01', 'terminating connection due to administrator command'))],
    ['a server still starting', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (class 08)', withCode('08006')],
    ['too many connections', withCode('53300')],
    ['node-postgres losing its connection', wrapped(new Error('Connection terminated unexpectedly'))],
    ['the pool giving up connecting', new Error('timeout exceeded when trying to connect')],
    ['every address of a host name refusing', Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), {})],
  ])('%s is', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(withCode('23505', 'duplicate key value'))],
    ['bad input', wrapped(withCode('22P02'))],
    ['a bug', new TypeError('Cannot read properties of undefined')],
    ['not an error at all', 'ECONNREFUSED'],
    ['nothing', null],
  ])('%s is not', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
