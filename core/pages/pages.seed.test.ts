import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EDITABLE_PAGES, PLACEHOLDER_PATTERN, isPageBlock, isPageFact } from '../../contract/pages/pages.schema';
import { renderPageMarkdown } from './page-markdown';
import { readSeedTexts } from './pages.seed';

/** The seeded texts (decision 0047): one per editable page, each rendering with no placeholder problem. */
describe('the seeded page texts', () => {
  it('are one Markdown file per editable page, and no other', async () => {
    const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'seed');
    const files = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
    expect(files).toEqual(EDITABLE_PAGES.map((page) => `${page.slug}.md`).sort());
  });

  it('render with sections and no placeholder problem, naming only known placeholders', async () => {
    for (const [slug, markdown] of await readSeedTexts()) {
      const rendered = renderPageMarkdown(markdown);
      expect(rendered.problems, slug).toEqual([]);
      // For Authors is its six cards and one section; the others are long pages with a table of contents.
      expect(rendered.toc.length, slug).toBeGreaterThanOrEqual(slug === 'authors' ? 1 : 3);
      for (const match of markdown.matchAll(PLACEHOLDER_PATTERN)) expect(isPageBlock(match[1]!) || isPageFact(match[1]!), `${slug}: ${match[0]}`).toBe(true);
    }
  });

  it('give Editorial Guidelines the eight sections its quick navigation names (reading-side.md §2)', async () => {
    const rendered = renderPageMarkdown((await readSeedTexts()).get('guidelines')!);
    expect(rendered.toc.map((entry) => entry.id)).toEqual(['standards', 'evaluation', 'review', 'decision', 'language', 'figures', 'statistics', 'revision']);
  });
});
