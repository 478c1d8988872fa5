import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { SITE_MENU } from '../../app/components/layout/site-menu';
import { expectNoAxeViolations } from '../support/browser';
import { setUpSite } from '../support/e2e-site';

const site = setUpSite();

/** A page with scripts switched off: what a reader sees before (or without) JavaScript. */
async function openWithoutJavaScript(width: number): Promise<Page> {
  return (await site.open({ width, javaScriptEnabled: false })).page;
}

/**
 * The same server HTML with JavaScript on but the site's scripts blocked, so React never
 * takes over: axe needs script to run, which a context without JavaScript refuses.
 */
async function openServerHtmlOnly(width: number): Promise<Page> {
  const { page, context } = await site.open({ width });
  await context.route('**/assets/**', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.continue()));
  return page;
}

const exactly = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/** Every link of reading-side.md §2 "Global navigation", with the disclosure it sits in (if any). */
interface MenuTarget {
  group: string | null;
  label: string;
  to: string;
}
const MENU_TARGETS: MenuTarget[] = SITE_MENU.flatMap((item): MenuTarget[] => {
  if (!item.children) return [{ group: null, label: item.label, to: item.to }];
  const links = item.children.some((child) => child.to === item.to) ? item.children : [{ label: `For ${item.label}`, to: item.to }, ...item.children];
  return links.map((link) => ({ group: item.label, label: link.label, to: link.to }));
});

// Submit Paper asks an anonymous visitor to sign in first and comes back afterwards.
const landing = (to: string) => (to === '/submit-paper' ? '/login' : to);

describe('navigation without JavaScript', () => {
  test('every menu item is in the server HTML', async () => {
    const page = await openWithoutJavaScript(1366);
    await page.goto('/');
    const hrefs = await page.locator('header nav a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const target of MENU_TARGETS) expect(hrefs).toContain(target.to);
    await page.context().close();
  });

  test('the server-rendered header has no axe violations, closed and open', async () => {
    const page = await openServerHtmlOnly(1366);
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await expectNoAxeViolations(page);
    await page.locator('header summary', { hasText: exactly('Publications') }).click();
    await expectNoAxeViolations(page);
    await page.locator('header summary', { hasText: 'Search' }).click();
    await expectNoAxeViolations(page);
    const phone = await openServerHtmlOnly(390);
    await phone.goto('/');
    await phone.locator('header summary', { hasText: 'Menu' }).click();
    await phone.locator('header summary', { hasText: exactly('Policies') }).click();
    await expectNoAxeViolations(phone);
    await page.context().close();
    await phone.context().close();
  });

  for (const { width, phone } of [
    { width: 1366, phone: false },
    { width: 390, phone: true },
  ]) {
    test(`at ${width} px every menu item is reached by opening its disclosure and following the link`, async () => {
      const page = await openWithoutJavaScript(width);
      const header = page.locator('header');
      for (const target of MENU_TARGETS) {
        await page.goto('/');
        if (phone) await header.locator('summary', { hasText: 'Menu' }).click();
        if (target.group) {
          await header.locator('summary', { hasText: exactly(target.group) }).click();
        }
        const link = header.getByRole('link', { name: target.label, exact: true });
        await expect(link.isVisible(), `${target.label} visible`).resolves.toBe(true);
        const [response] = await Promise.all([page.waitForNavigation(), link.click()]);
        expect(new URL(page.url()).pathname, target.label).toBe(landing(target.to));
        expect(response?.status(), target.label).toBeLessThan(400);
      }
      if (phone) {
        await page.goto('/');
        await header.locator('summary', { hasText: 'Menu' }).click();
        await header.getByRole('link', { name: 'Login / Register' }).click();
        await page.waitForURL('**/login');
      }
      await page.context().close();
    });
  }

  test('the header search is a GET form to /search that shows results, at 1366 px and in the phone menu', async () => {
    const page = await openWithoutJavaScript(1366);
    await page.goto('/');
    await page.locator('header summary', { hasText: 'Search' }).click();
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('cassava');
    await Promise.all([page.waitForNavigation(), page.getByRole('searchbox', { name: 'Search articles' }).press('Enter')]);
    const url = new URL(page.url());
    expect([url.pathname, url.searchParams.get('query')]).toEqual(['/search', 'cassava']);
    await expect(page.getByTestId('result-count').textContent()).resolves.toMatch(/^Found \d+ results?$/);

    const phone = await openWithoutJavaScript(390);
    await phone.goto('/');
    await phone.locator('header summary', { hasText: 'Menu' }).click();
    await phone.getByRole('searchbox', { name: 'Search articles' }).fill('soil');
    await Promise.all([phone.waitForNavigation(), phone.locator('header').getByRole('button', { name: 'Search', exact: true }).click()]);
    expect(new URL(phone.url()).searchParams.get('query')).toBe('soil');
    await expect(phone.getByTestId('result-count').textContent()).resolves.toMatch(/^Found \d+ results?$/);
    await page.context().close();
    await phone.context().close();
  });
});
