import { useCallback, useMemo } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';
import type { z } from 'zod';

/**
 * A list screen's state (page, pageSize, sort, filters) lives in the address, typed by a zod
 * object schema, so the loader reads it, a reload or a shared link shows the same list, and the
 * back button undoes a filter (decision 0036). Every field of the schema needs a `.default()` or
 * `.optional()`: a value that does not parse falls back to it, field by field, so a hand-edited
 * `?page=abc&status=NOPE` shows page 1 of every status instead of an error.
 *
 * Booleans: use `z.stringbool()` (`z.coerce.boolean()` reads 'false' as true).
 * This module imports zod for types only: the schemas the screen passes bring it.
 */
export type SearchParamsSchema = z.ZodObject;

/**
 * What a key's values may mean, in order: absent (or only '') is undefined; one value is a string,
 * or a one-element array for an array field; several values are an array.
 */
function candidates(params: URLSearchParams, key: string): unknown[] {
  const values = params.getAll(key).filter((value) => value !== '');
  if (values.length === 0) return [undefined];
  if (values.length === 1) return [values[0], values];
  return [values];
}

/** Parses one field: the first candidate that fits, else the field's default (or undefined when optional). */
function readField(field: z.ZodType, params: URLSearchParams, key: string): unknown {
  for (const candidate of candidates(params, key)) {
    const parsed = field.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  const fallback = field.safeParse(undefined);
  if (!fallback.success) throw new Error(`Search parameter "${key}" needs a .default() or .optional() in its schema, to fall back to when the address has a bad value.`);
  return fallback.data;
}

/** The typed state a URL's search params hold; bad or missing values become the schema's defaults. */
export function readSearchParams<S extends SearchParamsSchema>(params: URLSearchParams, schema: S): z.output<S> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const value = readField(field as z.ZodType, params, key);
    if (value !== undefined) values[key] = value;
  }
  return values as z.output<S>;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The search params for a state: only the schema's keys, and only values that differ from their
 * defaults (so page 1 of the default sort is the bare address). Arrays repeat the key.
 */
export function writeSearchParams<S extends SearchParamsSchema>(values: Partial<z.output<S>>, schema: S): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, field] of Object.entries(schema.shape)) {
    const value: unknown = (values as Record<string, unknown>)[key];
    if (value === undefined || value === null || value === '') continue;
    const fallback = (field as z.ZodType).safeParse(undefined);
    if (fallback.success && sameValue(fallback.data, value)) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params;
}

/**
 * The same state in a component: the values, and a setter that merges a change into them and
 * navigates, so the route's loader runs again with the new address. Reset `page` yourself when a
 * filter changes (`update({ status, page: 1 })`).
 */
export function useSearchParamsState<S extends SearchParamsSchema>(schema: S) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => readSearchParams(params, schema), [params, schema]);
  const update = useCallback(
    (change: Partial<z.output<S>>, options?: NavigateOptions) =>
      setParams((current) => writeSearchParams({ ...readSearchParams(current, schema), ...change }, schema), options),
    [setParams, schema],
  );
  return [values, update] as const;
}

