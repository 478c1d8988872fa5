import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { SUBMIT_SIGN_IN_NOTICE } from '../../app/lib/sign-in-redirect';
import { expectNoAxeViolations } from '../support/browser';
import { setUpSite } from '../support/e2e-site';
import { fillRegistration, signIn } from '../support/sign-in';

const site = setUpSite();

describe('global navigation', () => {
  test('desktop: menus open and close on route change, the navbar changes after 50 px, the footer links', async () => {
    const { page, errors, visit } = await site.open();
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
    const { page, errors, visit } = await site.open({ reducedMotion: false });
    await visit('/');
    await page.locator('header').getByRole('link', { name: 'Contact', exact: true }).click();
    await page.getByTestId('page-transition').waitFor({ state: 'attached', timeout: 2000 });
    await page.getByTestId('page-transition').waitFor({ state: 'detached', timeout: 2000 });
    expect(errors).toEqual([]);
  });

  test('mobile at 375 px: the menu has a search input and a Login / Register link, and closes on navigation', async () => {
    const { page, errors, visit } = await site.open({ width: 375, height: 740 });
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
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('query') === 'soil carbon');
    expect(errors).toEqual([]);
  });

  test('an unknown path gets the 404 page with a real 404 status', async () => {
    const { page, errors, visit } = await site.open();
    const response = await visit('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page not found');
    await expectNoAxeViolations(page);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });
});

const WIDTHS = [320, 390, 768, 992, 1024, 1100, 1366, 1920];
const DESKTOP = 1200;

interface HeaderLayout {
  scrollWidth: number;
  innerWidth: number;
  submit: { left: number; right: number; top: number; bottom: number } | null;
  /** Tops of the visible items of the header's bar (brand, menu items, account, search, Submit). */
  tops: { name: string; top: number }[];
}

function headerLayout(page: Page): Promise<HeaderLayout> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const header = document.querySelector('header')!;
    const submit = [...header.querySelectorAll('a')].find((a) => a.textContent?.trim() === 'Submit' && visible(a));
    const box = submit?.getBoundingClientRect();
    const items = header.querySelectorAll('.site-brand, .site-nav__list > li > a, .site-nav__list > li button, .site-nav__list > li summary, .site-account > *, .site-search__toggle, .site-submit, .site-menu__toggle');
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      submit: box ? { left: box.left, right: box.right, top: box.top, bottom: box.bottom } : null,
      tops: [...items].filter(visible).map((el) => ({ name: el.textContent?.trim() ?? '', top: Math.round(el.getBoundingClientRect().top) })),
    };
  });
}

async function expectHeaderFits(page: Page, label: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const layout = await headerLayout(page);
    const where = `${label} at ${width} px`;
    expect(layout.scrollWidth, `${where}: no sideways scrolling`).toBeLessThanOrEqual(layout.innerWidth);
    expect(layout.submit, `${where}: Submit visible`).not.toBeNull();
    expect(layout.submit!.left, `${where}: Submit inside the viewport`).toBeGreaterThanOrEqual(0);
    expect(layout.submit!.right, `${where}: Submit inside the viewport`).toBeLessThanOrEqual(layout.innerWidth);
    expect(layout.submit!.top, `${where}: Submit inside the viewport`).toBeGreaterThanOrEqual(0);
    if (width >= DESKTOP) {
      // One line: every item of the bar starts within a few pixels of the others.
      const tops = layout.tops.map((item) => item.top);
      expect(layout.tops.length, where).toBeGreaterThanOrEqual(9);
      expect(Math.max(...tops) - Math.min(...tops), `${where}: one row ${JSON.stringify(layout.tops)}`).toBeLessThanOrEqual(6);
    }
  }
}

describe('the header at every width', () => {
  test('signed out: no sideways scrolling, one row on desktop, Submit always on screen', async () => {
    const { page, errors, visit } = await site.open();
    await visit('/');
    await expectHeaderFits(page, 'signed out');
    expect(errors).toEqual([]);
  });

  for (const [role, home] of [
    ['author', '/dashboard'],
    ['editor', '/editor-dashboard'],
    ['admin', '/admin-dashboard'],
  ] as const) {
    test(`signed in as an ${role}: no sideways scrolling, one row on desktop, Submit always on screen`, async () => {
      const journey = await site.open({ width: 1366 });
      const { page, errors, visit } = journey;
      await signIn(journey, role);
      await page.waitForURL(`**${home}`);
      await expect.poll(() => page.getByTestId('header-user').isVisible()).toBe(true);
      await expectHeaderFits(page, `an ${role}`);
      await visit('/about');
      await expectHeaderFits(page, `an ${role} on /about`);
      expect(errors.filter((e) => !e.includes('Profile refresh'))).toEqual([]);
    });
  }
});

describe('menus with JavaScript', () => {
  test('Escape and a click outside close a dropdown; only one opens at a time; axe clean open and closed', async () => {
    const { page, errors, visit } = await site.open({ width: 1366 });
    await visit('/');
    const about = page.getByRole('button', { name: 'About' });
    const authors = page.getByRole('button', { name: 'Authors' });
    await expect(about.getAttribute('aria-expanded')).resolves.toBe('false');
    await about.click();
    await expect.poll(() => about.getAttribute('aria-expanded')).toBe('true');
    await expect(page.getByRole('link', { name: 'Editorial Board' }).isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page);

    await authors.click();
    await expect.poll(() => about.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.getByRole('link', { name: 'Editorial Board' }).isVisible()).toBe(false);

    await page.keyboard.press('Escape');
    await expect.poll(() => authors.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => authors.evaluate((el) => el === document.activeElement)).toBe(true);

    // Keyboard: Enter opens, Tab reaches the first link.
    await page.keyboard.press('Enter');
    await expect.poll(() => authors.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('For Authors');

    await page.mouse.click(600, 600);
    await expect.poll(() => authors.getAttribute('aria-expanded')).toBe('false');

    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search articles' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search articles' }).isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  test('the phone menu: axe clean open, Escape closes it', async () => {
    const { page, errors, visit } = await site.open({ width: 390, height: 800 });
    await visit('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await page.getByRole('button', { name: 'Publications' }).click();
    await expect.poll(() => page.getByRole('banner').getByRole('link', { name: 'Current Publications' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('button', { name: 'Publications' }).getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    await expect(page.getByRole('link', { name: 'Login / Register' }).isVisible()).resolves.toBe(false);
    expect(errors).toEqual([]);
  });
});

describe('Submit while signed out', () => {
  test('leads to sign-in with the reason, then Register, then lands on /submit-paper', async () => {
    const { page, errors, visit } = await site.open();
    await visit('/');
    await page.getByRole('banner').getByRole('link', { name: 'Submit', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirectTo') === '/submit-paper');
    await expect.poll(() => page.getByText(SUBMIT_SIGN_IN_NOTICE).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    await page.getByRole('main').getByRole('link', { name: 'Register' }).click();
    await page.waitForURL((url) => url.pathname === '/register' && url.searchParams.get('redirectTo') === '/submit-paper');
    await expect.poll(() => page.getByText(SUBMIT_SIGN_IN_NOTICE).isVisible()).toBe(true);
    // The way back to sign-in keeps the destination too.
    await expect(page.getByRole('main').getByRole('link', { name: 'Login' }).getAttribute('href')).resolves.toBe('/login?redirectTo=%2Fsubmit-paper');

    await fillRegistration(page, { firstName: 'Kofi', lastName: 'Asante', email: 'kofi.asante@example.org', password: 'yam-barn-harvest-77', institution: 'University of Ghana' });
    await page.waitForURL((url) => url.pathname === '/submit-paper');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Submit New Paper');
    expect(errors).toEqual([]);
  });
});
