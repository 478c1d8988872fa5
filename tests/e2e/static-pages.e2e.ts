import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { MANUSCRIPT_TEMPLATE_FILE_NAME, TEMPLATE_MESSAGES } from '../../contract/journal';
import { NEWSLETTER_MESSAGES as M, SUBSCRIBED_ANSWER } from '../../contract/newsletter/newsletter.messages';
import { expectNoAxeViolations } from '../support/browser';
import { setUpSite } from '../support/e2e-site';
import { readZipEntries } from '../support/zip';

const site = setUpSite();

/** Every static page of issue 5 and its heading. */
const PAGES: [path: string, heading: string][] = [
  ['/about', 'About the Journal'],
  ['/authors', 'For Authors'],
  ['/guide-for-authors', 'Guide for Authors'],
  ['/manuscript-template', 'Manuscript Templates'],
  ['/review-process', 'Peer Review Process'],
  ['/ethics', 'Publication Ethics'],
  ['/guidelines', 'Editorial Guidelines'],
  ['/information-for-readers', 'Information for Readers'],
  ['/publication-charges', 'Publication Charges'],
  ['/publication-fee', 'Publication Fee'],
  ['/manuscript-handling-fee', 'Manuscript Handling Fee'],
  ['/payment-methods', 'Payment Methods'],
  ['/open-access-policy', 'Open Access Policy'],
  ['/copyright', 'Copyright'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms', 'Terms of Use'],
  ['/faq', 'Frequently Asked Questions'],
  ['/sitemap', 'Sitemap'],
];

describe('static pages', () => {
  test('each page is server-rendered with its heading and content', async () => {
    for (const [path, heading] of PAGES) {
      const response = await fetch(`${site.url}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<h1 class="page-hero__title">${heading}</h1>`);
      expect(html, path).toContain(`<title>${heading} | Journal of Agriculture and Life Sciences</title>`);
    }
    // React separates adjacent text parts with <!-- -->; the reader sees them joined.
    const fees = (await (await fetch(`${site.url}/publication-charges`)).text()).replaceAll('<!-- -->', '');
    for (const text of ['Original Research', '$200', '$150', '$100', '15 pages', 'Technical Note', '$65', '$25', 'Least developed countries']) expect(fees).toContain(text);
  });

  test('every page loads with its h1, no console error and no axe violation', async () => {
    const { page, errors, visit } = await site.open();
    for (const [path, heading] of PAGES) {
      const response = await visit(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('h1').allTextContents(), path).resolves.toEqual([heading]);
      await expectNoAxeViolations(page);
    }
    expect(errors).toEqual([]);
  });

  test('at 360 px every page fits the screen width', async () => {
    const { page, errors, visit } = await site.open({ width: 360, height: 740 });
    for (const [path] of PAGES) {
      await visit(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(360);
    }
    await visit('/publication-charges');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('/author-guidelines resolves to the Guide for Authors', async () => {
    const { page, errors, visit } = await site.open();
    await visit('/author-guidelines');
    expect(new URL(page.url()).pathname).toBe('/guide-for-authors');
    await expect(page.locator('h1').textContent()).resolves.toBe('Guide for Authors');
    expect(errors).toEqual([]);
  });

  test('/sitemap links every public page', async () => {
    const { page, errors, visit } = await site.open();
    await visit('/sitemap');
    const hrefs = await page.locator('main a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const [path] of PAGES) expect(hrefs).toContain(path);
    for (const path of ['/', '/issues', '/archives', '/special-issues', '/announcements', '/search', '/editorial-board', '/contact', '/rss/latest-articles']) expect(hrefs).toContain(path);
    expect(errors).toEqual([]);
  });
});

describe('/guidelines', () => {
  test('the quick-navigation buttons scroll to each section and the progress bar follows', async () => {
    const { page, errors, visit } = await site.open({ width: 1280, height: 700 });
    await visit('/guidelines');
    const progress = page.getByRole('progressbar', { name: 'Reading progress' });
    await expect(progress.getAttribute('aria-valuenow')).resolves.toBe('0');
    const nav = page.getByRole('navigation', { name: 'Guideline sections' });
    for (const [label, id] of [
      ['Statistics', 'statistics'],
      ['Standards', 'standards'],
      ['Revision', 'revision'],
      ['Figures', 'figures'],
    ] as const) {
      await nav.getByRole('button', { name: label }).click();
      await expect
        .poll(() => page.evaluate((sectionId) => Math.abs(document.getElementById(sectionId)!.getBoundingClientRect().top) < 120 || window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2, id))
        .toBe(true);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`${id}-heading`);
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBe(100);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('/information-for-readers', () => {
  test('links the issues, search and the three RSS feeds', async () => {
    const { page, errors, visit } = await site.open();
    await visit('/information-for-readers');
    const hrefs = await page.locator('main a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const path of ['/issues', '/search', '/rss/latest-articles', '/rss/current-issue', '/rss/announcements']) expect(hrefs).toContain(path);
    expect(errors).toEqual([]);
  });

  test('the subscription form subscribes once per address, the mail’s link confirms it, and the welcome’s link unsubscribes (double opt-in)', async () => {
    const { page, errors, visit } = await site.open();
    await visit('/information-for-readers');
    const form = page.getByRole('form', { name: 'Subscribe to new publication notices' });

    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => form.getByText('Email is required').count()).toBe(1);
    await form.getByLabel('Email').fill('not-an-email');
    await expect.poll(() => form.getByText('Email is required').count()).toBe(0);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => form.getByText('Email is invalid').count()).toBe(1);
    await expectNoAxeViolations(page);

    const email = `reader-${Date.now()}@example.org`;
    await form.getByLabel('Email').fill(email.toUpperCase());
    await form.getByLabel('Name (optional)').fill('Kwame Mensah');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => page.getByTestId('subscribe-success').textContent()).toBe(SUBSCRIBED_ANSWER);
    await expect(form.getByLabel('Email').inputValue()).resolves.toBe('');
    await expectNoAxeViolations(page);
    const request = await site.waitForMail(email, /newsletter\/confirm\?token=/);
    expect(request.text).toContain('Dear Kwame Mensah,');

    // The same address again: the same answer, stored once (the API test counts the rows and mails).
    await form.getByLabel('Email').fill(email);
    await expect.poll(() => page.getByTestId('subscribe-success').count()).toBe(0);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => page.getByTestId('subscribe-success').count()).toBe(1);

    // The mail's link opens a page; nothing changes until the reader presses the button.
    for (const [pattern, mail, button, done] of [
      [/\/newsletter\/confirm\?token=\S+/, request, M.confirmButton, M.confirmed],
      [/\/newsletter\/unsubscribe\?token=\S+/, null, M.unsubscribeButton, M.unsubscribed],
    ] as const) {
      const text = mail?.text ?? (await site.waitForMail(email, /unsubscribe\?token=/)).text;
      await visit(text.match(pattern)![0]);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: button }).click();
      await expect.poll(() => page.getByTestId('newsletter-link-outcome').textContent()).toBe(done);
      await expect(page.getByRole('button', { name: button }).count()).resolves.toBe(0);
    }
    await visit('/newsletter/unsubscribe');
    await expect(page.getByTestId('newsletter-link-invalid').textContent()).resolves.toBe(M.unsubscribeLinkInvalid);
    expect(errors).toEqual([]);
  });
});

describe('/manuscript-template', () => {
  test("the button shows 'Downloading...', saves a real .docx, then the success message for 3 s", async () => {
    const { page, errors, visit } = await site.open();
    await visit('/manuscript-template');
    const button = page.getByTestId('template-download');
    const downloadPromise = page.waitForEvent('download');
    const clickedAt = Date.now();
    await button.click();
    await expect.poll(() => button.textContent()).toBe(TEMPLATE_MESSAGES.downloading);
    await expect(button.isDisabled()).resolves.toBe(true);

    const download = await downloadPromise;
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1400);
    expect(download.suggestedFilename()).toBe(MANUSCRIPT_TEMPLATE_FILE_NAME);
    const file = await readFile((await download.path())!);
    const entries = readZipEntries(file);
    expect(entries.get('word/document.xml')?.toString()).toContain('Materials and Methods');

    const success = page.getByText(TEMPLATE_MESSAGES.success);
    await expect.poll(() => success.count()).toBe(1);
    await expect(button.textContent()).resolves.toBe('Download Template (.docx)');
    await expectNoAxeViolations(page);
    await expect.poll(() => success.count(), { timeout: 5000 }).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('/publication-fee', () => {
  test('the estimate follows the fee table', async () => {
    const { page, errors, visit } = await site.open();
    await visit('/publication-fee');
    const total = page.getByTestId('fee-estimate-total');
    await expect(total.textContent()).resolves.toBe('$200');
    await page.getByLabel('Article type', { exact: true }).selectOption('review');
    await page.getByLabel('Rate', { exact: true }).selectOption('students');
    await page.getByLabel('Typeset pages').fill('22');
    await page.getByLabel('Language editing').check();
    // $125 + 2 excess pages x $25 + $150
    await expect.poll(() => total.textContent()).toBe('$325');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
