import { z } from 'zod';

/**
 * The one rule for a row id or number in a path (/api/papers/{id}, /api/issues/{volume}/{number}…):
 * PostgreSQL `integer` ids run from 1 to 2147483647, and nothing outside that range may reach
 * SQL, where it is an error rather than 'no such row' (DESIGN.md "API conventions").
 */
export const MAX_ROW_ID = 2_147_483_647;

const DIGITS = /^\d+$/;

export interface RowIdMessages {
  /** Not digits ('abc', '-1', '1.5', '1e3'): a 400 with this field message. */
  invalid: string;
  /** Digits that can name no row (0, 2147483648…): a 404 with this detail, as for an unknown id. */
  notFound: string;
}

/** Marks the validation issue of a well-formed id out of range, so the HTTP edge answers 404, not 400. */
export const ROW_NOT_FOUND = 'row-not-found';

export function isRowNotFoundIssue(params: unknown): boolean {
  return typeof params === 'object' && params !== null && (params as { reason?: unknown }).reason === ROW_NOT_FOUND;
}

/** A path parameter: the digits of an id in 1..MAX_ROW_ID, parsed to a number. */
export const rowIdParam = (messages: RowIdMessages) =>
  z
    .string({ error: messages.invalid })
    .regex(DIGITS, messages.invalid)
    .transform((raw, ctx) => {
      const id = Number(raw);
      if (id >= 1 && id <= MAX_ROW_ID) return id;
      ctx.addIssue({ code: 'custom', message: messages.notFound, params: { reason: ROW_NOT_FOUND }, input: raw });
      return z.NEVER;
    });

/** The id a path segment names, or null when it cannot name a row (pages answer 404). */
export function parseRowId(raw: unknown): number | null {
  if (typeof raw !== 'string' || !DIGITS.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ROW_ID ? id : null;
}

/**
 * A bounded whole number from a query string (page, pageSize, year, volume…): '' counts as not
 * given, anything else must be digits within [min, max], so no query value reaches SQL unchecked.
 */
export const queryNumber = (name: string, bounds: { min: number; max: number; default: number }) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number({ error: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .min(bounds.min, `${name} must be ${bounds.min} or more`)
      .max(bounds.max, `${name} must be at most ${bounds.max}`)
      .default(bounds.default),
  );
