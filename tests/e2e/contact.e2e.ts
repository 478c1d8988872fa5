import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth/messages';
import { CONTACT_MESSAGES as M, CONTACT_MIN_FILL_SECONDS } from '../../contract/contact/contact.messages';
import { MAP_ORIGIN } from '../../contract/contact/office-map';
import { expectNoAxeViolations, type JourneyPage, type OpenPageOptions } from '../support/browser';
import { setUpSite } from '../support/e2e-site';
import { signIn } from '../support/sign-in';

/**
 * Issue 15 "Running the journal", the contact part (acting-side.md §2 /contact and /admin-dashboard
 * Contact Forms, §5, §8; decision 0042): a visitor sends a message from /contact (the form's
 * messages first, then the wait of the minimum fill time), the office is mailed; an admin opens the
 * Contact Forms tab, reads the message, marks it read and replies, and the reply arrives. With axe
 * on every state, on a laptop and on a phone.
 */
const site = setUpSite();
const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];
const OFFICE = 'office@jals-demo.org';

/** axe at the top of the page decides every contrast check (docs/design-system.md); further down the sticky header overlaps text. */
async function expectAccessible(page: Page) {
  const atTop = await page.evaluate(() => window.scrollY === 0);
  await expectNoAxeViolations(page, { strictContrast: atTop });
}

const visitorOf = (width: number) => ({
  name: `Ifeoma Nwosu ${width === 390 ? 'Phone' : 'Laptop'}`,
  email: `ifeoma.nwosu.${width}@example.org`,
  subject: `Reprint permission for a figure (${width})`,
  message: `May we reprint Figure 2 of the yam storage article in our extension leaflet for farmers in Enugu? Journey ${width}.`,
});

const sendButton = (page: Page) => page.getByRole('button', { name: 'Send Message' });

for (const viewport of VIEWPORTS) {
  const visitor = visitorOf(viewport.width);

  describe(`a visitor at ${viewport.width} px`, () => {
    test('reads the office’s cards, sees the form’s messages, waits, sends, and the office is mailed', async () => {
      const { page, errors, visit, context } = await site.open(viewport);
      const elsewhere: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(site.url) && !request.url().startsWith('data:')) elsewhere.push(request.url());
      });
      const response = await visit('/contact');
      const loadedAt = Date.now();
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Contact Us');
      const info = page.getByTestId('contact-info');
      await expect(info.getByRole('link', { name: OFFICE }).getAttribute('href')).resolves.toBe(`mailto:${OFFICE}`);
      await expect(info.textContent()).resolves.toContain('Faculty of Agriculture, University of Ibadan');
      await expect(info.getByRole('heading', { name: 'Office Hours' }).count()).resolves.toBe(1);
      await expect(info.textContent()).resolves.toContain('8:00 - 17:00 WAT');
      await expect(info.getByRole('heading', { name: 'Urgent Matters' }).count()).resolves.toBe(1);
      await expect(info.getByRole('link', { name: 'editor@jals-demo.org' }).count()).resolves.toBe(1);
      await expect(info.getByRole('link', { name: 'FAQ' }).getAttribute('href')).resolves.toBe('/faq');
      // The demo journal has no social accounts: no card, no invented links.
      await expect(info.getByRole('heading', { name: 'Follow Us' }).count()).resolves.toBe(0);
      await expect(page.getByTestId('contact-map-placeholder').count()).resolves.toBe(1);
      await expect(page.getByLabel('Category').inputValue()).resolves.toBe('general');
      await expectAccessible(page);

      // Nothing filled in: each field says so (acting-side.md §5).
      await sendButton(page).click();
      for (const message of [M.nameRequired, AUTH_MESSAGES.emailRequired, M.subjectRequired, M.messageRequired]) {
        await expect.poll(() => page.getByText(message, { exact: true }).count(), { message }).toBe(1);
      }
      await expectAccessible(page);
      await page.getByLabel('Email').fill('ifeoma.nwosu');
      await page.getByLabel(/^Message/).fill('Too short');
      // A field's error clears as soon as it is edited.
      await page.getByLabel('Name').fill(visitor.name);
      await expect.poll(() => page.getByText(M.nameRequired, { exact: true }).count()).toBe(0);
      await sendButton(page).click();
      await expect.poll(() => page.getByText(AUTH_MESSAGES.emailInvalid, { exact: true }).count()).toBe(1);
      await expect.poll(() => page.getByText(M.messageTooShort, { exact: true }).count()).toBe(1);

      await page.getByLabel('Email').fill(visitor.email);
      await page.getByLabel('Category').selectOption('publication');
      await page.getByLabel('Subject').fill(visitor.subject);
      await page.getByLabel(/^Message/).fill(visitor.message);
      // Nobody writes a message in less than the minimum fill time; the test waits for it too.
      await page.waitForTimeout(Math.max(0, CONTACT_MIN_FILL_SECONDS * 1000 + 300 - (Date.now() - loadedAt)));
      await sendButton(page).click();
      const sent = page.getByTestId('contact-sent');
      await expect.poll(() => sent.getByRole('heading', { level: 2 }).textContent()).toBe(M.sentTitle);
      await expect(sent.textContent()).resolves.toContain(M.sent);
      await expect(sent.textContent()).resolves.toContain(visitor.email);
      await expectAccessible(page);

      const mail = await site.waitForMail(OFFICE, new RegExp(`Journey ${viewport.width}`));
      expect(mail.subject).toBe(`Contact form: ${visitor.subject}`);
      expect(mail.replyTo).toBe(visitor.email);
      expect(mail.text).toContain('Category: Published Articles');
      expect(elsewhere).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

    test('a refusal keeps the message, says so in one sentence, and a second try with a new token goes through', async () => {
      const { page, errors, visit, context } = await site.open(viewport);
      await visit('/contact');
      let refused = false;
      await context.route('**/api/contact', async (route) => {
        if (refused) return route.continue();
        refused = true;
        await route.fulfill({ status: 400, contentType: 'application/problem+json', body: JSON.stringify({ type: 'about:blank', title: 'Bad Request', status: 400, detail: M.notSent }) });
      });
      const tokens: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/contact')) tokens.push((request.postDataJSON() as { formToken: string }).formToken);
      });
      await page.getByLabel('Name').fill('Kelechi Obi');
      await page.getByLabel('Email').fill(`kelechi.obi.${viewport.width}@example.org`);
      await page.getByLabel('Subject').fill('Back issues in print');
      await page.getByLabel(/^Message/).fill('Are the 2023 issues available in print for our library?');
      await page.waitForTimeout(CONTACT_MIN_FILL_SECONDS * 1000 + 300);
      await sendButton(page).click();
      await expect.poll(() => page.getByRole('alert').filter({ hasText: M.notSent }).count()).toBe(1);
      await expect(page.getByLabel(/^Message/).inputValue()).resolves.toBe('Are the 2023 issues available in print for our library?');
      await expectAccessible(page);
      await page.waitForTimeout(CONTACT_MIN_FILL_SECONDS * 1000 + 300);
      await sendButton(page).click();
      await expect.poll(() => page.getByTestId('contact-sent').count()).toBe(1);
      expect(tokens).toHaveLength(2);
      expect(tokens[1]).not.toBe(tokens[0]);
      expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
      await context.close();
    });
  });
}

test('without JavaScript the page says the form needs it and gives the office’s address; Show map still works', async () => {
  const { page, context } = await site.open({ width: 390, height: 844, javaScriptEnabled: false });
  await context.route(`${MAP_ORIGIN}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Map</title>' }));
  await page.goto('/contact');
  // Chromium with scripts switched off by the test still parses <noscript> as text, so its note is read from the server's HTML.
  const html = await (await page.request.get('/contact')).text();
  expect(html).toMatch(new RegExp(`<noscript><div role="alert"[^>]*>${M.needsJavaScript}.*mailto:${OFFICE}.*</noscript>`));
  await expect(sendButton(page).isDisabled()).resolves.toBe(true);
  await page.getByRole('link', { name: 'Show map' }).click();
  await page.waitForURL((url) => url.search === '?map=show');
  await expect(page.getByTestId('contact-map').count()).resolves.toBe(1);
  await context.close();
});

test('the map comes from OpenStreetMap only once the visitor asks for it', async () => {
  const { page, errors, visit, context } = await site.open({ width: 1366, height: 900 });
  const framed: string[] = [];
  // The machine has no way out: OpenStreetMap's embed is answered here, and counted.
  await context.route(`${MAP_ORIGIN}/**`, async (route) => {
    framed.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Map</title><p>OpenStreetMap</p>' });
  });
  await visit('/contact');
  await page.getByLabel('Name').fill('Kept while the map opens');
  await page.getByRole('link', { name: 'Show map' }).click();
  const map = page.getByTestId('contact-map');
  await expect.poll(() => map.count()).toBe(1);
  await expect(map.getAttribute('src')).resolves.toMatch(new RegExp(`^${MAP_ORIGIN}/export/embed\\.html\\?bbox=`));
  await expect.poll(() => framed.length).toBe(1);
  await expect(page.getByLabel('Name').inputValue()).resolves.toBe('Kept while the map opens');
  await expect(map.getAttribute('title')).resolves.toContain('OpenStreetMap');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Hide map' }).click();
  await expect.poll(() => page.getByTestId('contact-map-placeholder').count()).toBe(1);
  expect(errors).toEqual([]);
  await context.close();
});

/** The admin signs in once for the file (sign-in is rate-limited per address); later pages reuse the session. */
let adminSession: NonNullable<OpenPageOptions['storageState']> | null = null;
async function openInbox(viewport: { width: number; height: number }, path = '/admin-dashboard?tab=contact-forms'): Promise<JourneyPage> {
  const journey = await site.open({ ...viewport, ...(adminSession ? { storageState: adminSession } : {}) });
  if (!adminSession) {
    await signIn(journey, 'admin');
    await journey.page.waitForURL('**/admin-dashboard');
    adminSession = await journey.context.storageState();
  }
  await journey.visit(path);
  return journey;
}

const contactTab = (page: Page) => page.getByRole('tab', { name: /^Contact Forms/ });
const rowOf = (page: Page, subject: string) => page.getByTestId('contact-row').filter({ has: page.getByRole('link', { name: subject, exact: true }) });
const toast = (page: Page) => page.getByTestId('desk-notice');

for (const viewport of VIEWPORTS) {
  const visitor = visitorOf(viewport.width);

  test(`at ${viewport.width} px an admin reads the message, marks it read and replies, and the reply arrives`, async () => {
    const { page, errors, context } = await openInbox(viewport);
    await expect(contactTab(page).getAttribute('aria-selected')).resolves.toBe('true');
    const unreadBefore = Number((await page.getByTestId('contact-forms-badge').textContent())!.match(/\d+/)![0]);
    expect(unreadBefore).toBeGreaterThanOrEqual(4);
    await expect(contactTab(page).textContent()).resolves.toContain(`${unreadBefore} unread`);
    // Unread first: the visitor's message is among the unread rows, with its first 50 characters.
    const row = rowOf(page, visitor.subject);
    await expect.poll(() => row.count()).toBe(1);
    await expect(row.textContent()).resolves.toContain(`${visitor.message.slice(0, 50).trimEnd()}…`);
    await expect(row.textContent()).resolves.not.toContain(`Journey ${viewport.width}`);
    await expect(row.textContent()).resolves.toContain('Unread');
    const statuses = await page.getByTestId('contact-row').evaluateAll((rows) => rows.map((r) => (r.textContent ?? '').includes('Unread')));
    expect(statuses).toEqual([...statuses].sort((a, b) => Number(b) - Number(a)));
    await expectAccessible(page);

    // Searching the server's list.
    const search = page.getByRole('search', { name: 'Search contact messages' });
    await search.getByLabel('Search', { exact: true }).fill(visitor.email);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByTestId('contact-row').count()).toBe(1);

    await row.getByRole('link', { name: visitor.subject }).click();
    const message = page.getByTestId('contact-message');
    await expect.poll(() => message.getByTestId('contact-message-text').textContent()).toBe(visitor.message);
    await expectAccessible(page);
    await message.getByRole('button', { name: 'Mark as Read' }).click();
    await expect.poll(() => toast(page).textContent()).toBe(M.markedRead);
    await expect.poll(() => message.getByRole('button', { name: 'Mark as Read' }).count()).toBe(0);
    await expect.poll(() => page.getByTestId('contact-forms-badge').textContent()).toContain(String(unreadBefore - 1));
    await expectAccessible(page);

    // An empty reply says so; a real one is mailed and kept.
    await message.getByRole('button', { name: 'Send Reply' }).click();
    await expect.poll(() => page.getByText(M.replyRequired, { exact: true }).count()).toBe(1);
    const reply = `Dear colleague, yes: the figure is CC BY 4.0, so please reprint it with the citation. Reply ${viewport.width}.`;
    await message.getByLabel('Your reply').fill(reply);
    await message.getByRole('button', { name: 'Send Reply' }).click();
    await expect.poll(() => toast(page).textContent()).toBe(M.replySent(visitor.email));
    await expect.poll(() => message.getByTestId('contact-replies').textContent()).toContain(reply);
    await expect(message.getByLabel('Your reply').inputValue()).resolves.toBe('');
    await expectAccessible(page);

    const mail = await site.waitForMail(visitor.email, new RegExp(`Reply ${viewport.width}`));
    expect(mail.subject).toBe(`Re: ${visitor.subject}`);
    expect(mail.replyTo).toBe(OFFICE);
    expect(mail.text).toContain(`Dear ${visitor.name},`);
    expect(mail.text).toContain(`> ${visitor.message}`);

    await page.getByRole('link', { name: '← Back to messages' }).click();
    await expect.poll(() => rowOf(page, visitor.subject).textContent()).toContain('1 reply');
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('a list that fails to load says the spec’s words; a failed Mark as Read is a toast', async () => {
  const { page, errors, context } = await openInbox({ width: 1366, height: 900 });
  const unread = page.getByTestId('contact-row').filter({ hasText: 'Unread' }).first();
  await context.route('**/api/admin/contact-forms/*/read', (route) => route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"type":"about:blank","title":"Internal Server Error","status":500,"detail":"x"}' }));
  await unread.getByRole('button', { name: /^Mark as Read/ }).click();
  await expect.poll(() => page.getByRole('alert').filter({ hasText: M.markReadFailed }).count()).toBe(1);
  await expectAccessible(page);
  await context.route((url) => url.pathname === '/api/admin/contact-forms', (route) => route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"type":"about:blank","title":"Internal Server Error","status":500,"detail":"x"}' }));
  await page.getByLabel('Show').selectOption('read');
  await expect.poll(() => page.getByText(M.loadFailed, { exact: true }).count()).toBe(1);
  await expectAccessible(page);
  expect(errors.filter((error) => !error.includes('500'))).toEqual([]);
  await context.close();
});
