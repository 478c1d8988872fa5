import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, test } from 'vitest';
import type { CurrentPublications } from '../../contract/publications/current-publications.schema';
import { expectNoAxeViolations } from '../support/browser';
import { setUpSite } from '../support/e2e-site';

/**
 * /current-publications (acting-side.md §2, issue 15) over the demo journal: the real latest
 * issue, featured articles and figures, the issue's CSV and PDF, and the citation dialog, at a
 * desktop and a phone width, and without JavaScript.
 */
const site = setUpSite();

for (const width of [1366, 390]) {
  describe(`at ${width} px`, () => {
    test('a reader sees the real latest issue, exports its papers, downloads its PDF and cites one of them', async () => {
      const { body: data } = await site.api<CurrentPublications>('/publications/current');
      const latest = data.latestIssue!;
      expect(latest.papers.length).toBeGreaterThan(0);

      const { page, errors, visit, context } = await site.open({ width, height: 900 });
      await visit('/current-publications');
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Current Publications');
      const card = page.getByTestId('latest-issue');
      await expect(card.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(latest.title);
      await expect(card.textContent()).resolves.toContain(`Volume ${latest.volume}, Issue ${latest.issue}`);
      await expect(page.getByTestId('latest-issue-paper').count()).resolves.toBe(latest.papers.length);
      await expect(page.getByTestId('featured-article').count()).resolves.toBe(data.featured.length);
      await expect(page.getByTestId('journal-statistics').textContent()).resolves.toContain(data.statistics.publishedArticles.toLocaleString('en-US'));
      await expect(page.getByTestId('upcoming-issue').textContent()).resolves.toMatch(/expected/);
      await expectNoAxeViolations(page);

      const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
      expect(csv.suggestedFilename()).toBe(`volume-${latest.volume}-issue-${latest.issue}-articles.csv`);
      const text = await readFile((await csv.path())!, 'utf8');
      expect(text.split('\r\n')[0]).toBe('\uFEFFTitle,Authors,Pages,DOI,URL,Category,Keywords');
      for (const paper of latest.papers) expect(text).toContain(`/paper/${paper.id}`);

      const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-pdf').click()]);
      expect(pdf.suggestedFilename()).toMatch(new RegExp(`^volume-${latest.volume}-issue-${latest.issue}(-contents)?\\.pdf$`));
      const document = await PDFDocument.load(await readFile((await pdf.path())!));
      expect(document.getPageCount()).toBeGreaterThan(0);

      const first = page.getByTestId('latest-issue-paper').first();
      await first.getByRole('button', { name: 'Cite', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Cite this article' });
      await expect.poll(() => dialog.getByTestId('citation-text').inputValue()).toContain(latest.papers[0]!.title);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}

test('without JavaScript the page arrives complete from the server', async () => {
  const { page, context } = await site.open({ javaScriptEnabled: false });
  const response = await page.goto(`${site.url}/current-publications`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('latest-issue').count()).resolves.toBe(1);
  await expect(page.getByTestId('export-csv').getAttribute('href')).resolves.toMatch(/^\/api\/issues\/\d+\/papers\.csv$/);
  await context.close();
});
