import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage } from '../support/browser';
import { startSite, type RunningSite } from '../support/e2e-server';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('global navigation', () => {
  test('desktop: menus open and close on route change, the navbar changes after 50 px, the footer links', async () => {
    const { page, errors, visit } = await openPage(browser, site.url);
    await visit('/');
    await expectNoAxeViolations(page);
    const navbar = page.locator('.site-navbar');

    await page.getByRole('button', { name: 'Authors' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Manuscript Template' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Manuscript Template' }).click();
    await page.waitForURL('**/manuscript-template');
    await expect.poll(() => page.getByRole('link', { name: 'Manuscript Template' }).isVisible()).toBe(false);

    // The header search button opens a search box that leads to /search.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('searchbox').last().fill('cassava');
    await page.getByRole('searchbox').last().press('Enter');
    await page.waitForURL('**/search?query=cassava');

    await visit('/about');
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 40);
    });
    await expect.poll(() => navbar.getAttribute('data-scrolled')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect.poll(() => navbar.getAttribute('data-scrolled')).toBe('true');

    const footer = page.locator('footer');
    for (const [name, href] of [['Special Issues', '/special-issues'], ['Admin Portal', '/admin'], ['Terms of Use', '/terms'], ['Sitemap', '/sitemap']]) {
      await expect(footer.getByRole('link', { name }).getAttribute('href')).resolves.toBe(href);
    }
    await expect(page.getByRole('link', { name: 'Submit', exact: true }).getAttribute('href')).resolves.toBe('/submit-paper');
    expect(errors).toEqual([]);
  });

  test('the page-transition overlay shows on a route change when motion is allowed', async () => {
    const { page, errors, visit } = await openPage(browser, site.url, { reducedMotion: false });
    await visit('/');
    await page.locator('header').getByRole('link', { name: 'Contact', exact: true }).click();
    await page.getByTestId('page-transition').waitFor({ state: 'attached', timeout: 2000 });
    await page.getByTestId('page-transition').waitFor({ state: 'detached', timeout: 2000 });
    expect(errors).toEqual([]);
  });

  test('mobile at 375 px: the menu has a search input and a Login / Register link, and closes on navigation', async () => {
    const { page, errors, visit } = await openPage(browser, site.url, { width: 375, height: 740 });
    await visit('/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect(menuButton.isVisible()).resolves.toBe(true);
    await menuButton.click();
    const loginRegister = page.getByRole('link', { name: 'Login / Register' });
    await expect.poll(() => loginRegister.isVisible()).toBe(true);
    await expect(page.getByRole('searchbox').first().isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);

    await loginRegister.click();
    await page.waitForURL('**/login');
    await expect.poll(() => loginRegister.isVisible()).toBe(false);
    await expectNoAxeViolations(page);

    await menuButton.click();
    await page.getByRole('searchbox').first().fill('soil carbon');
    await page.getByRole('searchbox').first().press('Enter');
    await page.waitForURL('**/search?query=soil%20carbon');
    expect(errors).toEqual([]);
  });

  test('an unknown path gets the 404 page with a real 404 status', async () => {
    const { page, errors, visit } = await openPage(browser, site.url);
    const response = await visit('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page not found');
    await expectNoAxeViolations(page);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });
});
