import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { SPEC_HOME_METRICS } from '../../contract/settings/metrics';
import { expectNoAxeViolations, waitForHydration } from '../support/browser';
import { setUpSite } from '../support/e2e-site';

const site = setUpSite();

describe('a reader on the home page', () => {
  test('goes from the home page to the current issue, opens a paper and downloads its manuscript', async () => {
    const { page, errors, visit } = await site.open();
    const response = await visit('/');
    expect(response?.status()).toBe(200);
    await expectNoAxeViolations(page);

    // Latest Publications: three cards, each linking its paper, and the View All link.
    const latest = page.locator('section[aria-labelledby="latest-heading"]');
    await expect(latest.getByRole('link', { name: /^Read Article/ }).count()).resolves.toBe(3);
    await expect(latest.getByRole('link', { name: 'View All Publications' }).getAttribute('href')).resolves.toBe('/archive');
    // The counters stand at the journal's figures at once for a reader who prefers reduced motion.
    await expect(page.getByTestId('impact-value').allTextContents()).resolves.toEqual(['1247', '2.8', '45+', '3.2']);

    const current = page.locator('section[aria-labelledby="current-heading"]');
    await expect(current.getByText('Current Issue', { exact: true }).count()).resolves.toBe(1);
    await current.getByRole('link', { name: 'View Current Issue' }).click();
    await page.waitForURL(/\/issues\/\d+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    await page.locator('main a[href^="/paper/"]').first().click();
    await page.waitForURL(/\/paper\/\d+$/);
    const paperId = new URL(page.url()).pathname.split('/').pop();
    await expect.poll(() => page.getByTestId('download-manuscript').count()).toBe(1);
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-manuscript').click()]);
    expect(download.suggestedFilename()).toBe(`paper-${paperId}.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(errors).toEqual([]);
  });

  test('the counters count up over 2 seconds when motion is allowed', async () => {
    const { page, errors } = await site.open({ reducedMotion: false });
    await page.goto('/');
    await waitForHydration(page);
    const articles = page.getByTestId('impact-value').first();
    await articles.scrollIntoViewIfNeeded();
    await expect.poll(async () => Number(await articles.textContent())).toBeLessThan(SPEC_HOME_METRICS.articles);
    await expect.poll(() => articles.textContent(), { timeout: 5_000 }).toBe(String(SPEC_HOME_METRICS.articles));
    expect(errors).toEqual([]);
  });

  test('the server sends the home page complete, with its data, before any script runs', async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    expect(html).toContain('Latest Publications');
    expect(html).toContain('Journal Impact &amp; Reach');
    expect(html).toContain('View Current Issue');
    expect(html.match(/href="\/paper\/\d+"/g)?.length).toBeGreaterThanOrEqual(3);
  });
});
