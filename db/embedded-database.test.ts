import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_SHARED_BUFFERS, openDatabase, type Database } from './client';

/** Decision 0066: the embedded database keeps a small buffer cache and PGlite's other settings. */
describe('the embedded database on disk', () => {
  let folder: string;
  let database: Database;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'jals-embedded-'));
    database = await openDatabase({ dataDir: folder });
  });

  afterAll(async () => {
    await database?.close();
    await rm(folder, { recursive: true, force: true });
  });

  const setting = async (name: string) => {
    const result = (await database.db.execute(sql`select current_setting(${name}) as setting`)) as unknown as { rows: { setting: string }[] };
    return result.rows[0]!.setting;
  };

  it(`holds ${EMBEDDED_SHARED_BUFFERS} of shared buffers, not PostgreSQL's 128 MB`, async () => {
    expect(await setting('shared_buffers')).toBe(EMBEDDED_SHARED_BUFFERS);
  });

  it('keeps the settings its data directory was made with: UTC, English text search, ISO dates', async () => {
    expect(await setting('TimeZone')).toBe('UTC');
    expect(await setting('default_text_search_config')).toBe('pg_catalog.english');
    expect(await setting('DateStyle')).toBe('ISO, MDY');
  });
});
