import { describe, expect, it } from 'vitest';
import { adaptDump } from './database-load';

describe('adaptDump (decision 0061: a dump of one engine or pg_dump version runs on another)', () => {
  const dump = [
    '\\restrict AbC123',
    'SET statement_timeout = 0;',
    'SET transaction_timeout = 0;',
    "SELECT pg_catalog.set_config('search_path', '', false);",
    "INSERT INTO public.pages VALUES (1, 'a line that says', '",
    "SET transaction_timeout = 0; is text here, not a statement');",
    '\\unrestrict AbC123',
  ].join('\n');

  it('drops psql-only lines and settings the target does not have, and keeps everything else', () => {
    expect(adaptDump(dump, new Set(['statement_timeout']))).toBe(
      [
        'SET statement_timeout = 0;',
        "SELECT pg_catalog.set_config('search_path', '', false);",
        "INSERT INTO public.pages VALUES (1, 'a line that says', '",
        "SET transaction_timeout = 0; is text here, not a statement');",
      ].join('\n'),
    );
  });

  it('keeps the settings the target has', () => {
    expect(adaptDump('SET transaction_timeout = 0;', new Set(['transaction_timeout']))).toBe('SET transaction_timeout = 0;');
  });
});
