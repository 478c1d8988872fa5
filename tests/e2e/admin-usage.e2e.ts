import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { PaperDetail } from '../../contract/papers/papers.schema';
import { DEMO_SEARCH_TITLE_PAPER, DEMO_SEARCH_TITLE_WORD } from '../../demo/seed/demo-seed';
import { expectNoAxeViolations, READER_BROWSER, type JourneyPage, type OpenPageOptions } from '../support/browser';
import { setUpSite } from '../support/e2e-site';
import { signIn } from '../support/sign-in';

/**
 * Decision 0059, the Usage tab of /admin-dashboard: the admin opens it on the demo's year of
 * usage, sees the per-article table and the chart, picks one article for the chart and the monthly
 * table, switches to issues, and downloads the COUNTER R5 Title Report as TSV. With axe, on a
 * laptop and on a phone.
 */
const site = setUpSite();
const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

async function expectAccessible(page: Page) {
  const atTop = await page.evaluate(() => window.scrollY === 0);
  await expectNoAxeViolations(page, { strictContrast: atTop });
}

/** The admin signs in once for the file (sign-in is rate-limited per address); later pages reuse the session. */
let adminSession: NonNullable<OpenPageOptions['storageState']> | null = null;
async function openDashboard(viewport: { width: number; height: number }, path: string): Promise<JourneyPage> {
  const journey = await site.open({ ...viewport, ...(adminSession ? { storageState: adminSession } : {}) });
  if (!adminSession) {
    await signIn(journey, 'admin');
    await journey.page.waitForURL('**/admin-dashboard');
    adminSession = await journey.context.storageState();
  }
  await journey.visit(path);
  return journey;
}

describe('views', () => {
  test('a reader’s visit to an article page counts a view, and so does a navigation in the browser (its .data); a headless browser none', async () => {
    const { items } = (await site.api<{ items: { id: number; title: string }[] }>(`/papers/search?query=${DEMO_SEARCH_TITLE_WORD}`)).body;
    const target = items.find((paper) => paper.title === DEMO_SEARCH_TITLE_PAPER)!.id;
    const other = items.find((paper) => paper.id !== target)!.id;
    const views = async (id: number) => (await site.api<PaperDetail>(`/papers/${id}`)).body.views;
    const before = { target: await views(target), other: await views(other) };

    const robot = await site.open();
    await robot.visit(`/paper/${other}`);
    await robot.context.close();
    expect(await views(other)).toBe(before.other);

    const { page, visit, errors, context } = await site.open({ userAgent: READER_BROWSER });
    await visit(`/paper/${other}`);
    await expect.poll(() => views(other)).toBe(before.other + 1);
    await visit(`/search?query=${DEMO_SEARCH_TITLE_WORD}`);
    await page.getByRole('link', { name: DEMO_SEARCH_TITLE_PAPER }).click();
    await page.waitForURL(new RegExp(`/paper/${target}\\?from=`));
    await expect.poll(() => views(target)).toBe(before.target + 1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

for (const viewport of VIEWPORTS) {
  describe(`at ${viewport.width} px`, () => {
    test('an admin opens Usage, sees the table and the chart, and downloads the TR report', async () => {
      const { page, errors, context } = await openDashboard(viewport, '/admin-dashboard');
      await page.getByRole('tab', { name: 'Usage' }).click();
      await page.waitForURL(/tab=usage/);
      await expect(page.getByRole('tab', { name: 'Usage' }).getAttribute('aria-selected')).resolves.toBe('true');

      // The demo's year of usage: a row per article, the totals and the chart (a canvas, loaded on this tab only).
      const rows = page.getByTestId('usage-row');
      await expect.poll(() => rows.count()).toBeGreaterThan(20);
      await expect(page.getByTestId('usage-totals').textContent()).resolves.toMatch(/Investigations[\d,]+/);
      await expect.poll(() => page.getByTestId('usage-chart').locator('canvas').count()).toBe(1);
      await expect(page.getByTestId('usage-months').locator('tbody tr').count()).resolves.toBe(12);
      await expectAccessible(page);

      // One article's months in the chart and the monthly table.
      const title = (await rows.first().locator('td').first().textContent())!;
      await page.getByLabel('Chart and monthly table of').selectOption({ label: title });
      await expect.poll(() => page.getByTestId('usage-months').getAttribute('aria-label')).toBe(`Usage per month: ${title}`);

      // Per issue.
      await page.getByLabel('Figures per').selectOption('issue');
      await page.getByRole('button', { name: 'Show' }).click();
      await page.waitForURL(/by=issue/);
      await expect.poll(async () => (await rows.first().textContent()) ?? '').toMatch(/^Vol\. \d+, No\. \d+ \(\d{4}\)/);
      await expectAccessible(page);

      // The COUNTER R5 Title Report of the same months.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('usage-tr').click()]);
      expect(download.suggestedFilename()).toMatch(/^counter-r5-tr-\d{4}-\d{2}-to-\d{4}-\d{2}\.tsv$/);
      const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n').map((line) => line.split('\t'));
      expect(lines[0]).toEqual(['Report_Name', 'Title Report']);
      expect(lines[1]).toEqual(['Report_ID', 'TR']);
      expect(lines[2]).toEqual(['Release', '5']);
      expect(lines[13]!.slice(0, 3)).toEqual(['Title', 'Publisher', 'Publisher_ID']);
      expect(lines.slice(14).some((line) => line[14] === 'Total_Item_Requests' && Number(line[15]) > 0)).toBe(true);
      await expect.poll(() => page.getByTestId('desk-notice').textContent()).toContain('Title Report (TR) downloaded');
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
