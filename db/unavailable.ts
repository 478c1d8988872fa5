/**
 * Decision 0064: the errors that mean "the database cannot be reached right now", as opposed to a
 * query's own failure. The server answers them 503 with Retry-After rather than 500, and the pg
 * Pool replaces the lost connections by itself, so the site recovers when the database returns.
 */

/** Node's socket errors on the way to the server. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL's SQLSTATEs for a server that is going away or not taking connections: class 08
 * (connection exception), 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now
 * (starting, recovering), 53300 too many connections.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres and pg-pool say these in words, with no code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /Client was closed and is not queryable/,
];

/**
 * The error or any of its causes (Drizzle wraps the driver's error in `cause`; a host name with
 * several addresses fails with an AggregateError of one error per address).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
