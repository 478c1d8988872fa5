import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth/messages';
import { NEWSLETTER_ADMIN_MESSAGES as N } from '../../contract/newsletter/newsletter-admin.schema';
import { USER_ADMIN_MESSAGES as M } from '../../contract/users/users.messages';
import { expectNoAxeViolations, type JourneyPage, type OpenPageOptions } from '../support/browser';
import { setUpSite } from '../support/e2e-site';
import { signIn } from '../support/sign-in';

/**
 * Issue 15 "Running the journal", the Users and Newsletter tabs of /admin-dashboard (acting-side.md
 * §2, §5 "Admin user form", §7, §8; decision 0045): an admin searches the accounts, creates one,
 * changes its role and deletes it (the confirmation naming the papers that stay); removes a
 * newsletter subscription and exports the list as CSV. With axe on every state, on a laptop and on
 * a phone.
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

const toast = (page: Page) => page.getByTestId('desk-notice');
const userRow = (page: Page, email: string) => page.getByTestId('user-row').filter({ hasText: email });

async function searchUsers(page: Page, text: string) {
  const search = page.getByRole('search', { name: 'Search users' });
  await search.getByLabel('Search', { exact: true }).fill(text);
  await search.getByRole('button', { name: 'Search' }).click();
}

for (const viewport of VIEWPORTS) {
  describe(`at ${viewport.width} px`, () => {
    test('an admin creates a user, changes its role and deletes it; the confirmation names the papers that stay', async () => {
      const { page, errors, context } = await openDashboard(viewport, '/admin-dashboard');
      // Users is the first tab (acting-side.md §2).
      await expect(page.getByRole('tab', { name: 'Users' }).getAttribute('aria-selected')).resolves.toBe('true');
      await expect.poll(() => page.getByTestId('user-row').count()).toBeGreaterThan(5);
      await expectAccessible(page);

      // Sorted on the server: by a column header on a laptop (phones show no header row), by the Order list on both.
      if (viewport.width > 768) {
        await page.getByRole('button', { name: /^Email/ }).click();
        await page.waitForURL((url) => url.searchParams.get('sort') === 'email');
        await expect.poll(() => page.getByRole('columnheader', { name: /^Email/ }).getAttribute('aria-sort')).toBe('ascending');
      }
      await page.getByLabel('Order').selectOption({ label: 'Newest first' });
      await page.waitForURL((url) => url.searchParams.get('sort') === 'created');
      await expect.poll(() => page.getByLabel('Order').inputValue()).toBe('created:desc');

      // The confirmation for an author with papers says they stay; Cancel keeps the account.
      await searchUsers(page, 'chinedu.eze@jals-demo.org');
      await expect.poll(() => page.getByTestId('user-row').count()).toBe(1);
      await userRow(page, 'chinedu.eze@jals-demo.org').getByRole('button', { name: /^Delete/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete User' });
      await expect.poll(() => dialog.getByTestId('delete-user-consequences').textContent()).toMatch(/\d+ papers submitted from this account will be kept, without an owner/);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => dialog.count()).toBe(0);

      // A new account: the form's messages first (the contract's), then a real one.
      await page.getByRole('button', { name: 'New User' }).click();
      const form = page.getByRole('dialog', { name: 'New User' });
      await form.getByRole('button', { name: 'Create User' }).click();
      for (const message of [AUTH_MESSAGES.firstNameRequired, AUTH_MESSAGES.lastNameRequired, AUTH_MESSAGES.emailRequired, AUTH_MESSAGES.passwordRequired]) {
        await expect.poll(() => form.getByText(message, { exact: true }).count(), { message }).toBe(1);
      }
      await expect(form.getByLabel('Role').inputValue()).resolves.toBe('AUTHOR');
      await expectAccessible(page);
      const email = `halima.bukar.${viewport.width}@example.org`;
      await form.getByLabel('First name').fill('Halima');
      await form.getByLabel('Last name').fill(`Bukar ${viewport.width}`);
      await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await form.getByLabel('Institution (optional)').fill('University of Maiduguri');
      await form.locator('#user-password').fill('sorghum midge field notes');
      await form.getByRole('button', { name: 'Create User' }).click();
      await expect.poll(() => toast(page).textContent()).toBe(M.created);
      await expect.poll(() => form.count()).toBe(0);
      await searchUsers(page, email);
      await expect.poll(() => userRow(page, email).textContent()).toContain('Author');
      await expectAccessible(page);

      // A taken address is refused with the registration's words.
      await page.getByRole('button', { name: 'New User' }).click();
      const again = page.getByRole('dialog', { name: 'New User' });
      await again.getByLabel('First name').fill('Halima');
      await again.getByLabel('Last name').fill('Again');
      await again.getByRole('textbox', { name: 'Email', exact: true }).fill(email.toUpperCase());
      await again.getByLabel('Email the user a link to choose a password').check();
      await again.getByRole('button', { name: 'Create User' }).click();
      await expect.poll(() => again.getByText(AUTH_MESSAGES.emailTaken, { exact: true }).count()).toBe(1);
      await expect.poll(() => toast(page).textContent()).toContain(M.saveFailed);
      await again.getByRole('button', { name: 'Cancel' }).click();

      // The role changes (the account signs in again with it).
      await userRow(page, email).getByRole('button', { name: /^Edit/ }).click();
      const edit = page.getByRole('dialog', { name: /^Edit User/ });
      await edit.getByLabel('Role').selectOption('EDITOR');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect.poll(() => toast(page).textContent()).toBe(M.updated);
      await expect.poll(() => userRow(page, email).textContent()).toContain('Editor');

      // Deleted, after the confirmation.
      await userRow(page, email).getByRole('button', { name: /^Delete/ }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete User' });
      await expect.poll(() => confirm.textContent()).toContain('No papers were submitted from this account.');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => toast(page).textContent()).toBe(M.deleted);
      await expect.poll(() => page.getByTestId('no-users').count()).toBe(1);
      await expectAccessible(page);
      // The taken address's 409 is logged by the browser as a failed resource; nothing else may be.
      expect(errors.filter((error) => !error.includes('409'))).toEqual([]);
      await context.close();
    });

    test('an admin removes a newsletter subscription and exports the list as CSV', async () => {
      const { page, errors, context } = await openDashboard(viewport, '/admin-dashboard?tab=newsletter');
      await expect(page.getByRole('tab', { name: 'Newsletter' }).getAttribute('aria-selected')).resolves.toBe('true');
      const rows = page.getByTestId('subscription-row');
      await expect.poll(() => rows.count()).toBeGreaterThan(3);
      await expect(rows.first().textContent()).resolves.toContain('Awaiting confirmation');
      await expect(page.getByTestId('subscriptions-table').textContent()).resolves.toContain('Unsubscribed');
      await expectAccessible(page);

      const email = viewport.width === 390 ? 'tunde.bakare@example.org' : 'library.acquisitions@example.org';
      const row = rows.filter({ hasText: email });
      await row.getByRole('button', { name: `Remove ${email}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove Subscription' });
      await expect.poll(() => dialog.textContent()).toContain(email);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Remove' }).click();
      await expect.poll(() => toast(page).textContent()).toBe(N.removed);
      await expect.poll(() => rows.filter({ hasText: email }).count()).toBe(0);

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-subscriptions').click()]);
      expect(download.suggestedFilename()).toMatch(/^newsletter-subscriptions-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
      expect(csv.split('\r\n')[0]).toBe('Email,Name,Status,Confirmed,Confirmed at,Subscribed at');
      expect(csv).toContain('m.diallo@example.org,Mamadou Diallo,Unsubscribed,Yes,');
      expect(csv).not.toContain(email);
      await expectAccessible(page);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
