import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EDITABLE_PAGES } from '../../contract/pages/pages.schema';
import type { Db } from '../../db/client';
import { seedPages } from './pages.service';

const SEED_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'seed');

/** The seeded text of every editable page: `core/pages/seed/<slug>.md`. */
export async function readSeedTexts(): Promise<Map<string, string>> {
  const entries = await Promise.all(EDITABLE_PAGES.map(async (page) => [page.slug, await readFile(path.join(SEED_DIR, `${page.slug}.md`), 'utf8')] as const));
  return new Map(entries);
}

/** Start-up (server/app.ts): the pages not stored yet get their seeded text. */
export async function seedStaticPages(db: Db, at = new Date()): Promise<number> {
  return seedPages(db, await readSeedTexts(), at);
}
