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
      expect(rendered.toc.length, slug).toBeGreaterThanOrEqual(3);
      for (const match of markdown.matchAll(PLACEHOLDER_PATTERN)) expect(isPageBlock(match[1]!) || isPageFact(match[1]!), `${slug}: ${match[0]}`).toBe(true);
    }
  });
});
