import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../support/browser';
import { setUpSite } from '../support/e2e-site';
import { fillLogin, signIn } from '../support/sign-in';

const site = setUpSite();

describe('staff sign-in through the Admin Portal', () => {
  test('an admin uses the demo credentials shown on /admin, sees Admin Login, and lands on /admin-dashboard', async () => {
    const { page, errors, visit } = await site.open();
    await visit('/admin');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Admin Portal');
    await expect(page.getByText('Access is restricted', { exact: false }).count()).resolves.toBe(1);
    const credentials = page.getByTestId('demo-credentials');
    await expect(credentials.getByText('admin@jals-demo.org').count()).resolves.toBe(1);
    await expect(credentials.getByText('editor@jals-demo.org').count()).resolves.toBe(1);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Admin Login' }).click();
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Admin Login');
    await expectNoAxeViolations(page);
    await fillLogin(page, 'admin');
    await page.waitForURL('**/admin-dashboard');
    await expect.poll(() => page.getByTestId('profile-role').textContent()).toBe('Administrator');
    await expect.poll(() => page.getByTestId('account-count').textContent()).toBe('Registered accounts: 9');
    await expectNoAxeViolations(page);

    // The demo mail viewer is the admin's.
    await page.getByRole('link', { name: 'Read the mail the site has sent' }).click();
    await page.waitForURL('**/admin/mail');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('an editor signs in through Editor Login and lands on /editor-dashboard, but may not open /admin-dashboard', async () => {
    const { page, errors, visit } = await site.open();
    await visit('/admin');
    await page.getByRole('link', { name: 'Editor Login' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Editor Login');
    await fillLogin(page, 'editor');
    await page.waitForURL('**/editor-dashboard');
    await expect.poll(() => page.getByTestId('profile-name').textContent()).toBe('Oluwaseun Bello');
    await expect(page.getByTestId('profile-role').textContent()).resolves.toBe('Editor');
    await expectNoAxeViolations(page);

    const response = await visit('/admin-dashboard');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Not allowed');
    await expectNoAxeViolations(page);
    expect(errors.filter((e) => !e.includes('403'))).toEqual([]);
  });

  test('an author may not open the editor dashboard', async () => {
    const journey = await site.open();
    const { page } = journey;
    await signIn(journey, 'samuel.otieno@jals-demo.org', { redirectTo: '/editor-dashboard' });
    await page.waitForURL('**/editor-dashboard');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Not allowed');
  });
});
