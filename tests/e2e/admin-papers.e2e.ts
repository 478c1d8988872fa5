import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { ADMIN_PAPER_MESSAGES as M } from '../../contract/papers/admin-papers.schema';
import { expectNoAxeViolations, type JourneyPage, type OpenPageOptions } from '../support/browser';
import { setUpSite } from '../support/e2e-site';
import { signIn } from '../support/sign-in';

/**
 * Issue 15, the admin dashboard's Papers tab (acting-side.md §2, §5, §8; decision 0050): an admin
 * finds papers, adds one (the form's messages first), edits its status, opens the citation dialog
 * from a row, and deletes the paper after confirming. With axe, on a laptop and on a phone.
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

let adminSession: NonNullable<OpenPageOptions['storageState']> | null = null;
async function openPapers(viewport: { width: number; height: number }): Promise<JourneyPage> {
  const journey = await site.open({ ...viewport, ...(adminSession ? { storageState: adminSession } : {}) });
  if (!adminSession) {
    await signIn(journey, 'admin');
    await journey.page.waitForURL('**/admin-dashboard');
    adminSession = await journey.context.storageState();
  }
  await journey.visit('/admin-dashboard?tab=papers');
  return journey;
}

const toast = (page: Page) => page.getByTestId('desk-notice');
const rowOf = (page: Page, title: string) => page.getByTestId('paper-row').filter({ has: page.getByRole('link', { name: title, exact: true }) });

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px an admin adds, edits, cites and deletes a paper`, async () => {
    const { page, errors, context } = await openPapers(viewport);
    await expect(page.getByRole('tab', { name: 'Papers' }).getAttribute('aria-selected')).resolves.toBe('true');
    await expect.poll(() => page.getByTestId('paper-row').count()).toBeGreaterThan(0);
    await expectAccessible(page);

    // The form's messages first, then a real paper.
    await page.getByTestId('add-paper').click();
    const dialog = page.getByTestId('admin-paper-form');
    await dialog.getByRole('button', { name: 'Save Paper' }).click();
    await expect.poll(() => dialog.getByText(M.titleRequired, { exact: true }).count()).toBe(1);
    await expect(dialog.getByText(M.categoryRequired, { exact: true }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page);
    const title = `Cassava mosaic resistance in farmer varieties (${viewport.width})`;
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Authors').fill('Chidi Okeke, Aisha Musa');
    await dialog.getByLabel('Category').selectOption('Plant Pathology');
    await dialog.getByLabel('Abstract').fill('Screening of forty farmer varieties for resistance to cassava mosaic disease.');
    await dialog.getByLabel('Year').fill('1999');
    await dialog.getByRole('button', { name: 'Save Paper' }).click();
    await expect.poll(() => dialog.getByText(M.yearRange, { exact: true }).count()).toBe(1);
    await dialog.getByLabel('Year').fill('');
    await dialog.getByRole('button', { name: 'Save Paper' }).click();
    await expect.poll(() => toast(page).textContent()).toBe(M.created);

    // Found by the server's search.
    const search = page.getByRole('search', { name: 'Search papers' });
    await search.getByLabel('Search', { exact: true }).fill('Chidi Okeke');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByTestId('paper-row').count()).toBe(1);
    await expect.poll(() => rowOf(page, title).count()).toBe(1);
    await expect.poll(() => page.getByTestId('papers-table').getAttribute('aria-busy')).toBeNull();
    await expect(rowOf(page, title).textContent()).resolves.toContain('SUBMITTED');
    await expectAccessible(page);

    // Edit: the status goes through the admin override.
    await rowOf(page, title).getByRole('button', { name: `Edit: ${title}` }).click();
    await expect.poll(() => dialog.getByLabel('Title').inputValue()).toBe(title);
    await dialog.getByLabel('Status').selectOption('UNDER_REVIEW');
    await dialog.getByRole('button', { name: 'Save Paper' }).click();
    await expect.poll(() => toast(page).textContent()).toBe(M.updated);
    await expect.poll(() => rowOf(page, title).textContent()).toContain('UNDER REVIEW');

    // Unpublished, it has no reference yet.
    await expect(rowOf(page, title).getByTestId('cite-button').count()).resolves.toBe(0);

    // Delete after confirming.
    await rowOf(page, title).getByRole('button', { name: `Delete: ${title}` }).click();
    const confirm = page.getByTestId('delete-paper-dialog');
    await expect.poll(() => confirm.textContent()).toContain(M.confirmDelete(title));
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => toast(page).textContent()).toBe(M.deleted);
    await expect.poll(() => rowOf(page, title).count()).toBe(0);
    await expectAccessible(page);

    // The citation dialog opens from a published paper's row.
    await page.getByLabel('Status', { exact: true }).selectOption('PUBLISHED');
    await search.getByLabel('Search', { exact: true }).fill('');
    await search.getByRole('button', { name: 'Search' }).click();
    const published = page.getByTestId('paper-row').first();
    await expect.poll(() => published.textContent()).toContain('PUBLISHED');
    await expect.poll(() => page.getByTestId('papers-table').getAttribute('aria-busy')).toBeNull();
    await published.getByTestId('cite-button').click();
    const citation = page.getByRole('dialog');
    await expect.poll(() => citation.count()).toBe(1);
    await expect.poll(() => citation.textContent()).toContain('APA');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('a list that fails to load says the spec’s words; a failed save and delete are toasts', async () => {
  const { page, errors, context } = await openPapers({ width: 1366, height: 900 });
  await expect.poll(() => page.getByTestId('paper-row').count()).toBeGreaterThan(0);
  const problem = { status: 500, contentType: 'application/problem+json', body: '{"type":"about:blank","title":"Internal Server Error","status":500,"detail":"x"}' };
  await context.route((url) => url.pathname.startsWith('/api/admin/papers/'), (route) => route.fulfill(problem));
  const unpublished = page.getByTestId('paper-row').filter({ hasNot: page.getByTestId('cite-button') }).first();
  await unpublished.getByRole('button', { name: /^Edit: / }).click();
  await page.getByTestId('admin-paper-form').getByRole('button', { name: 'Save Paper' }).click();
  await expect.poll(() => page.getByRole('alert').filter({ hasText: M.saveFailed }).count()).toBe(1);
  await page.getByTestId('admin-paper-form').getByRole('button', { name: 'Cancel' }).click();
  await unpublished.getByRole('button', { name: /^Delete: / }).click();
  await page.getByTestId('delete-paper-dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect.poll(() => page.getByRole('alert').filter({ hasText: M.deleteFailed }).count()).toBe(1);
  await context.route((url) => url.pathname === '/api/admin/papers', (route) => route.fulfill(problem));
  await page.getByLabel('Status', { exact: true }).selectOption('REJECTED');
  await expect.poll(() => page.getByText(M.loadFailed, { exact: true }).count()).toBe(1);
  await expectAccessible(page);
  // The browser logs the refused calls; nothing else went wrong.
  expect(errors.filter((error) => !error.includes('status of 500'))).toEqual([]);
  await context.close();
});
